/** How an archived document is shown: its expedient, who archived it, where it came from and `can`. */
import { can } from '@shared/permissions';
import { ARCHIVE_SOURCE_KINDS, type ArchiveSourceKind } from '@shared/schemas/archive-expedients';
import { sql } from 'drizzle-orm';
import { archiveDocuments, archiveExpedients } from '../../db/schema';
import { officeName, personName } from '../../lib/records/names';
import type { Auth } from '../../plugins/auth';
import { type ArchiveDocumentRow, UPDATE } from './archive-documents.scope';

export const ARCHIVE_DOCUMENT_NAMES = {
  expedient: sql<{
    id: number;
    code: string;
    title: string;
    state: string;
  } | null>`(select json_build_object('id', e.id, 'code', e.code, 'title', e.title, 'state', e.state) from ${archiveExpedients} e where e.id = ${archiveDocuments.expedient_id})`,
  archived_by_user: personName(archiveDocuments.archived_by),
  office: officeName(archiveDocuments.office_id),
};

type Named = ArchiveDocumentRow & { expedient?: { state: string } | null };

export async function present(_db: unknown, caller: Auth, rows: Named[]) {
  return rows.map((row) => ({
    ...row,
    // What the records template shows of every document: a number and a subject.
    number: `${row.expedient && 'code' in row.expedient ? String(row.expedient.code) : ''} · N.° ${row.position}`,
    subject: row.title,
    // Only the link: the record's content stays behind its own module's scope.
    source: row.source_kind
      ? {
          kind: row.source_kind,
          id: row.source_id,
          label: ARCHIVE_SOURCE_KINDS[row.source_kind as ArchiveSourceKind] ?? row.source_kind,
        }
      : null,
    can: { update: can(caller.permissions, UPDATE) && row.expedient?.state === 'abierto' },
  }));
}
