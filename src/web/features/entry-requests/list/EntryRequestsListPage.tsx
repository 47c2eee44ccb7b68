/** "Solicitudes de ingreso": the operators' queue, or the office's own requests. */
import { RequestsListPage } from '../../../lib/requests/RequestsListPage';
import { entryRequestsModule } from '../entry-requests.module';

export default function EntryRequestsListPage() {
  return <RequestsListPage module={entryRequestsModule} />;
}
