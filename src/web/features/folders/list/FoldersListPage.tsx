/** "Carpetas de apoyo": the folders the user may see, as the module declares them. */
import { DocumentListPage } from '../../../lib/records/DocumentListPage';
import { foldersModule } from '../folders.module';

export default function FoldersListPage() {
  return <DocumentListPage module={foldersModule} />;
}
