/**
 * The route guard of docs/architecture.md §8.1 as one pure function: given the route being opened, the session and
 * the path (pathname plus search), where the user must go instead, or null to let them in.
 */
import { can } from '@shared/permissions';
import type { RouteDef } from '@shared/routes';

export interface GuardSession {
  isLogged: boolean;
  user: { update_register: boolean; reset_password: boolean } | null;
  permissions: readonly string[];
}

const HOME_PATH = '/';
const LOGIN_PATH = '/login';
const FORBIDDEN_PATH = '/403';
const UPDATE_PROFILE_PATH = '/update-profile';
const RESET_PATH = '/reset';

/** The forced pages; each is allowed while either flag is pending. */
const FORCED_ROUTES = new Set(['update-profile', 'reset']);

/**
 * Where a logged-in user must go first: reset_password before update_register. While a temporary
 * password is pending the server refuses every call but the password change (the profile too), so
 * /update-profile could not even load the user's data.
 */
function forcedPath(user: GuardSession['user']): string | null {
  if (user?.reset_password) return RESET_PATH;
  if (user?.update_register) return UPDATE_PROFILE_PATH;
  return null;
}

/** The login URL that remembers where the user was going. */
export function loginPath(path: string): string {
  return path === HOME_PATH ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}

/** The `redirect` of a login URL when it is a path inside this app (never another site). */
export function redirectTarget(path: string): string | null {
  const query = path.indexOf('?');
  if (query === -1) return null;
  const target = new URLSearchParams(path.slice(query)).get('redirect');
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

function destination(route: RouteDef, session: GuardSession, path: string): string | null {
  // A citizen's page is not part of the staff app: no session is needed, and none holds it back.
  if (route.access === 'citizen') return null;
  if (!session.isLogged) return route.access === 'auth' ? loginPath(path) : null;

  const forced = forcedPath(session.user);
  if (forced && !FORCED_ROUTES.has(route.name)) return forced;

  switch (route.access) {
    case 'visitor':
      return redirectTarget(path) ?? HOME_PATH;
    case 'public':
      return null;
    case 'auth':
      return forced || can(session.permissions, route.permissions) ? null : FORBIDDEN_PATH;
  }
}

export function decide(route: RouteDef, session: GuardSession, path: string): string | null {
  const target = destination(route, session, path);
  return target === path ? null : target;
}
