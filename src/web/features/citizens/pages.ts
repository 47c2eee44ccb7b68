import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('citizens', {
  index: () => import('./CitizensListPage'),
  form: () => import('./CitizenFormPage'),
  show: () => import('./CitizenShowPage'),
});
