import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('document-classifications', {
  index: () => import('./DocumentClassificationsListPage'),
  form: () => import('./DocumentClassificationFormPage'),
});
