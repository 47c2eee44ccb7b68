/** "Solicitudes de salida": the operators' queue, or the office's own requests. */
import { RequestsListPage } from '../../../lib/requests/RequestsListPage';
import { outputRequestsModule } from '../output-requests.module';

export default function OutputRequestsListPage() {
  return <RequestsListPage module={outputRequestsModule} />;
}
