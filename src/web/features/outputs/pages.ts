import { lazy } from 'react';

const List = lazy(() => import('./list/OutputsListPage'));
const Form = lazy(() => import('./form/OutputFormPage'));
const Show = lazy(() => import('./show/OutputShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'outputs-index': List,
  'outputs-create': Form,
  'outputs-show': Show,
  'outputs-edit': Form,
};
