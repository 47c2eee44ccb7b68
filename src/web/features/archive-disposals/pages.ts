import { lazy } from 'react';

const List = lazy(() => import('./DisposalsListPage'));
const Form = lazy(() => import('./DisposalFormPage'));
const Show = lazy(() => import('./DisposalShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'disposals-index': List,
  'disposals-create': Form,
  'disposals-show': Show,
  'disposals-edit': Form,
};
