import { lazy } from 'react';

/** Route name → page (names from src/shared/routes.ts). */
export const pages = {
  signatures: lazy(() => import('./SignaturesPage')),
};
