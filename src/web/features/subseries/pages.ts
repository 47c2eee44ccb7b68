import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('subseries', {
  index: () => import('./SubseriesListPage'),
  form: () => import('./SubseriesFormPage'),
  show: () => import('./SubseriesShowPage'),
});
