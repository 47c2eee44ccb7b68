/** Loading a record only within the caller's scope: outside it the record does not exist (404). */
import { and, eq, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { Auth } from '../../plugins/auth';
import { notFound } from '../errors';
import type { ScopeAccess } from './scope';

export interface ScopedRecords<Row> {
  /**
   * The record if the caller may see it; 404 otherwise. `lock` takes it `for update` to change
   * it, within the caller's write scope (a read-only grant does not open it).
   */
  findVisible(db: Executor, caller: Auth, id: number, lock?: boolean): Promise<Row>;
  /** Whether the caller may see the record (for `findAttachment`'s `canSee`). */
  isVisible(db: Executor, caller: Auth, id: number): Promise<boolean>;
  /**
   * Whether the caller may change the record: what another record may reference (reply to, link,
   * file, request for). A loan opens a record to read, never to be referenced.
   */
  isWritable(db: Executor, caller: Auth, id: number): Promise<boolean>;
}

/** `scope(caller, access)` is the module's SQL condition of what the caller sees (undefined = all). */
export function scopedRecords<T extends PgTable & { id: PgColumn }>(
  table: T,
  scope: (caller: Auth, access?: ScopeAccess) => SQL | undefined,
): ScopedRecords<InferSelectModel<T>> {
  const visible = (
    db: Executor,
    caller: Auth,
    id: number,
    lock: boolean,
    access: ScopeAccess = lock ? 'write' : 'read',
  ) => {
    const query = db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), scope(caller, access)));
    return (lock ? query.for('update', { of: table }) : query) as unknown as Promise<InferSelectModel<T>[]>;
  };
  return {
    async findVisible(db, caller, id, lock = false) {
      const [row] = await visible(db, caller, id, lock);
      if (!row) throw notFound();
      return row;
    },
    async isVisible(db, caller, id) {
      return (await visible(db, caller, id, false)).length > 0;
    },
    async isWritable(db, caller, id) {
      return (await visible(db, caller, id, false, 'write')).length > 0;
    },
  };
}
