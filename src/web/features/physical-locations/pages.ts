import { lazy } from 'react';

const Tree = lazy(() => import('./PhysicalLocationsTreePage'));
const Form = lazy(() => import('./PhysicalLocationFormPage'));
const Show = lazy(() => import('./PhysicalLocationShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'physical-locations-index': Tree,
  'physical-locations-create': Form,
  'physical-locations-show': Show,
  'physical-locations-edit': Form,
};
