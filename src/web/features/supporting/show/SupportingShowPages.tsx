/** One supporting document ("Documento de ingreso OAJ-ING-2026-0012"): data, actions, attachments and history. */
import { RecordPage } from '../../../lib/records/RecordPage';
import { supportingEntriesModule, supportingOutputsModule } from '../supporting.module';

export function SupportingEntryShowPage() {
  return <RecordPage module={supportingEntriesModule} />;
}

export function SupportingOutputShowPage() {
  return <RecordPage module={supportingOutputsModule} />;
}
