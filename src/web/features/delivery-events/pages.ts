import { lazy } from 'react';

const Receive = lazy(() => import('./ReceivePage'));

/** Route name → page (names from src/shared/routes.ts). */
export const pages = { 'delivery-events': Receive };
