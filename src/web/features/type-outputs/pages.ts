import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('type-outputs', {
  index: () => import('./TypeOutputsListPage'),
  form: () => import('./TypeOutputFormPage'),
});
