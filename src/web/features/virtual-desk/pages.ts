import { lazy } from 'react';

const Form = lazy(() => import('./VirtualDeskPage'));
const Confirm = lazy(() => import('./ConfirmPage'));
const Correct = lazy(() => import('./CorrectionPage'));

export const pages = { 'virtual-desk': Form, 'virtual-desk-confirm': Confirm, 'virtual-desk-correct': Correct };
