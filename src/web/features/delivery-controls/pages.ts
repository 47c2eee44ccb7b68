import { lazy } from 'react';

const List = lazy(() => import('./DeliveryControlsListPage'));
const Form = lazy(() => import('./DeliveryControlFormPage'));
const Show = lazy(() => import('./DeliveryControlShowPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  'delivery-controls-index': List,
  'delivery-controls-create': Form,
  'delivery-controls-show': Show,
  'delivery-controls-edit': Form,
};
