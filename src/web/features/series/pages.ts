import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('series', {
  index: () => import('./SeriesListPage'),
  form: () => import('./SeriesFormPage'),
  show: () => import('./SeriesShowPage'),
});
