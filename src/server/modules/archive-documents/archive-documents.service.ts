/**
 * The archived documents' services: file a document into an open expedient (a loose one, or one
 * linked to the entry, output or supporting document it came from, which its own service archives
 * in the same transaction) and correct its order and folios; the expedient's date range and
 * folios follow. Plain functions another module calls in its own transaction.
 */
import { can } from '@shared/permissions';
import type {
  ArchiveDocumentInput,
  ArchiveDocumentUpdateInput,
  ArchiveSourceKind,
} from '@shared/schemas/archive-expedients';
import { and, asc, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { archiveDocuments } from '../../db/schema';
import { auditCreation } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { scopedRecords } from '../../lib/records/scoped';
import { assertVersion } from '../../lib/records/versioned';
import type { ExpedientRow } from '../archive-expedients/archive-expedients.scope';
import { expedientToFile, refreshContents } from '../archive-expedients/archive-expedients.service';
import { type ArchiveDocumentRow, archiveDocumentScope, CREATE, UPDATE } from './archive-documents.scope';
import { archiveSource } from './archive-documents.sources';

export const { findVisible, isVisible } = scopedRecords(archiveDocuments, archiveDocumentScope);

const count = async (tx: Executor, expedientId: number) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(archiveDocuments)
    .where(eq(archiveDocuments.expedient_id, expedientId));
  return Number(row?.n ?? 0);
};

/** 422 when the folio range overlaps another document's of the expedient. */
async function checkFolios(
  tx: Executor,
  expedientId: number,
  range: { folio_from: number; folio_to: number },
  self: number | null,
) {
  const [clash] = await tx
    .select()
    .from(archiveDocuments)
    .where(
      and(
        eq(archiveDocuments.expedient_id, expedientId),
        lte(archiveDocuments.folio_from, range.folio_to),
        gte(archiveDocuments.folio_to, range.folio_from),
        self === null ? undefined : ne(archiveDocuments.id, self),
      ),
    )
    .orderBy(asc(archiveDocuments.position))
    .limit(1);
  if (clash)
    throw invalid({
      folio_from: [
        `Los folios ${range.folio_from}–${range.folio_to} se superponen con el documento N.° ${clash.position} (folios ${clash.folio_from}–${clash.folio_to}).`,
      ],
    });
}

export async function createArchiveDocument(tx: Tx, caller: Caller, input: ArchiveDocumentInput) {
  if (!can(caller.permissions, CREATE)) throw forbidden();
  const expedient = await expedientToFile(tx, caller, input.expedient_id);
  const row = await fileDocument(tx, caller, expedient, input);
  await refreshContents(tx, caller, expedient);
  return row;
}

/**
 * Files the records, in order, into a unit just opened for them (a support folder becoming an
 * expedient): each archived through its own module as «Archivar en expediente» does, its folios
 * following the previous one's.
 */
export async function fileRecords(
  tx: Executor,
  caller: Caller,
  expedient: ExpedientRow,
  records: readonly { kind: ArchiveSourceKind; id: number; folios: number }[],
) {
  let folio = 0;
  for (const record of records) {
    const folios = Math.max(record.folios, 1);
    await fileDocument(tx, caller, expedient, {
      expedient_id: expedient.id,
      position: null,
      folio_from: folio + 1,
      folio_to: folio + folios,
      source_kind: record.kind,
      source_id: record.id,
      title: null,
      document_date: null,
      notes: null,
    });
    folio += folios;
  }
  return refreshContents(tx, caller, expedient);
}

async function fileDocument(tx: Executor, caller: Caller, expedient: ExpedientRow, input: ArchiveDocumentInput) {
  await checkFolios(tx, expedient.id, input, null);
  const total = await count(tx, expedient.id);
  const position = Math.min(input.position ?? total + 1, total + 1);
  const source =
    input.source_kind !== null && input.source_id !== null
      ? await archiveSource(tx, caller, input.source_kind, input.source_id)
      : { title: input.title!, document_date: input.document_date! };
  // Make room: the documents from that place on move one down.
  await tx
    .update(archiveDocuments)
    .set({ position: sql`${archiveDocuments.position} + 1` })
    .where(and(eq(archiveDocuments.expedient_id, expedient.id), gte(archiveDocuments.position, position)));
  const [row] = await tx
    .insert(archiveDocuments)
    .values({
      expedient_id: expedient.id,
      position,
      folio_from: input.folio_from,
      folio_to: input.folio_to,
      source_kind: input.source_kind,
      source_id: input.source_id,
      title: source.title,
      document_date: source.document_date,
      notes: input.notes,
      archived_by: caller.user.id,
    })
    .returning();
  await auditCreation(tx, actorOf(caller), 'archive-documents', row!);
  return row!;
}

/** Corrects its order, folios and notes (a loose document's title and date too) while the expedient is open. */
export async function updateArchiveDocument(
  tx: Executor,
  caller: Caller,
  id: number,
  version: number,
  input: Omit<ArchiveDocumentUpdateInput, 'version'>,
): Promise<ArchiveDocumentRow> {
  const existing = await findVisible(tx, caller, id, true);
  if (!can(caller.permissions, UPDATE)) throw forbidden();
  assertVersion(existing, version);
  const expedient = await expedientToFile(tx, caller, existing.expedient_id);
  await checkFolios(tx, expedient.id, input, existing.id);
  const position = Math.min(input.position, await count(tx, expedient.id));
  const { expedient_id } = existing;
  if (position < existing.position)
    await tx
      .update(archiveDocuments)
      .set({ position: sql`${archiveDocuments.position} + 1` })
      .where(
        and(
          eq(archiveDocuments.expedient_id, expedient_id),
          gte(archiveDocuments.position, position),
          lt(archiveDocuments.position, existing.position),
        ),
      );
  if (position > existing.position)
    await tx
      .update(archiveDocuments)
      .set({ position: sql`${archiveDocuments.position} - 1` })
      .where(
        and(
          eq(archiveDocuments.expedient_id, expedient_id),
          gt(archiveDocuments.position, existing.position),
          lte(archiveDocuments.position, position),
        ),
      );
  const loose = existing.source_kind === null;
  const row = await versionedWrite(tx, {
    table: archiveDocuments,
    entity: 'archive-documents',
    actor: actorOf(caller),
    action: 'update',
    existing,
    set: {
      position,
      folio_from: input.folio_from,
      folio_to: input.folio_to,
      notes: input.notes,
      ...(loose && input.title !== null && { title: input.title }),
      ...(loose && input.document_date !== null && { document_date: input.document_date }),
    },
  });
  await refreshContents(tx, caller, expedient);
  return row;
}
