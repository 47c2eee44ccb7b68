/**
 * One output ("Salida SAL-2026-000045"): its data, the recipients and their delivery, the actions
 * its `can` allows, the entry it answers, attachments and history.
 */
import { RecordPage } from '../../../lib/records/RecordPage';
import { outputsModule } from '../outputs.module';

export default function OutputShowPage() {
  return <RecordPage module={outputsModule} />;
}
