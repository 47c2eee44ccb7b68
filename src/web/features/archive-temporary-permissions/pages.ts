import { modulePages } from '../../lib/records/pages';

/** Route name → page (names from src/shared/routes.ts): the list and record page from the module's declaration, and its form. */
export const pages = modulePages({
  routes: 'permissions',
  module: () => import('./archive-temporary-permissions.module').then((m) => m.archiveTemporaryPermissionsModule),
  form: () => import('./form/PermissionFormPage'),
});
