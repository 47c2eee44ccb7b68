import { lazy } from 'react';

const List = lazy(() => import('./ArchiveDocumentsListPage'));
const Create = lazy(() => import('./ArchiveDocumentCreatePage'));
const Edit = lazy(() => import('./ArchiveDocumentEditPage'));
const Show = lazy(() => import('./ArchiveDocumentShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'documents-index': List,
  'documents-create': Create,
  'documents-show': Show,
  'documents-edit': Edit,
};
