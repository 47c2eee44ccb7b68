import { RecordPage } from '../../lib/records/RecordPage';
import { archiveDocumentsModule } from './archive-documents.module';

export default function ArchiveDocumentShowPage() {
  return <RecordPage module={archiveDocumentsModule} />;
}
