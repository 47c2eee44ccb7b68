/** One entry request ("Solicitud SOL-ING-2026-000012"): what it proposes, its state, the entry it became, its actions. */
import { RecordPage } from '../../../lib/records/RecordPage';
import { entryRequestsModule } from '../entry-requests.module';

export default function EntryRequestShowPage() {
  return <RecordPage module={entryRequestsModule} />;
}
