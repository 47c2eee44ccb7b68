/** Every route of `ROUTES` (docs/architecture.md §8.1) with its page, plus the not-found page for any other path. */
import { ROUTES, ROUTES_BY_NAME, type RouteDef } from '@shared/routes';
import { useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router';
import { pageFor } from './pages';

const NOT_FOUND_ROUTE = ROUTES_BY_NAME.get('error-404')!;

const routeObject = (route: RouteDef, path = route.path): RouteObject => ({
  path,
  element: pageFor(route),
  handle: route,
});

export const ROUTE_OBJECTS: RouteObject[] = [
  ...ROUTES.map((route) => routeObject(route)),
  routeObject(NOT_FOUND_ROUTE, '*'),
];

/** The `ROUTES` entry of the current location (the router ranks the paths the same way). */
export function useCurrentRoute(): RouteDef {
  const { pathname } = useLocation();
  return useMemo(
    () => (matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1)?.route.handle as RouteDef | undefined) ?? NOT_FOUND_ROUTE,
    [pathname],
  );
}
