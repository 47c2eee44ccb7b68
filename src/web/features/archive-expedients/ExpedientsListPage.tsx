import { DocumentListPage } from '../../lib/records/DocumentListPage';
import { expedientsModule } from './archive-expedients.module';

export default function ExpedientsListPage() {
  return <DocumentListPage module={expedientsModule} />;
}
