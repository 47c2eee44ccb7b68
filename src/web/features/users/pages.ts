import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('users', {
  index: () => import('./UsersListPage'),
  form: () => import('./UserFormPage'),
  show: () => import('./UserShowPage'),
});
