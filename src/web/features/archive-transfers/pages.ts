import { modulePages } from '../../lib/records/pages';

/** Route name → page (names from src/shared/routes.ts): the list and record page from the module's declaration, and its form. */
export const pages = modulePages({
  routes: 'transfers',
  module: () => import('./archive-transfers.module').then((m) => m.transfersModule),
  form: () => import('./form/TransferFormPage'),
});
