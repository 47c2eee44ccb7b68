/**
 * Table-driven authorization over every API route the app registers (read from app.routeTable,
 * so new routes are covered without editing this file): anonymous → 401; a user without the
 * route's permissions → 403; a user holding exactly one of them → neither; admin → neither.
 * Ids point at records that do not exist and bodies are empty, so no call changes anything.
 */
import { expect, it } from 'vitest';
import type { RouteEntry } from './app';
import type { Db } from './db/client';
import { rolePermissions, roles, userRoles, users } from './db/schema';
import { hashPassword } from './modules/auth/passwords';
import { call, describeEachDatabase, login } from './test/harness';

const PASSWORD = 'Permiso2026';
/** Calls with side effects on the caller's own session, covered by the auth tests instead. */
const EXCLUDED = new Set(['POST /api/v1/logout']);

async function userWith(db: Db, username: string, permissions: readonly string[]): Promise<void> {
  const [role] = await db
    .insert(roles)
    .values({ name: `rol ${username}` })
    .returning({ id: roles.id });
  if (permissions.length > 0) {
    await db.insert(rolePermissions).values(permissions.map((permission) => ({ role_id: role!.id, permission })));
  }
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@perm.test`,
      names: 'P',
      surnames: username,
      password_hash: await hashPassword(PASSWORD),
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user_id: user!.id, role_id: role!.id });
}

const urlOf = (route: RouteEntry) => route.url.replace(/:\w+/g, '999999');

describeEachDatabase('authorization over every API route', (ctx) => {
  it('enforces anonymous 401, missing-permission 403, and grants each listed key and admin', {
    timeout: 120_000,
  }, async () => {
    const { app, database } = ctx();
    const routes = app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.public && !EXCLUDED.has(`${r.method} ${r.url}`),
    );
    expect(routes.length).toBeGreaterThan(40);
    const keys = [...new Set(routes.flatMap((r) => r.permissions ?? []))];
    await userWith(database.db, 'sinpermisos', []);
    for (const [i, key] of keys.entries()) await userWith(database.db, `perm${i}`, [key]);
    const tokens = new Map<string, string>([['admin', await login(app, 'admin')]]);
    tokens.set('none', await login(app, 'sinpermisos', PASSWORD));
    for (const [i, key] of keys.entries()) tokens.set(key, await login(app, `perm${i}`, PASSWORD));

    const failures: string[] = [];
    const check = async (route: RouteEntry, who: string, token: string | undefined, ok: (s: number) => boolean) => {
      const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
      const res = await call(app, route.method as 'GET', urlOf(route), { token, body });
      if (!ok(res.statusCode)) failures.push(`${route.method} ${route.url} as ${who}: ${res.statusCode}`);
    };
    const granted = (s: number) => s !== 401 && s !== 403 && s < 500;

    for (const route of routes) {
      await check(route, 'anonymous', undefined, (s) => s === 401);
      await check(route, 'admin', tokens.get('admin'), granted);
      const required = route.permissions ?? [];
      await check(route, 'no permission', tokens.get('none'), required.length > 0 ? (s) => s === 403 : granted);
      for (const key of required) await check(route, key, tokens.get(key), granted);
    }
    expect(failures).toEqual([]);
  });
});
