import { DocumentListPage } from '../../lib/records/DocumentListPage';
import { archiveTemporaryPermissionsModule } from './archive-temporary-permissions.module';

export default function PermissionsListPage() {
  return <DocumentListPage module={archiveTemporaryPermissionsModule} />;
}
