/**
 * A request list: for mesa de partes the queue of what waits (oldest first, with how long it has
 * waited); for the offices their requests (or their office's) and their states. Its filters live in the URL.
 */
import type { PermissionKey } from '@shared/permissions';
import { Navigate, useLocation } from 'react-router';
import { DocumentListPage } from '../records/DocumentListPage';
import type { DocumentModule } from '../records/module';
import { useSession } from '../session';
import type { RequestRecord } from './request';

export function RequestsListPage<T extends RequestRecord>({ module }: { module: DocumentModule<T> }) {
  const { permissions } = useSession();
  const { search } = useLocation();
  const operator = permissions.includes(`${module.resource}-assign` as PermissionKey) || permissions.includes('admin');
  // An operator opening the list lands on the queue; any filter they choose afterwards stays.
  if (operator && search === '') return <Navigate to="?queue=true&sort=submitted_at" replace />;
  return <DocumentListPage module={module} />;
}
