import { RecordPage } from '../../lib/records/RecordPage';
import { archiveDisposalsModule } from './archive-disposals.module';

export default function DisposalShowPage() {
  return <RecordPage module={archiveDisposalsModule} />;
}
