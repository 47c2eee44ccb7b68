/**
 * What an elimination inventory shows of each unit (candidates, a disposal's items, its PDFs and
 * spreadsheet): code, title, kind, producing office, series and subseries, date range, folios,
 * disposition and retention, read from the expedients, which keep it forever.
 */
import { positionCode } from '@shared/schemas/archive';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveDisposalItems, archiveExpedients, offices, series, subseries } from '../../db/schema';
import { codeDashName } from '../../lib/records/names';
import { loadLocationTree } from '../physical-locations/physical-locations.service';

const UNIT = {
  expedient_id: archiveExpedients.id,
  code: archiveExpedients.code,
  title: archiveExpedients.title,
  kind: archiveExpedients.kind,
  box_number: archiveExpedients.box_number,
  state: archiveExpedients.state,
  medium: archiveExpedients.medium,
  office: codeDashName(offices),
  series: codeDashName(series),
  subseries: codeDashName(subseries),
  date_from: archiveExpedients.date_from,
  date_to: archiveExpedients.date_to,
  folios: archiveExpedients.folios,
  disposition: archiveExpedients.disposition,
  central_retention_until: archiveExpedients.central_retention_until,
  location_id: archiveExpedients.location_id,
  position: archiveExpedients.position,
};

async function withLocation<R extends { location_id: number | null; position: number | null }>(
  db: Executor,
  rows: R[],
) {
  const tree = rows.some((r) => r.location_id !== null) ? await loadLocationTree(db) : null;
  return rows.map(({ location_id, position, ...row }) => ({
    ...row,
    location:
      tree && location_id !== null && position !== null
        ? `${tree.get(location_id)?.topographic_code ?? location_id}-${positionCode(position)}`
        : null,
  }));
}

export async function unitsWhere(db: Executor, where: SQL | undefined, limit: number) {
  const rows = await db
    .select(UNIT)
    .from(archiveExpedients)
    .leftJoin(offices, eq(offices.id, archiveExpedients.office_id))
    .leftJoin(series, eq(series.id, archiveExpedients.series_id))
    .leftJoin(subseries, eq(subseries.id, archiveExpedients.subseries_id))
    .where(where)
    .orderBy(asc(archiveExpedients.central_retention_until), asc(archiveExpedients.code))
    .limit(limit);
  return withLocation(db, rows);
}
export type Unit = Awaited<ReturnType<typeof unitsWhere>>[number];

/** A disposal's inventory, in its order: each unit, whether selection keeps it, and where it sat when destroyed. */
export async function inventoryOf(db: Executor, disposalId: number) {
  const rows = await db
    .select({
      ...UNIT,
      item_id: archiveDisposalItems.id,
      keep: archiveDisposalItems.keep,
      item_position: archiveDisposalItems.position,
      destroyed_at: archiveDisposalItems.location_code,
    })
    .from(archiveDisposalItems)
    .innerJoin(archiveExpedients, eq(archiveExpedients.id, archiveDisposalItems.expedient_id))
    .leftJoin(offices, eq(offices.id, archiveExpedients.office_id))
    .leftJoin(series, eq(series.id, archiveExpedients.series_id))
    .leftJoin(subseries, eq(subseries.id, archiveExpedients.subseries_id))
    .where(eq(archiveDisposalItems.disposal_id, disposalId))
    .orderBy(asc(archiveDisposalItems.position));
  return (await withLocation(db, rows)).map(({ destroyed_at, ...row }) => ({
    ...row,
    location: row.location ?? destroyed_at,
  }));
}
export type InventoryItem = Awaited<ReturnType<typeof inventoryOf>>[number];
