/**
 * The records a document is archived from: entries, outputs and supporting documents. Each is
 * read through its own module's scope and archived through its own service (`archivado`, with
 * its audit row) in the caller's transaction; what they refuse becomes a 422 on `source_id`.
 */
import type { ArchiveSourceKind } from '@shared/schemas/archive-expedients';
import { calendarDate } from '@shared/working-days';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { HttpError, invalid } from '../../lib/errors';
import type { Caller } from '../../lib/records/caller';
import { archiveEntry } from '../entries/entries.service';
import { archiveOutput } from '../outputs/outputs.service';
import { RECORD_SOURCES } from '../record-sources.scope';
import { supportingEntriesModule, supportingOutputsModule } from '../supporting/supporting.module';

type Archive = (tx: Executor, caller: Caller, id: number, body: { version: number }) => Promise<unknown>;

interface Archiving {
  archive: Archive;
  /** «El ingreso», for messages. */
  noun: string;
  /** «La salida»: the messages agree with it. */
  feminine?: true;
}

const ARCHIVING: Record<ArchiveSourceKind, Archiving> = {
  entries: { archive: archiveEntry, noun: 'El ingreso' },
  outputs: { archive: archiveOutput, noun: 'La salida', feminine: true },
  'supporting-entries': {
    archive: supportingEntriesModule.services.archive,
    noun: 'El documento de ingreso de apoyo',
  },
  'supporting-outputs': {
    archive: supportingOutputsModule.services.archive,
    noun: 'El documento de salida de apoyo',
  },
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
  const { table, scope, columns } = RECORD_SOURCES[kind];
  const source = ARCHIVING[kind];
  const [row] = (await tx
    .select({
      number: columns.number,
      subject: columns.subject,
      date: columns.date,
      state: columns.state,
      version: columns.version,
    })
    .from(table)
    .where(and(eq(table.id, id), scope(caller, 'write')))
    .for('update', { of: table })) as {
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
