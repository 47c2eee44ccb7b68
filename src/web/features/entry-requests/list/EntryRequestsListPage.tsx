/**
 * "Solicitudes de ingreso": for mesa de partes the queue of what waits (oldest first, with how
 * long it has waited); for the offices their requests (or their office's) and their states. Same list, its filters in the URL.
 */
import { Navigate, useLocation } from 'react-router';
import { DocumentListPage } from '../../../lib/records/DocumentListPage';
import { useSession } from '../../../lib/session';
import { entryRequestsModule } from '../entry-requests.module';

export default function EntryRequestsListPage() {
  const { permissions } = useSession();
  const { search } = useLocation();
  const operator = permissions.includes('entry-requests-assign') || permissions.includes('admin');
  // An operator opening the list lands on the queue; any filter they choose afterwards stays.
  if (operator && search === '') return <Navigate to="?queue=true&sort=submitted_at" replace />;
  return <DocumentListPage module={entryRequestsModule} />;
}
