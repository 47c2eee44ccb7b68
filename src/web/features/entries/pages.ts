import { modulePages } from '../../lib/records/pages';

/** Route name → page (names from src/shared/routes.ts): the list and record page from the module's declaration, and its form. */
export const pages = modulePages({
  routes: 'entries',
  module: () => import('./entries.module').then((m) => m.entriesModule),
  form: () => import('./form/EntryFormPage'),
});
