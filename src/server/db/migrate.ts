import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { installJobs } from '../lib/jobs/install';
import type { Database } from './client';
import { MIGRATIONS_FOLDER, refuseNewerDatabase } from './migration-state';

/** Refuses a database a newer Folio migrated (migration-state.ts), applies pending migrations (then installs the job queue's schema and queues, lib/jobs) with the programmatic migrator (drizzle-kit's CLI cannot load PGlite's extensions). */
export async function migrate(database: Database): Promise<void> {
  await refuseNewerDatabase(database.db);
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migrateNodePg(database.db as never, config);
  await installJobs(database);
}
