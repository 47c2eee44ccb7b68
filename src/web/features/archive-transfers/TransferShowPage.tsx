import { RecordPage } from '../../lib/records/RecordPage';
import { transfersModule } from './archive-transfers.module';

export default function TransferShowPage() {
  return <RecordPage module={transfersModule} />;
}
