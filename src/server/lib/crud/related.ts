/** Helpers for records that point at other records: show their names, check they exist. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { invalid } from '../errors';
import type { Row, UniqueRule } from './types';

export interface RelatedSpec {
  key: string;
  as: string;
  table: PgTable & { id: PgColumn };
  columns: Record<string, PgColumn>;
}

/** The spec that shows a referenced catalogue record as `{ id, code, name }`. */
export const codeAndName = (
  key: string,
  as: string,
  table: PgTable & { id: PgColumn; code: PgColumn; name: PgColumn },
): RelatedSpec => ({ key, as, table, columns: { code: table.code, name: table.name } });

/**
 * Adds `as: { id, ...columns }` (or null) to each row from the record its `key` points at, in
 * one query for the whole page: e.g. `office_id` → `office: { id, code, name }`.
 */
export async function attachRelated(db: Executor, rows: Row[], spec: RelatedSpec): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => r[spec.key]).filter((v): v is number => typeof v === 'number'))];
  if (ids.length === 0) return rows.map((r) => ({ ...r, [spec.as]: null }));
  const related = await db
    .select({ id: spec.table.id, ...spec.columns })
    .from(spec.table as PgTable)
    .where(inArray(spec.table.id, ids));
  const byId = new Map(related.map((r) => [r.id as number, r]));
  return rows.map((r) => ({ ...r, [spec.as]: byId.get(r[spec.key] as number) ?? null }));
}

/** `attachRelated` for each spec in turn: one query per spec for the whole page. */
export async function attachAllRelated(db: Executor, rows: Row[], specs: readonly RelatedSpec[]): Promise<Row[]> {
  let out = rows;
  for (const spec of specs) out = await attachRelated(db, out, spec);
  return out;
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

/** 422 with a field error for each rule whose value another record already has (case-insensitive). */
export async function assertUnique<Input>(
  tx: Executor,
  table: PgTable & { id: PgColumn },
  rules: readonly UniqueRule<Input>[],
  input: Input,
  excludeId: number | null,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const rule of rules) {
    const value = (input as Record<string, unknown>)[rule.field];
    if (value === null || value === undefined) continue;
    const [taken] = (await tx
      .select()
      .from(table as PgTable)
      .where(
        and(
          sql`lower(${rule.column}::text) = lower(${String(value)})`,
          excludeId ? ne(table.id, excludeId) : undefined,
          rule.scope?.(input),
        ),
      )
      .limit(1)) as Row[];
    if (taken) errors[rule.field] = [typeof rule.message === 'function' ? rule.message(taken) : rule.message];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
