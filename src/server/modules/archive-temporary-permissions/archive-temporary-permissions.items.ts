/**
 * What a permission may name (docs/domain.md §5.5): an expedient or box, an archived document, or a
 * restricted entry, output or supporting document. Each kind says where its label (code or
 * number) and its office come from, and whether it is restricted; the form's lookup lists them
 * without their subject (the archivist need not read a reserved document to lend it).
 */
import type { PermissionItemKind } from '@shared/schemas/archive-temporary-permissions';
import { RESTRICTED_SUBJECT } from '@shared/schemas/delivery';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  archiveDocuments,
  archiveExpedients,
  documentClassifications,
  entries,
  outputs,
  supportingEntries,
  supportingOutputs,
} from '../../db/schema';
import { containsPhrase } from '../../lib/crud/list';
import { localTime } from '../../lib/days';
import { invalid } from '../../lib/errors';

interface ItemSource {
  table: PgTable & { id: PgColumn };
  label: SQL;
  description: SQL;
  office: SQL;
  /** Only restricted records need a permission (entries, outputs, supporting documents). */
  restricted?: PgColumn;
  /** What the lookup's text matches. */
  search: SQL;
}

const restrictedIds = sql`array(select dc.id from ${documentClassifications} dc where dc.restricted)`;
const sealed = (date: SQL) => sql`${RESTRICTED_SUBJECT} || ' — ' || to_char(${localTime(date)}, 'DD/MM/YYYY')`;

const record = (
  table: PgTable & { id: PgColumn; number: PgColumn; classification_id: PgColumn },
  date: PgColumn,
  office: PgColumn,
): ItemSource => ({
  table,
  label: sql`${table.number}`,
  description: sealed(sql`${date}`),
  office: sql`${office}`,
  restricted: table.classification_id,
  search: sql`${table.number}`,
});

const expedientOf = (expedientId: PgColumn, column: PgColumn) =>
  sql`(select ${column} from ${archiveExpedients} where ${archiveExpedients.id} = ${expedientId})`;

export const ITEM_SOURCES: Record<PermissionItemKind, ItemSource> = {
  'archive-expedients': {
    table: archiveExpedients,
    label: sql`${archiveExpedients.code}`,
    description: sql`${archiveExpedients.title}`,
    office: sql`${archiveExpedients.office_id}`,
    search: sql`${archiveExpedients.code} || ' ' || ${archiveExpedients.title}`,
  },
  'archive-documents': {
    table: archiveDocuments,
    label: sql`${expedientOf(archiveDocuments.expedient_id, archiveExpedients.code)} || ' / ' || ${archiveDocuments.position}`,
    description: sql`${archiveDocuments.title}`,
    office: expedientOf(archiveDocuments.expedient_id, archiveExpedients.office_id),
    search: sql`${expedientOf(archiveDocuments.expedient_id, archiveExpedients.code)} || ' ' || ${archiveDocuments.title}`,
  },
  entries: record(entries, entries.received_at, entries.destination_office_id),
  outputs: record(outputs, outputs.issued_at, outputs.origin_office_id),
  'supporting-entries': record(supportingEntries, supportingEntries.document_at, supportingEntries.office_id),
  'supporting-outputs': record(supportingOutputs, supportingOutputs.document_at, supportingOutputs.office_id),
};

const isRestricted = (source: ItemSource) =>
  source.restricted ? sql`${source.restricted} = any(${restrictedIds})` : undefined;

export interface ItemFacts {
  label: string;
  office_id: number | null;
}

/** The item's label and office; 422 on `item_id` when it does not exist or needs no permission. */
export async function itemFacts(db: Executor, kind: PermissionItemKind, id: number): Promise<ItemFacts> {
  const source = ITEM_SOURCES[kind];
  const [row] = await db
    .select({
      label: sql<string>`${source.label}`,
      office_id: sql<number | null>`${source.office}`,
      restricted: source.restricted ? sql<boolean>`coalesce(${isRestricted(source)}, false)` : sql<boolean>`true`,
    })
    .from(source.table)
    .where(sql`${source.table.id} = ${id}`);
  if (!row) throw invalid({ item_id: ['No existe ese documento o expediente.'] });
  if (!row.restricted)
    throw invalid({ item_id: ['Este documento no es reservado: quien lo necesite lo abre sin permiso de acceso.'] });
  return { label: row.label.slice(0, 80), office_id: row.office_id };
}

/** Twenty items of a kind matching `q` (or the one `id`), for the form's lookup. */
export async function lookupItems(db: Executor, kind: PermissionItemKind, query: { q?: string; id?: number }) {
  const source = ITEM_SOURCES[kind];
  const text = query.q?.trim();
  return db
    .select({
      id: source.table.id,
      label: sql<string>`${source.label}`,
      description: sql<string>`${source.description}`,
    })
    .from(source.table)
    .where(
      sql.join(
        [
          sql`true`,
          isRestricted(source),
          query.id ? sql`${source.table.id} = ${query.id}` : undefined,
          text ? containsPhrase(source.search, text) : undefined,
        ].filter((c): c is SQL => c !== undefined),
        sql` and `,
      ),
    )
    .orderBy(sql`${source.table.id} desc`)
    .limit(20);
}
