/** A child row of a record named in a transition's path (a movement, a recipient): 404 when the record has no such child. */
import { and, eq, type InferSelectModel } from 'drizzle-orm';
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
