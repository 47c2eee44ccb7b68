/**
 * Boots the real app for API tests on every database: always PGlite (from the run's dump) and
 * PostgreSQL too when TEST_DATABASE_URL is set. Use `describeEachDatabase` in place of `describe`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/seed';
import { checkAnswersAgainstDocument } from './contract';
import { cloneTemplate } from './postgres';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestApp {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Where mail goes (the data dir's outbox). */
  outbox: string;
  close(): Promise<void>;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteDump'));
    const database = await openPglite({ loadDataDir: new Blob([dump]) });
    return { database, drop: async () => {} };
  }
  const clone = await cloneTemplate(process.env.TEST_DATABASE_URL!, inject('postgresTemplate'));
  return { database: await openPostgres(clone.url, 4), drop: clone.drop };
}

/** A new PGlite cluster before any migration (the run's empty dump), in memory or in `dataDir`. */
export function openEmptyPglite(dataDir?: string): Promise<Database> {
  const dump = fs.readFileSync(inject('pgliteEmptyDump'));
  return openPglite({ ...(dataDir && { dataDir }), loadDataDir: new Blob([dump]) });
}

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  open: () => Promise<{ database: Database; drop: () => Promise<void> }> = () => openTestDatabase(kind),
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-data-'));
  // Two test workers keep both cores busy: a reading child at nice 19 (the default `yield`) would
  // wait most of the run (background-priority.test.ts checks the priorities themselves).
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'http://folio.test',
    TEXT_PRIORITY: 'normal',
    ...env,
  });
  const { database, drop } = await open();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  checkAnswersAgainstDocument(app, env);
  return {
    kind,
    app,
    database,
    config,
    outbox: path.join(dataDir, 'mail'),
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** `describe` once per database kind, with a fresh app booted before the block's tests. */
export function describeEachDatabase(
  name: string,
  body: (ctx: () => TestApp) => void,
  env: Record<string, string> = {},
): void {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let ctx: TestApp | undefined;
      beforeAll(async () => {
        ctx = await createTestApp(kind, env);
      });
      afterAll(async () => {
        await ctx?.close();
      });
      body(() => {
        if (!ctx) throw new Error('test app not ready');
        return ctx;
      });
    });
  }
}

/** A JSON call as the web client makes it, optionally with a bearer token. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(app, 'POST', '/api/v1/login', { body: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}
