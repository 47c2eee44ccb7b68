import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('offices', {
  index: () => import('./OfficesListPage'),
  form: () => import('./OfficeFormPage'),
});
