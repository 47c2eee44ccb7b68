/**
 * Authorization over every API route, against the pinned table in `test/route-permissions.ts`:
 * every registered route has a row and no row is stale; each route declares exactly its row;
 * and, calling every route as its row says: anonymous → 401 (unless public; a casilla route or a peer's inbox
 * answers 401 to every staff token too), a user without the
 * row's keys (none at all, and every other key of the catalogue) → 403, a user holding any one of
 * them → neither, admin → neither; an integration's token (its own principal and keys) the same
 * as a person: 403 with every other key, neither with one of the row's. Ids point at records that do not exist and bodies are empty,
 * so no call changes anything.
 */
import { ADMIN, PERMISSION_KEYS, type PermissionKey } from '@shared/permissions';
import { expect, it } from 'vitest';
import type { RouteEntry } from './app';
import { HEALTH_PATH, READY_PATH } from './plugins/ops/lifecycle';
import { integrationToken, signedInUser } from './test/fixtures';
import { call, describeEachDatabase, login } from './test/harness';
import { ROUTE_PERMISSIONS, type RouteAccess } from './test/route-permissions';

const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;
const urlOf = (route: RouteEntry) => route.url.replace(/:\w+/g, '999999');
const apiRoutes = (table: RouteEntry[]) =>
  table.filter((r) => r.url.startsWith('/api/') || r.url === HEALTH_PATH || r.url === READY_PATH);
const openOf = (access: RouteAccess) => ('access' in access ? access : undefined);
const keysOf = (access: RouteAccess) => ('access' in access ? [] : [...access].sort());

/** The table row a route's current declaration asks for, ready to paste. */
function rowFor(route: RouteEntry): string {
  const permissions = route.permissions ?? [];
  const value = route.public
    ? `PUBLIC('<why anyone, signed in or not, may call it>')`
    : permissions.length === 0
      ? `ANY_USER('<why every signed-in user may call it>')`
      : `[${permissions.map((p) => `'${p}'`).join(', ')}]`;
  return `'${routeKey(route)}': ${value},`;
}

function declarationMatches(route: RouteEntry, access: RouteAccess): boolean {
  const declared = [...(route.permissions ?? [])].sort();
  const open = openOf(access);
  if (open) return route.public === (open.access !== 'any-user') && declared.length === 0;
  return !route.public && declared.join() === keysOf(access).join();
}

describeEachDatabase('authorization over every API route', (ctx) => {
  it('has a pinned row for every route and no row for a route that is gone', () => {
    const routes = apiRoutes(ctx().app.routeTable);
    const registered = new Set(routes.map(routeKey));
    const missing = routes.filter((r) => !(routeKey(r) in ROUTE_PERMISSIONS)).map(rowFor);
    const stale = Object.keys(ROUTE_PERMISSIONS).filter((key) => !registered.has(key));
    expect(missing, 'Add these rows to src/server/test/route-permissions.ts').toEqual([]);
    expect(stale, 'Remove these rows from src/server/test/route-permissions.ts').toEqual([]);
  });

  it('declares on each route exactly the access of its row', () => {
    const differing = apiRoutes(ctx().app.routeTable)
      .filter((r) => routeKey(r) in ROUTE_PERMISSIONS && !declarationMatches(r, ROUTE_PERMISSIONS[routeKey(r)]!))
      .map((r) => `declared ${rowFor(r)} but the table pins ${JSON.stringify(ROUTE_PERMISSIONS[routeKey(r)])}`);
    expect(differing).toEqual([]);
  });

  it('answers 401 anonymous, 403 without the row keys, and grants each key and admin', {
    timeout: 180_000,
  }, async () => {
    const { app, database } = ctx();
    const routes = apiRoutes(app.routeTable).filter((r) => routeKey(r) in ROUTE_PERMISSIONS);
    expect(routes.length).toBeGreaterThan(100);
    const db = database.db;
    const tokens = new Map<string, string>([['admin', await login(app, 'admin')]]);
    let users = 0;
    /** A token for a user holding exactly `keys`, one user per distinct set. */
    const holding = async (keys: readonly PermissionKey[]) => {
      const id = [...keys].sort().join(',');
      if (!tokens.has(id)) {
        tokens.set(id, (await signedInUser(db, { username: `perm${users++}`, permissions: keys })).token);
      }
      return tokens.get(id)!;
    };
    const none = await holding([]);
    const integrations = new Map<string, string>();
    /** An integration's token holding exactly `keys`. */
    const integration = async (keys: readonly PermissionKey[]) => {
      const id = [...keys].sort().join(',');
      if (!integrations.has(id))
        integrations.set(id, await integrationToken(db, { username: `int${users++}`, permissions: keys }));
      return integrations.get(id)!;
    };

    const failures: string[] = [];
    const check = async (route: RouteEntry, who: string, token: string | undefined, ok: (s: number) => boolean) => {
      // Logging out ends the session it is called with: give it a throwaway one.
      const own =
        token && routeKey(route) === 'POST /api/v1/logout'
          ? (await signedInUser(db, { username: `out${users++}` })).token
          : token;
      const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
      const res = await call(app, route.method as 'GET', urlOf(route), { token: own, body });
      if (!ok(res.statusCode)) failures.push(`${routeKey(route)} as ${who}: ${res.statusCode}`);
    };
    const granted = (s: number) => s !== 401 && s !== 403 && s < 500;
    const denied = (s: number) => s === 403;

    for (const route of routes) {
      const access = ROUTE_PERMISSIONS[routeKey(route)]!;
      const required = keysOf(access);
      const open = openOf(access)?.access;
      if (open === 'casilla' || open === 'peer') {
        // Only the casilla's own session (or a peer's signature) opens it: a staff token is no session there.
        await check(route, 'anonymous', undefined, (s) => s === 401);
        await check(route, 'admin', tokens.get('admin'), (s) => s === 401);
        continue;
      }
      await check(route, 'anonymous', undefined, open === 'public' ? granted : (s) => s === 401);
      await check(route, 'admin', tokens.get('admin'), granted);
      await check(route, 'no permission', none, required.length > 0 ? denied : granted);
      if (required.length === 0) continue;
      const others = PERMISSION_KEYS.filter((key) => key !== ADMIN && !required.includes(key));
      await check(route, 'every other key', await holding(others), denied);
      for (const key of required) await check(route, key, await holding([key]), granted);
      await check(route, 'an integration with every other key', await integration(others), denied);
      await check(route, `an integration with ${required[0]}`, await integration([required[0]!]), granted);
    }
    expect(failures).toEqual([]);
  });
});
