import { lazy } from 'react';

const List = lazy(() => import('./CitizensListPage'));
const Form = lazy(() => import('./CitizenFormPage'));
const Show = lazy(() => import('./CitizenShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'citizens-index': List,
  'citizens-create': Form,
  'citizens-show': Show,
  'citizens-edit': Form,
};
