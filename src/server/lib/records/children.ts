/**
 * A record's child rows: the one a transition's path names (a movement, a recipient: 404 when the
 * record has no such child), how many each record of a page has, and a page's children in one read.
 */
import { and, eq, type InferSelectModel, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { parseId } from '../crud/params';
import { notFound } from '../errors';

export function childOf<T extends PgTable & { id: PgColumn }>(table: T, parent: PgColumn, param: string) {
  return async (tx: Executor, record: { id: number }, params: Record<string, string>): Promise<InferSelectModel<T>> => {
    const [child] = (await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, parseId(params[param] ?? '')), eq(parent, record.id)))) as InferSelectModel<T>[];
    if (!child) throw notFound();
    return child;
  };
}

/** How many rows point through `parent` at each of `ids` (those `where` keeps too), in one query; absent = none. */
export async function childCounts(
  db: Executor,
  parent: PgColumn,
  ids: readonly number[],
  where?: SQL,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sql<number>`${parent}`, n: sql<number>`count(*)::int` })
    .from(parent.table)
    .where(and(inArray(parent, [...ids]), where))
    .groupBy(parent);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** The rows `read` gives for some ids (a page's children, their names), without a query when there are none. */
export const forIds = async <Row>(ids: readonly unknown[], read: () => PromiseLike<Row[]>): Promise<Row[]> =>
  ids.length === 0 ? [] : read();
