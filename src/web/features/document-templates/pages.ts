import { lazy } from 'react';

const List = lazy(() => import('./DocumentTemplatesListPage'));
const Form = lazy(() => import('./DocumentTemplateFormPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'document-templates-index': List,
  'document-templates-create': Form,
  'document-templates-edit': Form,
};
