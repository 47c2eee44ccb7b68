import { modulePages } from '../../lib/records/pages';

/** Route name → page: the list and record page from the module's declaration, «Proyectar» and the editor. */
export const pages = modulePages({
  routes: 'drafts',
  module: () => import('./drafts.module').then((m) => m.draftsModule),
  form: () => import('./editor/DraftEditorPage'),
  create: () => import('./form/DraftCreatePage'),
});
