import { lazy } from 'react';

const List = lazy(() => import('./list/FoldersListPage'));
const Form = lazy(() => import('./form/FolderFormPage'));
const Show = lazy(() => import('./show/FolderShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'folders-index': List,
  'folders-create': Form,
  'folders-show': Show,
  'folders-edit': Form,
};
