import { DocumentListPage } from '../../lib/records/DocumentListPage';
import { archiveDisposalsModule } from './archive-disposals.module';

export default function DisposalsListPage() {
  return <DocumentListPage module={archiveDisposalsModule} />;
}
