/** Instances started together on one new PostgreSQL database: one migrates and seeds, none fails. */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { databaseUrlWithName } from '../test/postgres';
import { findRaceServer } from '../test/races';
import { openPostgres } from './client';
import { prepareDatabase } from './prepare';
import { users } from './schema';

const server = await findRaceServer();

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (!server) {
  it('instances starting together could not run on PostgreSQL', () => {
    console.warn('\n⚠ No PostgreSQL server answered: instances starting together were not tested.\n');
    expect(process.env.CI, 'CI must run this on PostgreSQL').not.toBe('true');
  });
} else {
  it('migrates and seeds once when three instances start at the same moment', { timeout: 60_000 }, async () => {
    const name = `folio_start_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    // A pool of one connection each, as small as an instance can run with.
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(databaseUrlWithName(server, name), 1)));
    try {
      const results = await Promise.all(instances.map((db) => prepareDatabase(db, { demo: true })));
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      const [row] = await instances[0]!.db.select({ n: count() }).from(users);
      expect(row!.n).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
}
