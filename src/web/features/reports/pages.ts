import { lazy } from 'react';

const Index = lazy(() => import('./ReportsIndexPage'));
const Show = lazy(() => import('./ReportPage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  reports: Index,
  'reports-show': Show,
};
