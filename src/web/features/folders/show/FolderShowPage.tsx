/** One folder ("Carpeta CAR-000012"): its data, documents in order, print actions and history. */
import { RecordPage } from '../../../lib/records/RecordPage';
import { foldersModule } from '../folders.module';

export default function FolderShowPage() {
  return <RecordPage module={foldersModule} />;
}
