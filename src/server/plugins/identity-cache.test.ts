/**
 * The identity cache (plugins/identity-cache.ts): a caller's user and permissions are served from
 * the process, and any change to them — through the API on this instance, or written straight to
 * the database as another instance would — applies on the very next request.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, offices, rolePermissions, userRoles, users } from '../db/schema';
import { hashSecret } from '../lib/tokens';
import { call, createTestApp, databaseKinds, describeEachDatabase, login, type TestApp } from '../test/harness';
import { IDENTITY_CHANNEL } from './identity-cache';

describeEachDatabase('identity cache', (ctx) => {
  let admin: string;
  let roleId: number;
  let userId: number;

  beforeAll(async () => {
    const { app, database } = ctx();
    admin = await login(app, 'admin');
    const created = await call(app, 'POST', '/api/v1/roles', {
      token: admin,
      body: { name: 'Lectura de roles', permissions: ['roles-index'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    roleId = created.json().data.id;
    const [user] = await database.db.select().from(users).where(eq(users.username, 'mensajero'));
    userId = user!.id;
    await database.db.insert(userRoles).values({ user_id: userId, role_id: roleId });
  });

  const rolesList = (token: string) => call(ctx().app, 'GET', '/api/v1/roles', { token });

  it('serves a caller from the cache once it has been read', async () => {
    const token = await login(ctx().app, 'mensajero');
    expect((await rolesList(token)).statusCode).toBe(200);
    const cache = ctx().app.identities;
    const key = hashSecret(token);
    const cached = await cache.get(key);
    expect(cached?.value.auth.permissions).toContain('roles-index');
    // The next request acts on the cached identity, not on a fresh read: one cached without the
    // key (as only this test writes it) is refused.
    const { auth } = cached!.value;
    cache.set(key, { ...cached!, value: { ...cached!.value, auth: { ...auth, permissions: [] } } }, cache.generation());
    expect((await rolesList(token)).statusCode).toBe(403);
    cache.delete(key);
    expect((await rolesList(token)).statusCode).toBe(200);
  });

  it('does not keep an identity read before a change it had not heard of', async () => {
    const { app, database } = ctx();
    const cache = app.identities;
    const key = hashSecret('identidad-leida-antes-del-cambio');
    const value = { auth: { user: { id: userId }, permissions: [], tokenId: 0 }, lastUsedAt: 0 } as never;
    const readAt = cache.generation();
    await database.db.execute(sql`select pg_notify(${IDENTITY_CHANNEL}, ${`u:${userId}`})`);
    expect(await cache.get(key)).toBeUndefined();
    cache.set(key, { userId, value }, readAt);
    expect(await cache.get(key)).toBeUndefined();
    cache.set(key, { userId, value }, cache.generation());
    expect((await cache.get(key))?.value).toBe(value);
    cache.delete(key);
  });

  it('a role edited through the API applies on the next request', async () => {
    const { app } = ctx();
    const token = await login(app, 'mensajero');
    expect((await rolesList(token)).statusCode).toBe(200);
    const update = async (permissions: string[]) => {
      const { version } = (await call(app, 'GET', `/api/v1/roles/${roleId}`, { token: admin })).json().data;
      const body = { name: 'Lectura de roles', permissions, version };
      return call(app, 'PUT', `/api/v1/roles/${roleId}`, { token: admin, body });
    };
    expect((await update([])).statusCode).toBe(200);
    expect((await rolesList(token)).statusCode).toBe(403);
    expect((await update(['roles-index'])).statusCode).toBe(200);
    expect((await rolesList(token)).statusCode).toBe(200);
  });

  it('changes written by another instance apply on the next request', async () => {
    const { app, database } = ctx();
    const { db } = database;
    const token = await login(app, 'mensajero');
    expect((await rolesList(token)).statusCode).toBe(200);

    await db.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
    expect((await rolesList(token)).statusCode).toBe(403);
    await db.insert(rolePermissions).values({ role_id: roleId, permission: 'roles-index' });
    expect((await rolesList(token)).statusCode).toBe(200);

    await db.delete(userRoles).where(and(eq(userRoles.user_id, userId), eq(userRoles.role_id, roleId)));
    expect((await rolesList(token)).statusCode).toBe(403);
    await db.insert(userRoles).values({ user_id: userId, role_id: roleId });
    expect((await rolesList(token)).statusCode).toBe(200);

    const [other] = await db.select().from(offices).where(eq(offices.code, 'OAJ'));
    const [before] = await db.select().from(users).where(eq(users.id, userId));
    await db.update(users).set({ office_id: other!.id }).where(eq(users.id, userId));
    const me = await call(app, 'GET', '/api/v1/user', { token });
    expect(me.json().user.office.id).toBe(other!.id);
    await db.update(users).set({ office_id: before!.office_id }).where(eq(users.id, userId));

    await db.update(users).set({ active: false }).where(eq(users.id, userId));
    expect((await rolesList(token)).statusCode).toBe(401);
    await db.update(users).set({ active: true }).where(eq(users.id, userId));
    expect((await rolesList(token)).statusCode).toBe(200);

    await db
      .update(authTokens)
      .set({ revoked_at: sql`now()` })
      .where(eq(authTokens.token_hash, hashSecret(token)));
    expect((await rolesList(token)).statusCode).toBe(401);
  });
});

// The LISTEN connection is PostgreSQL's alone (PGlite listens in its own session).
if (databaseKinds().includes('postgres')) {
  describe('identity cache, LISTEN connection lost [postgres]', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('postgres');
    });
    afterAll(async () => {
      await t?.close();
    });

    /** The backends of this database whose last statement is the cache's LISTEN or round trip. */
    const listeners = async () =>
      (
        (await t.database.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and query in ('select 1', ${`LISTEN ${IDENTITY_CHANNEL}`})`,
        )) as unknown as { rows: { pid: number }[] }
      ).rows;

    it('serves nothing it held once its LISTEN connection is lost, and listens again unasked', async () => {
      const cache = t.app.identities;
      const key = hashSecret('identidad-con-la-conexion-perdida');
      const value = { auth: { user: { id: 1 }, permissions: [], tokenId: 0 }, lastUsedAt: 0 } as never;
      await cache.get(key);
      cache.set(key, { userId: 1, value }, cache.generation());
      expect((await cache.get(key))?.value).toBe(value);
      const [lost] = await listeners();
      expect(lost).toBeDefined();

      await t.database.db.execute(sql`select pg_terminate_backend(${lost!.pid})`);
      // No request in between: the cache connects again by itself, a second later.
      await vi.waitFor(
        async () => {
          const now = await listeners();
          expect(now).toHaveLength(1);
          expect(now[0]!.pid).not.toBe(lost!.pid);
        },
        { timeout: 5_000, interval: 100 },
      );
      // What it held before the loss may have missed a change: dropped.
      expect(await cache.get(key)).toBeUndefined();
      cache.set(key, { userId: 1, value }, cache.generation());
      expect((await cache.get(key))?.value).toBe(value);
      cache.delete(key);
    });

    it('serves nothing while it cannot listen again, and serves again once it can', async () => {
      const cache = t.app.identities;
      const key = hashSecret('identidad-sin-servidor');
      const value = { auth: { user: { id: 1 }, permissions: [], tokenId: 0 }, lastUsedAt: 0 } as never;
      await cache.get(key);
      cache.set(key, { userId: 1, value }, cache.generation());
      expect((await cache.get(key))?.value).toBe(value);
      const [lost] = await listeners();
      expect(lost).toBeDefined();

      // New connections go to a port where nothing listens (the cache connects with the pool's
      // options); the pool's open connections still work.
      const options = t.database.pool!.options as { connectionString?: string };
      const reachable = options.connectionString;
      options.connectionString = 'postgres://postgres@127.0.0.1:1/folio';
      try {
        await t.database.db.execute(sql`select pg_terminate_backend(${lost!.pid})`);
        await vi.waitFor(async () => expect(await listeners()).toHaveLength(0), { timeout: 5_000, interval: 50 });
        // Its reconnections fail, and it serves nothing it held: the loss may have hidden a change.
        for (let i = 0; i < 3; i++) expect(await cache.get(key)).toBeUndefined();
      } finally {
        options.connectionString = reachable;
      }
      await vi.waitFor(async () => expect(await listeners()).toHaveLength(1), { timeout: 5_000, interval: 100 });
      expect(await cache.get(key)).toBeUndefined();
      cache.set(key, { userId: 1, value }, cache.generation());
      expect((await cache.get(key))?.value).toBe(value);
      cache.delete(key);
    });
  });
}
