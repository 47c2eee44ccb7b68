import { lazy } from 'react';

const Lookup = lazy(() => import('./TrackingLookupPage'));
const Result = lazy(() => import('./TrackingResultPage'));

export const pages = { 'tracking-lookup': Lookup, 'tracking-show': Result };
