import { lazy } from 'react';

const List = lazy(() => import('./list/OutputRequestsListPage'));
const Form = lazy(() => import('./form/OutputRequestFormPage'));
const Show = lazy(() => import('./show/OutputRequestShowPage'));
const Assign = lazy(() => import('./assign/OutputRequestAssignPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'output-requests-index': List,
  'output-requests-create': Form,
  'output-requests-show': Show,
  'output-requests-edit': Form,
  'output-requests-assign': Assign,
};
