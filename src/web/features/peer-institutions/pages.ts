import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('peer-institutions', {
  index: () => import('./PeerInstitutionsListPage'),
  form: () => import('./PeerInstitutionFormPage'),
});
