/**
 * One Drizzle database over either embedded PGlite (default, `DATA_DIR/db`) or a PostgreSQL
 * server (`DATABASE_URL`). Everything above this file is the same for both.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Code that works inside or outside a transaction takes this. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on PostgreSQL: LISTEN/NOTIFY and raw access need a pool. */
  pool?: pg.Pool;
  /** Present on PGlite. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

export async function openPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<Database> {
  const client = await PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // JIT compiles every list query whose estimated cost crosses the threshold (a count over a
  // million entries does) and costs more than it saves on these short queries (docs/benchmarks.md).
  // Idle connections are kept five minutes, not pg's ten seconds: a new backend plans its first
  // statements with empty catalog caches (15 ms instead of 0.7 for a Tablero tile), and an office
  // with a few clerks leaves the pool idle for more than ten seconds all day.
  // allowExitOnIdle: a script that forgets to close the pool still exits.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 300_000,
    allowExitOnIdle: true,
    options: '-c jit=off',
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it and the next query reports errors.
  });
  const client = await pool.connect();
  client.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}
