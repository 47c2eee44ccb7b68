import { modulePages } from '../../lib/records/pages';

/** Route name → page (names from src/shared/routes.ts): the list and record page from the module's declaration, and its form. */
export const pages = modulePages({
  routes: 'folders',
  module: () => import('./folders.module').then((m) => m.foldersModule),
  form: () => import('./form/FolderFormPage'),
});
