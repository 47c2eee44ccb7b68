/**
 * One entry ("Ingreso ING-2026-000123"): its data, what waits for the user (receive or return),
 * the actions its `can` allows, the route sheet, attachments, replies and history.
 */
import { RecordPage } from '../../../lib/records/RecordPage';
import { entriesModule } from '../entries.module';

export default function EntryShowPage() {
  return <RecordPage module={entriesModule} />;
}
