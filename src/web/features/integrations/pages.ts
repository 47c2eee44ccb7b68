import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('integrations', {
  index: () => import('./IntegrationsListPage'),
  form: () => import('./IntegrationFormPage'),
  show: () => import('./IntegrationShowPage'),
});
