/** The cap on an export's rows: past it the file would be unusable, so the request is refused. */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { HttpError } from '../errors';

export const EXPORT_LIMIT = 50_000;

/** `50 000`: thousands separated by a space, as Spanish style guides write them. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export const tooManyRows = (limit: number) =>
  new HttpError(422, `Hay más de ${thousands(limit)} registros; acote los filtros.`);

/** 422 when more than `limit` rows of `table` match `where`. */
export async function assertExportable(db: Executor, table: PgTable, where: SQL | undefined, limit = EXPORT_LIMIT) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
  if (total > limit) throw tooManyRows(limit);
}

/** A stored key as its Spanish label (`muy_urgente` → `Muy urgente`), the key itself when unknown. */
export const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;
