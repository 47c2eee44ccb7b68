/** "Ingresos documentales": the entries the user may see, as the module declares them. */
import { DocumentListPage } from '../../../lib/records/DocumentListPage';
import { entriesModule } from '../entries.module';

export default function EntriesListPage() {
  return <DocumentListPage module={entriesModule} />;
}
