import { modulePages } from '../../lib/records/pages';

/** Route name → page (names from src/shared/routes.ts): the list and record page from the module's declaration; a loose document has its own "Nuevo" page. */
export const pages = modulePages({
  routes: 'documents',
  module: () => import('./archive-documents.module').then((m) => m.archiveDocumentsModule),
  form: () => import('./form/ArchiveDocumentEditPage'),
  create: () => import('./form/ArchiveDocumentCreatePage'),
});
