import { resourcePages } from '../../lib/crud/pages';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = resourcePages('webhooks', {
  index: () => import('./WebhooksListPage'),
  form: () => import('./WebhookFormPage'),
  show: () => import('./WebhookShowPage'),
});
