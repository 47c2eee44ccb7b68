import { lazy } from 'react';

const List = lazy(() => import('./list/EntryRequestsListPage'));
const Form = lazy(() => import('./form/EntryRequestFormPage'));
const Show = lazy(() => import('./show/EntryRequestShowPage'));
const Assign = lazy(() => import('./assign/EntryRequestAssignPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'entry-requests-index': List,
  'entry-requests-create': Form,
  'entry-requests-show': Show,
  'entry-requests-edit': Form,
  'entry-requests-assign': Assign,
};
