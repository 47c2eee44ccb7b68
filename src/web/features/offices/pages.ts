import { lazy } from 'react';

const List = lazy(() => import('./OfficesListPage'));
const Form = lazy(() => import('./OfficeFormPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'offices-index': List,
  'offices-create': Form,
  'offices-edit': Form,
};
