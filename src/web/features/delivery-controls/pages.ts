import { modulePages } from '../../lib/records/pages';

/** Route name → page (names from src/shared/routes.ts): the list and record page from the module's declaration, and its form. */
export const pages = modulePages({
  routes: 'delivery-controls',
  module: () => import('./delivery-controls.module').then((m) => m.deliveryControlsModule),
  form: () => import('./form/DeliveryControlFormPage'),
});
