import { lazy } from 'react';

const List = lazy(() => import('./PermissionsListPage'));
const Form = lazy(() => import('./PermissionFormPage'));
const Show = lazy(() => import('./PermissionShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'permissions-index': List,
  'permissions-create': Form,
  'permissions-show': Show,
  'permissions-edit': Form,
};
