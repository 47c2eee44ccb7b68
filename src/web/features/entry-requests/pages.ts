import { modulePages } from '../../lib/records/pages';

/** Route name → page (names from src/shared/routes.ts): the list and record page from the module's declaration, its form, and the operator's assign page. */
export const pages = modulePages({
  routes: 'entry-requests',
  module: () => import('./entry-requests.module').then((m) => m.entryRequestsModule),
  form: () => import('./form/EntryRequestFormPage'),
  assign: () => import('./assign/EntryRequestAssignPage'),
});
