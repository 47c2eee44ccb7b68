import { modulePages } from '../../lib/records/pages';

/** Route name → page (names from src/shared/routes.ts): the list and record page from the module's declaration, its form, and the operator's assign page. */
export const pages = modulePages({
  routes: 'output-requests',
  module: () => import('./output-requests.module').then((m) => m.outputRequestsModule),
  form: () => import('./form/OutputRequestFormPage'),
  assign: () => import('./assign/OutputRequestAssignPage'),
});
