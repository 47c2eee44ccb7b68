/**
 * The registry's records that other records point at: entries, outputs and supporting
 * documents, each read through its own module's scope. Folders file them and the archive
 * archives documents from them; both read the same columns of each through this one table.
 */
import type { FolderItemType } from '@shared/schemas/folders';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { entries, outputs, typeEntries, typeOutputs } from '../db/schema';
import type { ScopeAccess } from '../lib/records/scope';
import type { Auth } from '../plugins/auth';
import { scopeCondition as entryScope } from './entries/entries.scope';
import { outputScope } from './outputs/outputs.scope';
import { SUPPORTING_SCOPES } from './supporting/supporting.scope';

export type RecordSourceKind = FolderItemType;

export interface RecordSource {
  table: PgTable & { id: PgColumn };
  scope: (caller: Auth, access?: ScopeAccess) => SQL | undefined;
  columns: Record<'number' | 'subject' | 'date' | 'folios' | 'state' | 'version', PgColumn>;
  /** The name of the record's type. */
  type: SQL;
}

const typeName = (types: PgTable, typeId: PgColumn) => sql`(select t.name from ${types} t where t.id = ${typeId})`;

const supporting = (kind: 'supporting-entries' | 'supporting-outputs'): RecordSource => {
  const { table, scope, types } = SUPPORTING_SCOPES[kind];
  return {
    table,
    scope,
    columns: {
      number: table.number,
      subject: table.subject,
      date: table.document_at,
      folios: table.folios,
      state: table.state,
      version: table.version,
    },
    type: typeName(types, table.type_id),
  };
};

export const RECORD_SOURCES: Record<RecordSourceKind, RecordSource> = {
  entries: {
    table: entries,
    scope: entryScope,
    columns: {
      number: entries.number,
      subject: entries.subject,
      date: entries.received_at,
      folios: entries.folios,
      state: entries.state,
      version: entries.version,
    },
    type: typeName(typeEntries, entries.type_entry_id),
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
      version: outputs.version,
    },
    type: typeName(typeOutputs, outputs.type_output_id),
  },
  'supporting-entries': supporting('supporting-entries'),
  'supporting-outputs': supporting('supporting-outputs'),
};
