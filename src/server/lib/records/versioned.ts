/**
 * Writes to a record with a `version` column (optimistic locking): every change bumps the version
 * and `updated_at`, and a stale `version` from the client is a 409.
 */
import { and, eq, type InferSelectModel, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { type AuditActor, audit, type Changes, diff } from '../audit/audit';
import { conflict } from '../errors';

export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** 409 when the client edited an older version than the stored one. */
export function assertVersion(existing: { version: number }, version: number): void {
  if (existing.version !== version) throw conflict();
}

/** Sets `set` on the rows `where` selects, bumping their version; returns the updated rows. */
export function bumpVersion<T extends VersionedTable>(
  tx: Executor,
  table: T,
  where: SQL | undefined,
  set: Partial<InferSelectModel<T>>,
): Promise<InferSelectModel<T>[]> {
  return tx
    .update(table)
    .set({ ...set, version: sql`${table.version} + 1`, updated_at: sql`now()` } as never)
    .where(where)
    .returning() as Promise<InferSelectModel<T>[]>;
}

/** Updates the record only if it still has `version` (409 otherwise, e.g. changed since it was read). */
export async function updateVersioned<T extends VersionedTable>(
  tx: Executor,
  table: T,
  id: number,
  version: number,
  set: Partial<InferSelectModel<T>>,
): Promise<InferSelectModel<T>> {
  const [row] = await bumpVersion(tx, table, and(eq(table.id, id), eq(table.version, version)), set);
  if (!row) throw conflict();
  return row;
}

export type Transition<Row> = (
  tx: Executor,
  actor: AuditActor,
  existing: Row,
  action: string,
  set: Partial<Row>,
  extra?: Changes,
) => Promise<Row>;

/**
 * The change of a (locked, already checked) record after registration: sets `set`, bumps the
 * version and audits `action` on `entity` with the changed columns plus `extra` (child rows…).
 */
export function recordTransition<T extends VersionedTable>(table: T, entity: string): Transition<InferSelectModel<T>> {
  return async (tx, actor, existing, action, set, extra = {}) => {
    const { id } = existing as { id: number };
    const [row] = await bumpVersion(tx, table, eq(table.id, id), set);
    await audit(tx, actor, { entity, entityId: id, action, changes: { ...diff(existing, row!), ...extra } });
    return row!;
  };
}
