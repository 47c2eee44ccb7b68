import { modulePages } from '../../lib/records/pages';

/** Route name → page (names from src/shared/routes.ts): the list and record page from the module's declaration, and its form. */
export const pages = modulePages({
  routes: 'disposals',
  module: () => import('./archive-disposals.module').then((m) => m.archiveDisposalsModule),
  form: () => import('./form/DisposalFormPage'),
});
