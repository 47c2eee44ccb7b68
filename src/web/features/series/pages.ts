import { lazy } from 'react';

const List = lazy(() => import('./SeriesListPage'));
const Form = lazy(() => import('./SeriesFormPage'));
const Show = lazy(() => import('./SeriesShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'series-index': List,
  'series-create': Form,
  'series-show': Show,
  'series-edit': Form,
};
