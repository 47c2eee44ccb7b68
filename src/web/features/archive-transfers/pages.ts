import { lazy } from 'react';

const List = lazy(() => import('./TransfersListPage'));
const Form = lazy(() => import('./TransferFormPage'));
const Show = lazy(() => import('./TransferShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'transfers-index': List,
  'transfers-create': Form,
  'transfers-show': Show,
  'transfers-edit': Form,
};
