import { lazy } from 'react';

const List = lazy(() => import('./RolesListPage'));
const Form = lazy(() => import('./RoleFormPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'roles-index': List,
  'roles-create': Form,
  'roles-edit': Form,
};
