import { DocumentListPage } from '../../lib/records/DocumentListPage';
import { transfersModule } from './archive-transfers.module';

export default function TransfersListPage() {
  return <DocumentListPage module={transfersModule} />;
}
