import { RecordPage } from '../../lib/records/RecordPage';
import { archivePermissionsModule } from './archive-permissions.module';

export default function PermissionShowPage() {
  return <RecordPage module={archivePermissionsModule} />;
}
