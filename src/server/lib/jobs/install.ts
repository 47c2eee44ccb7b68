/**
 * Installs the job queue's own schema (pg-boss's tables in schema `pgboss`, created or migrated to
 * the version of the installed package) and the project's queues. `migrate()` calls it, so
 * `npm start`, `db:migrate` and the tests' template all have it; it is idempotent.
 */
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { databaseJobsDb, type JobsDb } from './adapter';
import { QUEUES } from './queues';

export const JOBS_SCHEMA = 'pgboss';
/** The schema version the installed pg-boss expects. */
const SCHEMA_VERSION: number = createRequire(import.meta.url)('pg-boss/version.json').schema;

async function installedVersion(db: JobsDb): Promise<number | null> {
  const exists = await db.executeSql(`select to_regclass('${JOBS_SCHEMA}.version') is not null as installed`, []);
  if (exists.rows[0]?.installed !== true) return null;
  const { rows } = await db.executeSql(`select version from ${JOBS_SCHEMA}.version`, []);
  return rows.length > 0 ? Number(rows[0]!.version) : null;
}

export async function installJobs(database: Database): Promise<void> {
  const db = databaseJobsDb(database);
  const version = await installedVersion(db);
  if (version === null) await db.executeSql(PgBoss.getConstructionPlans(JOBS_SCHEMA));
  else if (version < SCHEMA_VERSION) await db.executeSql(PgBoss.getMigrationPlans(JOBS_SCHEMA, version as never));
  const boss = new PgBoss({ db, schema: JOBS_SCHEMA });
  for (const [name, policy] of Object.entries(QUEUES)) {
    await boss.createQueue(name, { name, ...policy });
    await boss.updateQueue(name, { name, ...policy });
  }
}
