/** "Salidas documentales": the outputs the user may see, as the module declares them. */
import { DocumentListPage } from '../../../lib/records/DocumentListPage';
import { outputsModule } from '../outputs.module';

export default function OutputsListPage() {
  return <DocumentListPage module={outputsModule} />;
}
