/**
 * `/health` and `/ready` (no sign-in, no data), the drain that makes an instance not ready while it
 * still serves, request ids in headers, error bodies and the one-line request log, and the start
 * refusing a database a newer Folio migrated.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { migrate } from '../../db/migrate';
import { migrationState, NewerDatabaseError } from '../../db/migration-state';
import { call, databaseKinds, describeEachDatabase, login, openTestDatabase } from '../../test/harness';

describeEachDatabase('health and readiness', (ctx) => {
  it('answers /health and /ready without a session, with no data beyond the checks', async () => {
    const health = await call(ctx().app, 'GET', '/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await call(ctx().app, 'GET', '/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', files: 'ok', realtime: 'ok' },
    });
  });

  it('is not ready while the file store or the realtime bus does not answer, naming the failing check', async () => {
    const { app } = ctx();
    const store = vi.spyOn(app.files, 'storedAt').mockRejectedValue(new Error('EACCES: el disco no responde'));
    const bus = vi.spyOn(app.realtime, 'busUp').mockReturnValue(false);
    try {
      const ready = await call(app, 'GET', '/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'ok', migrations: 'ok', files: 'fail', realtime: 'fail' },
      });
    } finally {
      store.mockRestore();
      bus.mockRestore();
    }
    expect((await call(app, 'GET', '/ready')).statusCode).toBe(200);
  });

  it('is not ready while a shipped migration is pending', async () => {
    const { db } = ctx().app;
    const last = (await db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const row = last.rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      expect((await migrationState(db)).pending).toBe(1);
      const ready = await call(ctx().app, 'GET', '/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not-ready', checks: { migrations: 'fail', database: 'ok' } });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await call(ctx().app, 'GET', '/ready')).statusCode).toBe(200);
  });

  it('refuses to migrate a database a newer Folio migrated, in Spanish, and changes nothing', async () => {
    const { db } = ctx().app;
    const future = Date.now() + 365 * 86_400_000;
    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('futura', ${future})`);
    try {
      expect((await migrationState(db)).newer).toBe(1);
      const refused = await migrate(ctx().database).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(NewerDatabaseError);
      expect((refused as Error).message).toMatch(/versión más reciente de Folio .*1 migración desconocida/);
    } finally {
      await db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'futura'`);
    }
    await migrate(ctx().database);
  });

  it('keeps a valid incoming X-Request-Id, replaces an unsafe one, and puts it in every error body', async () => {
    const kept = await call(ctx().app, 'GET', '/api/v1/user', { headers: { 'x-request-id': 'balancer-42.abc' } });
    expect(kept.statusCode).toBe(401);
    expect(kept.headers['x-request-id']).toBe('balancer-42.abc');
    expect(kept.json()).toEqual({ message: 'No autenticado.', request_id: 'balancer-42.abc' });

    const replaced = await call(ctx().app, 'GET', '/api/v1/no-existe', { headers: { 'x-request-id': 'a b<script>' } });
    expect(replaced.statusCode).toBe(404);
    const id = replaced.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.json().request_id).toBe(id);

    const token = await login(ctx().app, 'admin');
    const invalid = await call(ctx().app, 'POST', '/api/v1/offices', { token, body: { name: '' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ errors: expect.any(Object), request_id: invalid.headers['x-request-id'] });

    const ok = await call(ctx().app, 'GET', '/api/v1/user', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toEqual(expect.any(String));
    expect(ok.json()).not.toHaveProperty('request_id');
  });

  it('drains: /ready answers 503 with no data while other requests are still served, closing keep-alive', async () => {
    ctx().app.lifecycle.drain();
    const ready = await call(ctx().app, 'GET', '/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    const served = await call(ctx().app, 'GET', '/api/v1/app-settings');
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
    expect((await call(ctx().app, 'GET', '/health')).statusCode).toBe(200);
  });
});

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const kind = databaseKinds()[0]!;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-log-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', APP_URL: 'http://folio.test' });
    const { database, drop } = await openTestDatabase(kind);
    app = await buildApp({
      config,
      database,
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('writes one JSON line per request: method, route template, status, ms, request id and user', async () => {
    const token = await login(app, 'admin');
    const user = (await call(app, 'GET', '/api/v1/user', { token })).json();
    lines.length = 0;
    await call(app, 'GET', '/api/v1/offices/999999', { token, headers: { 'x-request-id': 'caso-123' } });
    await call(app, 'GET', '/health');
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/v1/offices/:id',
      status: 404,
      ms: expect.any(Number),
      request_id: 'caso-123',
      user_id: user.user.id,
    });
  });
});
