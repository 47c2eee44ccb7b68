import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('roles', {
  index: () => import('./RolesListPage'),
  form: () => import('./RoleFormPage'),
});
