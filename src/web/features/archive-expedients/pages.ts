import { lazy } from 'react';

const List = lazy(() => import('./ExpedientsListPage'));
const Form = lazy(() => import('./ExpedientFormPage'));
const Show = lazy(() => import('./ExpedientShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'expedients-index': List,
  'expedients-create': Form,
  'expedients-show': Show,
  'expedients-edit': Form,
};
