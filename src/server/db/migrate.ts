import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { installJobs } from '../lib/jobs/install';
import type { Database } from './client';
import { MIGRATIONS_FOLDER, refuseNewerDatabase, shippedMigrations } from './migration-state';

async function applyFolder(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migrateNodePg(database.db as never, { migrationsFolder });
  await installJobs(database);
}

/** Refuses a database a newer Folio migrated (migration-state.ts), applies pending migrations (then installs the job queue's schema and queues, lib/jobs) with the programmatic migrator (drizzle-kit's CLI cannot load PGlite's extensions). */
export async function migrate(database: Database): Promise<void> {
  await refuseNewerDatabase(database.db);
  await applyFolder(database, MIGRATIONS_FOLDER);
}

/**
 * Applies the shipped migrations up to the one of time `latestWhen` and no further: an empty
 * database gets the schema a backup's data was dumped from (lib/backup/copy-dump.ts).
 */
export async function migrateTo(database: Database, latestWhen: number): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-migrations-'));
  try {
    const entries = shippedMigrations().filter((m) => m.when <= latestWhen);
    fs.mkdirSync(path.join(folder, 'meta'));
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const m of entries)
      fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${m.tag}.sql`), path.join(folder, `${m.tag}.sql`));
    await applyFolder(database, folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
