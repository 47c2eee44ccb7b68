import { lazy } from 'react';

const List = lazy(() => import('./UsersListPage'));
const Form = lazy(() => import('./UserFormPage'));
const Show = lazy(() => import('./UserShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'users-index': List,
  'users-create': Form,
  'users-show': Show,
  'users-edit': Form,
};
