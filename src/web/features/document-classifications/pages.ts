import { lazy } from 'react';

const List = lazy(() => import('./DocumentClassificationsListPage'));
const Form = lazy(() => import('./DocumentClassificationFormPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'document-classifications-index': List,
  'document-classifications-create': Form,
  'document-classifications-edit': Form,
};
