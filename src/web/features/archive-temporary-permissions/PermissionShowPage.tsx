import { RecordPage } from '../../lib/records/RecordPage';
import { archiveTemporaryPermissionsModule } from './archive-temporary-permissions.module';

export default function PermissionShowPage() {
  return <RecordPage module={archiveTemporaryPermissionsModule} />;
}
