import { DocumentListPage } from '../../lib/records/DocumentListPage';
import { archivePermissionsModule } from './archive-permissions.module';

export default function PermissionsListPage() {
  return <DocumentListPage module={archivePermissionsModule} />;
}
