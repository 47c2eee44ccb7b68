/**
 * Which of the shipped migrations (the journal in `db/migrations/meta`) the database has applied,
 * read from drizzle's own table. `/ready` wants none pending; the start refuses a database that
 * a newer Folio migrated (an applied migration later than any this version ships).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export interface MigrationState {
  /** Shipped migrations the database has not applied yet. */
  pending: number;
  /** Applied migrations this version does not ship (a newer Folio's). */
  newer: number;
  /** The last migration this version ships. */
  lastShipped: string;
}

let journal: JournalEntry[] | undefined;

export function shippedMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/** Every applied migration's time (drizzle stores the journal's `when`); none on a new database. */
async function appliedTimes(db: Executor): Promise<number[]> {
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!table.rows[0]?.present) return [];
  const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { created_at: string | number }[];
  };
  return result.rows.map((r) => Number(r.created_at));
}

export async function migrationState(db: Executor): Promise<MigrationState> {
  const shipped = shippedMigrations();
  const applied = await appliedTimes(db);
  const last = shipped.at(-1);
  const lastWhen = last?.when ?? 0;
  const latestApplied = Math.max(0, ...applied);
  return {
    // drizzle applies every shipped migration later than the latest applied one.
    pending: shipped.filter((m) => m.when > latestApplied).length,
    newer: applied.filter((when) => when > lastWhen).length,
    lastShipped: last?.tag ?? '',
  };
}

export class NewerDatabaseError extends Error {}

/** Stops the start when a newer Folio migrated this database: running older code on it could corrupt it. */
export async function refuseNewerDatabase(db: Executor): Promise<void> {
  const state = await migrationState(db);
  if (state.newer === 0) return;
  throw new NewerDatabaseError(
    `La base de datos fue actualizada por una versión más reciente de Folio (${state.newer} ` +
      `${state.newer === 1 ? 'migración desconocida' : 'migraciones desconocidas'} para esta versión, ` +
      `cuya última migración es ${state.lastShipped}). No se inició para no dañarla: instale esa ` +
      'versión de Folio o restaure una copia de seguridad hecha con esta (docs/deploy.md, sección «Upgrades»).',
  );
}
