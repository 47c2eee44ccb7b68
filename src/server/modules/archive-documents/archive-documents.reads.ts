/** The archived documents' reads (lib/records/reads.ts): list, show, export and history from one definition. */
import { listQuerySchema } from '@shared/crud';
import { ARCHIVE_SOURCE_KINDS, archiveDocumentRecord } from '@shared/schemas/archive-expedients';
import { isoDate, queryId } from '@shared/zod';
import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { archiveDocumentSearchText, archiveDocuments, archiveExpedients, users } from '../../db/schema';
import { searchCondition } from '../../lib/crud/list';
import { labelOf } from '../../lib/export/limit';
import { field } from '../../lib/export/spreadsheet';
import { fullName } from '../../lib/records/names';
import { recordReads } from '../../lib/records/reads';
import { recordSearch } from '../../lib/records/scoped-search';
import { ARCHIVE_DOCUMENT_NAMES, present } from './archive-documents.present';
import { ALL, archiveDocumentScope, READ } from './archive-documents.scope';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const archiveDocumentListQuery = listQuerySchema.extend({
  expedient_id: queryId().optional(),
  /** Where it came from; `suelto` for the loose ones. */
  source_kind: z.enum([...keys(ARCHIVE_SOURCE_KINDS), 'suelto']).optional(),
  source_id: queryId().optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
});
type ArchiveDocumentListQuery = z.output<typeof archiveDocumentListQuery>;

const conditions = (f: ArchiveDocumentListQuery): (SQL | undefined)[] => [
  f.expedient_id ? eq(archiveDocuments.expedient_id, f.expedient_id) : undefined,
  f.source_kind === 'suelto' ? isNull(archiveDocuments.source_kind) : undefined,
  f.source_kind && f.source_kind !== 'suelto' ? eq(archiveDocuments.source_kind, f.source_kind) : undefined,
  f.source_id ? eq(archiveDocuments.source_id, f.source_id) : undefined,
  f.from ? sql`${archiveDocuments.document_date} >= ${f.from}::date` : undefined,
  f.to ? sql`${archiveDocuments.document_date} <= ${f.to}::date` : undefined,
];

export const archiveDocumentReads = recordReads({
  resource: 'archive-documents',
  table: archiveDocuments,
  permissions: READ,
  seeAll: [ALL],
  scope: archiveDocumentScope,
  query: archiveDocumentListQuery,
  conditions,
  search: recordSearch(undefined, (word) => searchCondition(word, [archiveDocumentSearchText])),
  sortable: {
    id: archiveDocuments.id,
    position: archiveDocuments.position,
    document_date: archiveDocuments.document_date,
    title: archiveDocuments.title,
    // The records template's number (expedient and order) and subject columns.
    number: sql`(select e.code from ${archiveExpedients} e where e.id = ${archiveDocuments.expedient_id}) || lpad(${archiveDocuments.position}::text, 6, '0')`,
    subject: archiveDocuments.title,
    created_at: archiveDocuments.created_at,
  },
  defaultSort: '-created_at',
  names: ARCHIVE_DOCUMENT_NAMES,
  present,
  record: archiveDocumentRecord,
  export: {
    filename: 'documentos-archivados',
    sheetName: 'Documentos archivados',
    title: 'Documentos archivados',
    query: (db: Executor) =>
      db
        .select({
          expedient: archiveExpedients.code,
          position: archiveDocuments.position,
          title: archiveDocuments.title,
          document_date: archiveDocuments.document_date,
          folio_from: archiveDocuments.folio_from,
          folio_to: archiveDocuments.folio_to,
          source_kind: archiveDocuments.source_kind,
          archived_by: fullName(users),
          created_at: archiveDocuments.created_at,
        })
        .from(archiveDocuments)
        .innerJoin(archiveExpedients, eq(archiveExpedients.id, archiveDocuments.expedient_id))
        .innerJoin(users, eq(users.id, archiveDocuments.archived_by)),
    columns: () => [
      field('Expediente', 'expedient'),
      field('N.° de orden', 'position', 10),
      field('Documento', 'title'),
      field('Fecha', 'document_date'),
      field('Folio inicial', 'folio_from', 10),
      field('Folio final', 'folio_to', 10),
      {
        header: 'Origen',
        value: (d) => (d.source_kind ? labelOf(ARCHIVE_SOURCE_KINDS, d.source_kind) : 'Suelto'),
      },
      field('Archivado por', 'archived_by'),
      field('Archivado el', 'created_at'),
    ],
  },
});
