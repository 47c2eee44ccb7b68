/**
 * The records a document is archived from: entries, outputs and supporting documents. Each is
 * read through its own module's scope and archived through its own service (`archivado`, with
 * its audit row) in the caller's transaction; what they refuse becomes a 422 on `source_id`.
 */
import type { ArchiveSourceKind } from '@shared/schemas/archive-expedients';
import { calendarDate } from '@shared/working-days';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { entries, outputs } from '../../db/schema';
import { HttpError, invalid } from '../../lib/errors';
import type { Caller } from '../../lib/records/caller';
import type { ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';
import { scopeCondition as entryScope } from '../entries/entries.scope';
import { archiveEntry } from '../entries/entries.service';
import { outputScope } from '../outputs/outputs.scope';
import { archiveOutput } from '../outputs/outputs.service';
import { supportingEntriesModule, supportingOutputsModule } from '../supporting/supporting.module';
import { SUPPORTING_SCOPES } from '../supporting/supporting.scope';

type Archive = (tx: Executor, caller: Caller, id: number, body: { version: number }) => Promise<unknown>;

interface Source {
  table: PgTable & { id: PgColumn };
  scope: (caller: Auth, access?: ScopeAccess) => SQL | undefined;
  columns: { number: PgColumn; subject: PgColumn; date: PgColumn; state: PgColumn; version: PgColumn };
  archive: Archive;
  /** «El ingreso», for messages. */
  noun: string;
  /** «La salida»: the messages agree with it. */
  feminine?: true;
}

const supporting = (kind: 'supporting-entries' | 'supporting-outputs', noun: string, archive: Archive): Source => {
  const { table, scope } = SUPPORTING_SCOPES[kind];
  return {
    table,
    scope,
    columns: {
      number: table.number,
      subject: table.subject,
      date: table.document_at,
      state: table.state,
      version: table.version,
    },
    archive,
    noun,
  };
};

const SOURCES: Record<ArchiveSourceKind, Source> = {
  entries: {
    table: entries,
    scope: entryScope,
    columns: {
      number: entries.number,
      subject: entries.subject,
      date: entries.received_at,
      state: entries.state,
      version: entries.version,
    },
    archive: archiveEntry,
    noun: 'El ingreso',
  },
  outputs: {
    table: outputs,
    scope: outputScope,
    columns: {
      number: outputs.number,
      subject: outputs.subject,
      date: outputs.issued_at,
      state: outputs.state,
      version: outputs.version,
    },
    archive: archiveOutput,
    noun: 'La salida',
    feminine: true,
  },
  'supporting-entries': supporting(
    'supporting-entries',
    'El documento de ingreso de apoyo',
    supportingEntriesModule.services.archive,
  ),
  'supporting-outputs': supporting(
    'supporting-outputs',
    'El documento de salida de apoyo',
    supportingOutputsModule.services.archive,
  ),
};

const refused = (message: string) => invalid({ source_id: [message] }, message);

/**
 * Archives the record `id` of `kind` for the caller (its scope, its permission, its states) and
 * answers the title and date the archived document takes from it.
 */
export async function archiveSource(
  tx: Executor,
  caller: Caller,
  kind: ArchiveSourceKind,
  id: number,
): Promise<{ title: string; document_date: string }> {
  const source = SOURCES[kind];
  const [row] = (await tx
    .select(source.columns)
    .from(source.table)
    .where(and(eq(source.table.id, id), source.scope(caller, 'write')))
    .for('update', { of: source.table })) as {
    number: string;
    subject: string;
    date: Date;
    state: string;
    version: number;
  }[];
  const a = source.feminine ? 'a' : 'o';
  if (!row) throw refused(`${source.noun} no existe o no tiene acceso a ${source.feminine ? 'ella' : 'él'}.`);
  if (row.state === 'archivado') throw refused(`${source.noun} ${row.number} ya está archivad${a}.`);
  try {
    await source.archive(tx, caller, id, { version: row.version });
  } catch (error) {
    // Its state does not allow archiving (409), or the caller may not archive it (403).
    if (error instanceof HttpError && (error.status === 409 || error.status === 403))
      throw refused(
        error.status === 403
          ? `No puede archivar ${source.noun.toLocaleLowerCase('es')} ${row.number}.`
          : error.message,
      );
    throw error;
  }
  return { title: `${row.number} · ${row.subject}`.slice(0, 500), document_date: calendarDate(row.date) };
}
