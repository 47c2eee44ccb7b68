import pg from 'pg';
import type { Database } from './client';
import { migrate } from './migrate';
import { type SeedOptions, type SeedResult, seed } from './seed/seed';

/** Migrations, then first-run data: what `npm start`, `db:migrate` and tests all go through. */
export async function prepareDatabase(database: Database, options: SeedOptions): Promise<SeedResult> {
  return oneInstanceAtATime(database, async () => {
    await migrate(database);
    return seed(database.db, options);
  });
}

/**
 * Instances started together on one PostgreSQL server take turns: the first migrates and seeds,
 * the others wait and then find nothing left to do (two would otherwise apply the same migration
 * or create the same first users). The lock is held on a connection of its own, outside the pool,
 * so a pool of one connection still serves the migration.
 */
async function oneInstanceAtATime<T>(database: Database, run: () => Promise<T>): Promise<T> {
  if (!database.pool) return run();
  const lock = new pg.Client(database.pool.options);
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('folio.prepare'))`);
    return await run();
  } finally {
    await lock.end();
  }
}
