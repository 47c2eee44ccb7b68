import { RecordPage } from '../../lib/records/RecordPage';
import { expedientsModule } from './archive-expedients.module';

export default function ExpedientShowPage() {
  return <RecordPage module={expedientsModule} />;
}
