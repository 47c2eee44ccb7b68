import { lazy } from 'react';

const List = lazy(() => import('./list/EntriesListPage'));
const Form = lazy(() => import('./form/EntryFormPage'));
const Show = lazy(() => import('./show/EntryShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'entries-index': List,
  'entries-create': Form,
  'entries-show': Show,
  'entries-edit': Form,
};
