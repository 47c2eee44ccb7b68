import { type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from './RootLayout';
import { ROUTE_OBJECTS } from './routeTable';

const APP_ROUTES: RouteObject[] = [{ element: <RootLayout />, children: ROUTE_OBJECTS }];

/** Declarative routing (no data router: its loaders are not used and it would weigh on the login page). */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
