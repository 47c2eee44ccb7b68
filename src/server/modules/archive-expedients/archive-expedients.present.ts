/**
 * How an expedient is shown: the names selected with it, where it sits (the topographic code of
 * its position, computed from the location tree), whether its retention is due, `can`, and on
 * show its documents in order, the units inside it and what the next document would take.
 */
import { positionCode } from '@shared/schemas/archive';
import { calendarDate } from '@shared/working-days';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { archiveDocuments, archiveExpedients, offices, series, subseries } from '../../db/schema';
import { codeAndName, codeDashName, officeName, personName, relatedName } from '../../lib/records/names';
import type { Auth } from '../../plugins/auth';
import { topographicCodes } from '../physical-locations/physical-locations.service';
import type { ExpedientRow } from './archive-expedients.scope';
import { expedientTransitions } from './archive-expedients.transitions';

// `archive_expedients.…` spelled out where a bare column would name the subquery's own table.
export const EXPEDIENT_NAMES = {
  office: officeName(archiveExpedients.office_id),
  series: relatedName(archiveExpedients.series_id, {
    table: series,
    columns: { code: series.code, name: series.name, disposition: series.disposition },
  }),
  subseries: codeAndName(subseries, archiveExpedients.subseries_id),
  placed_by_user: personName(archiveExpedients.placed_by),
  container: sql<{
    id: number;
    code: string;
    location_id: number | null;
    position: number | null;
  } | null>`(select json_build_object('id', c.id, 'code', c.code, 'location_id', c.location_id, 'position', c.position) from ${archiveExpedients} c where c.id = archive_expedients.container_id)`,
  document_count: sql<number>`(select count(*)::int from ${archiveDocuments} d where d.expedient_id = archive_expedients.id)`,
};

/**
 * A unit as spreadsheets and inventories write it (the expedients' export, a disposal's candidates
 * and inventory): its columns, and its office, series and subseries as `CODE - Name`.
 */
export const UNIT_COLUMNS = {
  code: archiveExpedients.code,
  title: archiveExpedients.title,
  kind: archiveExpedients.kind,
  box_number: archiveExpedients.box_number,
  office: codeDashName(offices),
  series: codeDashName(series),
  subseries: codeDashName(subseries),
  medium: archiveExpedients.medium,
  state: archiveExpedients.state,
  date_from: archiveExpedients.date_from,
  date_to: archiveExpedients.date_to,
  folios: archiveExpedients.folios,
  location_id: archiveExpedients.location_id,
  position: archiveExpedients.position,
  disposition: archiveExpedients.disposition,
  central_retention_until: archiveExpedients.central_retention_until,
};

/** A select over the expedients (`.$dynamic()`) joined to what `UNIT_COLUMNS` names: office, series, subseries. */
export const withUnitNames = <Query extends PgSelect>(query: Query) =>
  query
    .leftJoin(offices, eq(offices.id, archiveExpedients.office_id))
    .leftJoin(series, eq(series.id, archiveExpedients.series_id))
    .leftJoin(subseries, eq(subseries.id, archiveExpedients.subseries_id));

/** Each unit with where it sits as its `location`: its level's topographic code and its position (null when not placed). */
export async function located<Row extends { location_id: number | null; position: number | null }>(
  db: Executor,
  rows: Row[],
): Promise<(Omit<Row, 'location_id' | 'position'> & { location: string | null })[]> {
  const codes = await topographicCodes(
    db,
    rows.map((r) => r.location_id),
  );
  return rows.map(({ location_id, position, ...row }) => ({
    ...row,
    location:
      location_id === null || position === null
        ? null
        : `${codes.get(location_id) ?? location_id}-${positionCode(position)}`,
  }));
}

type Named = ExpedientRow & {
  container?: { id: number; code: string; location_id: number | null; position: number | null } | null;
};

/** The documents of some expedients, in order. */
export async function documentsOf(db: Executor, expedientId: number) {
  return db
    .select({
      id: archiveDocuments.id,
      position: archiveDocuments.position,
      folio_from: archiveDocuments.folio_from,
      folio_to: archiveDocuments.folio_to,
      title: archiveDocuments.title,
      document_date: archiveDocuments.document_date,
      source_kind: archiveDocuments.source_kind,
      source_id: archiveDocuments.source_id,
      notes: archiveDocuments.notes,
      version: archiveDocuments.version,
    })
    .from(archiveDocuments)
    .where(eq(archiveDocuments.expedient_id, expedientId))
    .orderBy(asc(archiveDocuments.position), asc(archiveDocuments.id));
}

/** The units inside some boxes. */
async function contentsOf(db: Executor, boxIds: number[]) {
  if (boxIds.length === 0) return [];
  return db
    .select({
      id: archiveExpedients.id,
      container_id: archiveExpedients.container_id,
      code: archiveExpedients.code,
      title: archiveExpedients.title,
      kind: archiveExpedients.kind,
      state: archiveExpedients.state,
    })
    .from(archiveExpedients)
    .where(inArray(archiveExpedients.container_id, boxIds))
    .orderBy(asc(archiveExpedients.code));
}

export async function present(db: Executor, caller: Auth, rows: Named[], detail: boolean) {
  const codes = await topographicCodes(
    db,
    rows.map((row) => (row.container ?? row).location_id),
  );
  const context = await expedientTransitions.table.context(db, rows);
  const today = calendarDate(new Date());
  const inside = detail
    ? await contentsOf(
        db,
        rows.map((r) => r.id),
      )
    : [];
  return Promise.all(
    rows.map(async (row) => {
      // An expedient inside a box sits where the box sits.
      const at = row.container ?? row;
      const levelCode = at.location_id === null ? undefined : codes.get(at.location_id);
      const location =
        at.location_id !== null && levelCode !== undefined && at.position !== null
          ? {
              id: at.location_id,
              topographic_code: `${levelCode}-${positionCode(at.position)}`,
              level_code: levelCode,
              position: at.position,
              via_container: row.container !== undefined && row.container !== null,
            }
          : null;
      const documents = detail ? await documentsOf(db, row.id) : undefined;
      const last = documents?.at(-1);
      return {
        ...row,
        // What the records template shows of every document: a number and a subject.
        number: row.code,
        subject: row.title,
        location,
        office_retention_due: row.office_retention_until !== null && row.office_retention_until <= today,
        central_retention_due: row.central_retention_until !== null && row.central_retention_until <= today,
        ...(detail && {
          documents,
          contents: inside.filter((u) => u.container_id === row.id),
          next_document: {
            position: (documents ?? []).reduce((m, d) => Math.max(m, d.position), 0) + 1,
            folio_from: (documents ?? []).reduce((m, d) => Math.max(m, d.folio_to), 0) + 1,
            after: last ? { title: last.title, folio_to: last.folio_to } : null,
          },
        }),
        can: expedientTransitions.abilities(caller, row, context(row)),
      };
    }),
  );
}
