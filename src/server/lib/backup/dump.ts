/**
 * The database's part of a backup. PGlite: its own dump facility (`dumpDataDir`, the data
 * directory as a tarball) from the process that holds it. PostgreSQL: `pg_dump -Fc` at the lowest
 * CPU priority, inside an exported snapshot so the list of referenced files is read at the same
 * instant as the dump; without `pg_dump` (or with `BACKUP_DUMPER=folio`), Folio's own dump read in
 * that snapshot (copy-dump.ts) by a child process at the same lowest priority. Restoring is `loadDataDir` into a new data directory, `pg_restore`,
 * or copy-dump's restore.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Executor } from '../../db/client';
import { forkInBackground, launcherFor } from '../background-priority';
import type { Manifest } from './archive';
import { SLICE_PAGES } from './copy-dump';
import type { DumpEnded, DumpRequest } from './copy-dump-protocol';

/** Every stored file the database names (attachments, the logo, virtual desk submissions), as the sweeper counts them. */
export const REFERENCED_FILES = `
  select sha256 from attachments
  union select settings->'logo'->>'sha256' from configs where settings->'logo'->>'sha256' is not null
  union select f->>'sha256' from virtual_desk_submissions s, jsonb_array_elements(s.files) f`;

export async function referencedFiles(db: Executor): Promise<string[]> {
  const result = (await db.execute(sql.raw(REFERENCED_FILES))) as unknown as { rows: { sha256: string }[] };
  return result.rows.map((r) => r.sha256.trim());
}

export interface Dumped {
  kind: Manifest['database']['kind'];
  format: Manifest['database']['dump'];
  /** The files the dump's database names. */
  referenced: string[];
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} terminó con ${code}: ${errors}`)),
    );
  });
}

function dumpInChild(request: DumpRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = forkInBackground(new URL('./copy-dump-child.ts', import.meta.url));
    let ended: DumpEnded | undefined;
    child.on('message', (message: DumpEnded) => {
      ended = message;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (ended?.ok) resolve();
      else
        reject(new Error(ended?.error ?? `La copia de la base terminó sin respuesta (${signal ?? `código ${code}`}).`));
    });
    child.send(request);
  });
}

export const hasPgDump = () => spawnSync('pg_dump', ['--version']).status === 0;

/** `auto`: `pg_dump` when installed, else Folio's own dump; `folio`: always Folio's own. */
export type Dumper = 'auto' | 'folio';

/** How a PostgreSQL database is dumped (`BACKUP_DUMPER`, `BACKUP_DUTY`). */
export interface DumpOptions {
  dumper: Dumper;
  /** Folio's own dump: the share of time it may keep the database busy, and its slices (copy-dump.ts `DumpPace`). */
  duty: number;
  slicePages?: number;
}

export const DEFAULT_DUMP: DumpOptions = { dumper: 'auto', duty: 1 };

/** Writes the dump to `target`. */
export async function dumpDatabase(
  database: Database,
  target: string,
  { dumper, duty, slicePages = SLICE_PAGES }: DumpOptions = DEFAULT_DUMP,
): Promise<Dumped> {
  if (database.pglite) {
    const before = await referencedFiles(database.db);
    const blob = await database.pglite.dumpDataDir('none');
    fs.writeFileSync(target, Buffer.from(await blob.arrayBuffer()));
    // A file named only between the two reads is still in the dump's database or was never there.
    const after = await referencedFiles(database.db);
    return { kind: 'pglite', format: 'pglite-datadir', referenced: [...new Set([...before, ...after])] };
  }
  if (!database.pool) throw new Error('backup: the database has neither PGlite nor a pool');
  const client = new pg.Client(database.pool.options);
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const referenced = (await client.query<{ sha256: string }>(REFERENCED_FILES)).rows.map((r) => r.sha256.trim());
    const url = connectionUrl(database.pool.options);
    const snapshot = rows[0]!.snapshot;
    if (dumper === 'folio' || !hasPgDump()) {
      await dumpInChild({ url, snapshot, target, pace: { duty, slicePages } });
      await client.query('commit');
      return { kind: 'postgres', format: 'folio-copy', referenced };
    }
    const [launcher, ...options] = launcherFor('low');
    await run(launcher!, [
      ...options,
      'pg_dump',
      '-Fc',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      '-f',
      target,
      url,
    ]);
    await client.query('commit');
    return { kind: 'postgres', format: 'pg_dump-custom', referenced };
  } finally {
    await client.end();
  }
}

/** The pool's connection string (what DATABASE_URL gave). */
export function connectionUrl(options: pg.PoolConfig): string {
  if (!options.connectionString) throw new Error('backup: the pool has no connection string');
  return options.connectionString;
}

/** Loads a `pg_dump -Fc` into the (empty) database at `url`. */
export const pgRestore = (url: string, dump: string) =>
  run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '-d', url, dump]);
