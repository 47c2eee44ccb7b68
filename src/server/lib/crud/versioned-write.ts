/**
 * The one "versioned write with its audit row": sets columns on a record, bumps its `version` and
 * `updated_at`, and audits the change in the same transaction. `lib/crud` (update, activate,
 * deactivate) and `lib/records` (edits and state transitions of documents) both write through it.
 */
import { and, eq, type InferSelectModel, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { type AuditActor, audit, type Changes, diff } from '../audit/audit';
import { staleVersion } from '../errors';

export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** What every write of a versioned record sets besides its own columns: the next version, the time. */
export const newVersion = (table: { version: PgColumn }) => ({
  version: sql`${table.version} + 1`,
  updated_at: sql`now()`,
});

export interface VersionedWrite<T extends VersionedTable> {
  table: T;
  /** The audit entity, the resource's name (`entries`). */
  entity: string;
  actor: AuditActor;
  /** The audit action (`update`, `archive`…). */
  action: string;
  /** The record as read (and locked) before the change: the audit diff's "before". */
  existing: InferSelectModel<T>;
  set: Partial<InferSelectModel<T>>;
  /**
   * Writes only at this version (409 otherwise). Omit when the caller already checked it under a
   * row lock (a transition of a record locked `for update`).
   */
  version?: number;
  /** Runs after the row is saved (child rows…); returns more audited changes. */
  after?: (row: InferSelectModel<T>) => Promise<Changes | undefined>;
  /** More audited changes known beforehand (child rows written before). */
  extra?: Changes;
}

export async function versionedWrite<T extends VersionedTable>(
  tx: Executor,
  write: VersionedWrite<T>,
): Promise<InferSelectModel<T>> {
  const { table, existing } = write;
  const id = (existing as { id: number }).id;
  const [row] = (await tx
    .update(table)
    .set({ ...write.set, ...newVersion(table) } as never)
    .where(and(eq(table.id, id), write.version === undefined ? undefined : eq(table.version, write.version)))
    .returning()) as InferSelectModel<T>[];
  if (!row) throw staleVersion();
  const after = (await write.after?.(row)) ?? {};
  await audit(tx, write.actor, {
    entity: write.entity,
    entityId: id,
    action: write.action,
    changes: { ...diff(existing, row), ...write.extra, ...after },
  });
  return row;
}
