/**
 * Where concurrent calls really race: PostgreSQL. PGlite has one connection, so "50 concurrent
 * registrations" there run one after another and a racy counter passes. The race tests run on
 * TEST_DATABASE_URL when set, else on the developer's local server (DEFAULT_RACE_SERVER) when it
 * answers, so a plain `npm test` races too; when no server answers they say so loudly, and that
 * fails under CI=true.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { createTestApp, type TestApp } from './harness';
import { databaseUrlWithName } from './postgres';

export const DEFAULT_RACE_SERVER = 'postgres://postgres@127.0.0.1:5432/test';

const raceServerUrl = () => process.env.TEST_DATABASE_URL || DEFAULT_RACE_SERVER;

/** The server's URL when it answers within two seconds, else null. */
export async function findRaceServer(url = raceServerUrl()): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh database on `serverUrl`, migrated and seeded with the demo data, and its dropper. */
async function openRaceDatabase(serverUrl: string, connections: number) {
  const name = `folio_race_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(databaseUrlWithName(serverUrl, name), connections);
  await prepareDatabase(database, { demo: true });
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * `describe` over an app on PostgreSQL with `connections` pooled connections, or, without a
 * reachable server, one test named "… could not run on PostgreSQL" that warns (and fails in CI).
 * Await it at the top of the test file.
 */
export async function describeRaces(
  name: string,
  body: (ctx: () => TestApp) => void,
  { connections = 10 }: { connections?: number } = {},
): Promise<void> {
  const server = await findRaceServer();
  if (!server) {
    const why = `${name} could not run on PostgreSQL`;
    it(why, () => {
      console.warn(
        `\n⚠ ${why}: no server answered at ${new URL(raceServerUrl()).host}. PGlite runs "concurrent" calls one at a ` +
          'time, so these races were not tested. Set TEST_DATABASE_URL or start the local PostgreSQL.\n',
      );
      expect(process.env.CI, 'CI must run the numbering races on PostgreSQL').not.toBe('true');
    });
    return;
  }
  describe(`${name} [postgres]`, () => {
    let ctx: TestApp | undefined;
    beforeAll(async () => {
      ctx = await createTestApp('postgres', {}, () => openRaceDatabase(server, connections));
    });
    afterAll(async () => {
      await ctx?.close();
    });
    body(() => {
      if (!ctx) throw new Error('race app not ready');
      return ctx;
    });
  });
}
