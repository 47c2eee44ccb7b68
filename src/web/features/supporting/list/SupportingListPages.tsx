/** "Doc. ingreso apoyo" and "Doc. salida apoyo": the documents the user may see, as each module declares them. */
import { DocumentListPage } from '../../../lib/records/DocumentListPage';
import { supportingEntriesModule, supportingOutputsModule } from '../supporting.module';

export function SupportingEntriesListPage() {
  return <DocumentListPage module={supportingEntriesModule} />;
}

export function SupportingOutputsListPage() {
  return <DocumentListPage module={supportingOutputsModule} />;
}
