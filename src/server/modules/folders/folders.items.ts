/**
 * What a folder links to: supporting documents, entries and outputs, each read through its own
 * module's scope. A folder never widens what anyone sees: an item the viewer may not open comes
 * back without its details, and filing a record the caller cannot see is refused.
 */
import type { FolderItemType } from '@shared/schemas/folders';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { entries, outputs, typeEntries, typeOutputs } from '../../db/schema';
import type { ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';
import { scopeCondition as entryScope } from '../entries/entries.scope';
import { outputScope } from '../outputs/outputs.scope';
import { SUPPORTING_SCOPES } from '../supporting/supporting.scope';

interface ItemSource {
  table: PgTable & { id: PgColumn };
  scope: (caller: Auth, access?: ScopeAccess) => SQL | undefined;
  columns: Record<'number' | 'subject' | 'date' | 'folios' | 'state' | 'type', PgColumn | SQL>;
}

const supporting = (type: 'supporting-entries' | 'supporting-outputs'): ItemSource => {
  const { table, scope, types } = SUPPORTING_SCOPES[type];
  return {
    table,
    scope,
    columns: {
      number: table.number,
      subject: table.subject,
      date: table.document_at,
      folios: table.folios,
      state: table.state,
      type: sql`(select t.name from ${types} t where t.id = ${table.type_id})`,
    },
  };
};

const SOURCES: Record<FolderItemType, ItemSource> = {
  'supporting-entries': supporting('supporting-entries'),
  'supporting-outputs': supporting('supporting-outputs'),
  entries: {
    table: entries,
    scope: entryScope,
    columns: {
      number: entries.number,
      subject: entries.subject,
      date: entries.received_at,
      folios: entries.folios,
      state: entries.state,
      type: sql`(select t.name from ${typeEntries} t where t.id = ${entries.type_entry_id})`,
    },
  },
  outputs: {
    table: outputs,
    scope: outputScope,
    columns: {
      number: outputs.number,
      subject: outputs.subject,
      date: outputs.issued_at,
      folios: outputs.folios,
      state: outputs.state,
      type: sql`(select t.name from ${typeOutputs} t where t.id = ${outputs.type_output_id})`,
    },
  },
};

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
  const source = SOURCES[type];
  const rows = (await db
    .select({ id: source.table.id, ...source.columns })
    .from(source.table)
    .where(and(inArray(source.table.id, [...ids]), source.scope(caller, access)))) as ItemDetails[];
  return new Map(rows.map((r) => [r.id, { ...r, date: new Date(r.date) }]));
}

/** Whether the caller may file the record: a record opened only by a loan is read, never filed. */
export async function canFile(db: Executor, caller: Auth, type: FolderItemType, id: number): Promise<boolean> {
  return (await visibleRecords(db, caller, type, [id], 'write')).has(id);
}
