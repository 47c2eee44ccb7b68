/**
 * Checks of what a registration or edit names, collected into one set of field errors so a
 * single 422 reports every problem: references that must exist, the record's type, where it is
 * filed, the registering office and dates that cannot be future.
 */
import { can, type PermissionKey } from '@shared/permissions';
import { eq, type InferSelectModel, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { documentClassifications, offices, series, subseries } from '../../db/schema';
import type { Auth } from '../../plugins/auth';

export type FieldErrors = Record<string, string[]>;
type IdTable = PgTable & { id: PgColumn };

/** An error on `field` for each id that names no record (null ids are not checked), in one statement. */
export async function checkReferences(
  tx: Executor,
  errors: FieldErrors,
  checks: readonly [table: IdTable, id: number | null, field: string, message: string][],
): Promise<void> {
  const named = checks.filter(([, id]) => id !== null);
  if (named.length === 0) return;
  const exists = named.map(
    ([table, id], i) => sql`exists (select 1 from ${table} where ${table.id} = ${id}) as ${sql.identifier(`r${i}`)}`,
  );
  const result = (await tx.execute(sql`select ${sql.join(exists, sql`, `)}`)) as unknown as {
    rows: Record<string, boolean>[];
  };
  named.forEach(([, , field, message], i) => {
    if (!result.rows[0]?.[`r${i}`]) errors[field] = [message];
  });
}

/**
 * The record's type: it must exist («El tipo de ingreso no existe.», with its `noun`), and be active
 * unless the record already had it («El tipo de ingreso está inactivo.»).
 */
export async function checkType<T extends IdTable & { active: PgColumn }>(
  tx: Executor,
  errors: FieldErrors,
  type: { table: T; id: number; current: number | undefined; field: string; noun: string },
): Promise<InferSelectModel<T> | undefined> {
  const [row] = (await tx
    .select()
    .from(type.table as PgTable)
    .where(eq(type.table.id, type.id))) as (InferSelectModel<T> & { id: number; active: boolean })[];
  if (!row) errors[type.field] = [`El ${type.noun} no existe.`];
  else if (!row.active && type.current !== row.id) errors[type.field] = [`El ${type.noun} está inactivo.`];
  return row;
}

/** Where the record is filed: its classification and series must exist, its subseries belong to the series. */
export async function checkFiling(
  tx: Executor,
  errors: FieldErrors,
  input: { classification_id: number | null; series_id: number | null; subseries_id: number | null },
): Promise<void> {
  await checkReferences(tx, errors, [
    [documentClassifications, input.classification_id, 'classification_id', 'La clasificación no existe.'],
    [series, input.series_id, 'series_id', 'La serie no existe.'],
  ]);
  if (input.subseries_id === null) return;
  const [sub] = await tx.select().from(subseries).where(eq(subseries.id, input.subseries_id));
  if (!sub) errors.subseries_id = ['La subserie no existe.'];
  else if (input.series_id !== null && sub.series_id !== input.series_id)
    errors.subseries_id = ['La subserie no pertenece a la serie elegida.'];
}

/**
 * Why the caller may not register a record for `office`: none given and the caller has none
 * (`missing`), or another office than their own without `anyOfficeKey` (`-create`; the
 * `-create-office` permission registers only for the caller's own office). Null when allowed.
 */
export function officeRefusal(
  caller: Auth,
  office: number | null,
  anyOfficeKey: PermissionKey,
): 'missing' | 'notOwn' | null {
  if (office === null) return 'missing';
  if (office !== (caller.user.office_id ?? null) && !can(caller.permissions, [anyOfficeKey])) return 'notOwn';
  return null;
}

export interface OwningOffice {
  /** The office the input names (null or absent: the record's, else the caller's). */
  given: number | null | undefined;
  /** The record's office, on an edit. */
  current: number | undefined;
  field: string;
  /** The permission to register for any office (`officeRefusal`). */
  anyOfficeKey: PermissionKey;
  refusals: Record<'missing' | 'notOwn', string>;
}

/**
 * The office a record belongs to: the one given, else the record's, else the caller's. The
 * record's own stands; another must be allowed to the caller (`officeRefusal`: null, with the
 * refusal on `field`) and active.
 */
export async function checkOwningOffice(
  tx: Executor,
  caller: Auth,
  errors: FieldErrors,
  { given, current, field, anyOfficeKey, refusals }: OwningOffice,
): Promise<number | null> {
  const office = given ?? current ?? caller.user.office_id ?? null;
  if (office !== null && office === current) return office;
  const refusal = officeRefusal(caller, office, anyOfficeKey);
  if (refusal) {
    errors[field] = [refusals[refusal]];
    return null;
  }
  const [row] = await tx.select({ active: offices.active }).from(offices).where(eq(offices.id, office!));
  if (!row?.active) errors[field] = ['La oficina no existe o está inactiva.'];
  return office;
}

/** Later than now, beyond five minutes of clock difference between the client and the server. */
export const isFuture = (date: Date) => date.getTime() > Date.now() + 5 * 60_000;
