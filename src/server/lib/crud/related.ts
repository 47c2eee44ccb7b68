/** Helpers for records that point at other records: show their names, check they exist. */
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { invalid } from '../errors';
import type { Row } from './resource';

/**
 * Adds `as: { id, ...columns }` (or null) to each row from the record its `key` points at, in
 * one query for the whole page: e.g. `office_id` → `office: { id, code, name }`.
 */
export async function attachRelated(
  db: Executor,
  rows: Row[],
  spec: { key: string; as: string; table: PgTable & { id: PgColumn }; columns: Record<string, PgColumn> },
): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => r[spec.key]).filter((v): v is number => typeof v === 'number'))];
  if (ids.length === 0) return rows.map((r) => ({ ...r, [spec.as]: null }));
  const related = await db
    .select({ id: spec.table.id, ...spec.columns })
    .from(spec.table as PgTable)
    .where(inArray(spec.table.id, ids));
  const byId = new Map(related.map((r) => [r.id as number, r]));
  return rows.map((r) => ({ ...r, [spec.as]: byId.get(r[spec.key] as number) ?? null }));
}

/** 422 on `field` when `id` does not name an existing record. */
export async function assertExists(
  tx: Executor,
  table: PgTable & { id: PgColumn },
  id: number | null | undefined,
  field: string,
  message: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const [found] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!found) throw invalid({ [field]: [message] });
}
