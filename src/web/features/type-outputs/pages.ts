import { lazy } from 'react';

const List = lazy(() => import('./TypeOutputsListPage'));
const Form = lazy(() => import('./TypeOutputFormPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'type-outputs-index': List,
  'type-outputs-create': Form,
  'type-outputs-edit': Form,
};
