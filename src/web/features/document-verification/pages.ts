import { lazy } from 'react';

export const pages = { 'document-verification': lazy(() => import('./DocumentVerificationPage')) };
