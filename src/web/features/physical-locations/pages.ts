import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('physical-locations', {
  index: () => import('./PhysicalLocationsTreePage'),
  form: () => import('./PhysicalLocationFormPage'),
  show: () => import('./PhysicalLocationShowPage'),
});
