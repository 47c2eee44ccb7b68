/**
 * Writes to a record with a `version` column (optimistic locking): every change bumps the version
 * and `updated_at`, and a stale `version` from the client is a 409.
 */
import { and, eq, type InferSelectModel, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { Auth } from '../../plugins/auth';
import { type AuditActor, audit, type Changes, diff } from '../audit/audit';
import { conflict, type HttpError } from '../errors';
import type { ScopedRecords } from './scoped';

export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** 409 when the client edited an older version than the stored one. */
function assertVersion(existing: { version: number }, version: number): void {
  if (existing.version !== version) throw conflict();
}

/** Sets `set` on the rows `where` selects, bumping their version; returns the updated rows. */
function bumpVersion<T extends VersionedTable>(
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

export type ChangeLock<Row> = (
  tx: Executor,
  caller: Auth,
  id: number,
  version: number,
  from: readonly string[],
  verb: string,
) => Promise<Row>;

/**
 * How a module loads a record it is about to change: locked within the caller's scope (404), at
 * the client's `version` (409) and in one of the states `from` (409 with `stateConflict(verb, state)`).
 */
export function changeLock<Row extends { version: number; state: string }>(
  findVisible: ScopedRecords<Row>['findVisible'],
  stateConflict: (verb: string, state: string) => HttpError,
): ChangeLock<Row> {
  return async (tx, caller, id, version, from, verb) => {
    const existing = await findVisible(tx, caller, id, true);
    assertVersion(existing, version);
    if (!from.includes(existing.state)) throw stateConflict(verb, existing.state);
    return existing;
  };
}
