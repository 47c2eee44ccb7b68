/** One output request ("Solicitud SOL-SAL-2026-000007"): the output it proposes, its state, the output it became, its actions. */
import { RecordPage } from '../../../lib/records/RecordPage';
import { outputRequestsModule } from '../output-requests.module';

export default function OutputRequestShowPage() {
  return <RecordPage module={outputRequestsModule} />;
}
