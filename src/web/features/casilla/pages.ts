import { lazy } from 'react';

export const pages = {
  casilla: lazy(() => import('./CasillaPage')),
  'casilla-notification': lazy(() => import('./NotificationPage')),
  'casilla-open': lazy(() => import('./OpenCasillaPage')),
  'casilla-verify': lazy(() => import('./VerifyCasillaPage')),
  'casilla-sign-in': lazy(() => import('./SignInPage')),
  'casilla-forgot': lazy(() => import('./ForgotPage')),
  'casilla-reset': lazy(() => import('./ResetPage')),
};
