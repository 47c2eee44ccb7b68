import { lazy } from 'react';

const List = lazy(() => import('./TypeEntriesListPage'));
const Form = lazy(() => import('./TypeEntryFormPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'type-entries-index': List,
  'type-entries-create': Form,
  'type-entries-edit': Form,
};
