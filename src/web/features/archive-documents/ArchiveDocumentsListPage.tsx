import { DocumentListPage } from '../../lib/records/DocumentListPage';
import { archiveDocumentsModule } from './archive-documents.module';

export default function ArchiveDocumentsListPage() {
  return <DocumentListPage module={archiveDocumentsModule} />;
}
