import { lazy } from 'react';

const History = lazy(() => import('./NotificationsPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  notifications: History,
};
