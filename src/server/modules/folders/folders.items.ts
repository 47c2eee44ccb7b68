/**
 * What a folder links to: supporting documents, entries and outputs, each read through its own
 * module's scope. A folder never widens what anyone sees: an item the viewer may not open comes
 * back without its details, and filing a record the caller cannot see is refused.
 */
import type { FolderItemType } from '@shared/schemas/folders';
import { and, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';
import { RECORD_SOURCES } from '../record-sources.scope';

export interface ItemDetails {
  id: number;
  number: string;
  subject: string;
  date: Date;
  folios: number;
  state: string;
  type: string | null;
}

/** The details of the records of one type the caller may open (or change), by id (the others are absent). */
export async function visibleRecords(
  db: Executor,
  caller: Auth,
  type: FolderItemType,
  ids: readonly number[],
  access: ScopeAccess = 'read',
): Promise<Map<number, ItemDetails>> {
  if (ids.length === 0) return new Map();
  const { table, scope, columns, type: typeName } = RECORD_SOURCES[type];
  const rows = (await db
    .select({
      id: table.id,
      number: columns.number,
      subject: columns.subject,
      date: columns.date,
      folios: columns.folios,
      state: columns.state,
      type: typeName,
    })
    .from(table)
    .where(and(inArray(table.id, [...ids]), scope(caller, access)))) as ItemDetails[];
  return new Map(rows.map((r) => [r.id, { ...r, date: new Date(r.date) }]));
}

/** Whether the caller may file the record: a record opened only by a loan is read, never filed. */
export async function canFile(db: Executor, caller: Auth, type: FolderItemType, id: number): Promise<boolean> {
  return (await visibleRecords(db, caller, type, [id], 'write')).has(id);
}
