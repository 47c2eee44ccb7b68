import { lazy } from 'react';

const List = lazy(() => import('./SubseriesListPage'));
const Form = lazy(() => import('./SubseriesFormPage'));
const Show = lazy(() => import('./SubseriesShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'subseries-index': List,
  'subseries-create': Form,
  'subseries-show': Show,
  'subseries-edit': Form,
};
