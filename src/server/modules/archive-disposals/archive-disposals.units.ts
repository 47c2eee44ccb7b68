/**
 * What an elimination inventory shows of each unit (candidates, a disposal's items, its PDFs and
 * spreadsheet): code, title, kind, producing office, series and subseries, date range, folios,
 * disposition and retention, read from the expedients, which keep it forever.
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveDisposalItems, archiveExpedients } from '../../db/schema';
import { located, UNIT_COLUMNS, withUnitNames } from '../archive-expedients/archive-expedients.present';

const UNIT = { expedient_id: archiveExpedients.id, ...UNIT_COLUMNS };

export async function unitsWhere(db: Executor, where: SQL | undefined, limit: number) {
  const rows = await withUnitNames(db.select(UNIT).from(archiveExpedients).$dynamic())
    .where(where)
    .orderBy(asc(archiveExpedients.central_retention_until), asc(archiveExpedients.code))
    .limit(limit);
  return located(db, rows);
}
export type Unit = Awaited<ReturnType<typeof unitsWhere>>[number];

/** A disposal's inventory, in its order: each unit, whether selection keeps it, and where it sat when destroyed. */
export async function inventoryOf(db: Executor, disposalId: number) {
  const items = db
    .select({
      ...UNIT,
      item_id: archiveDisposalItems.id,
      keep: archiveDisposalItems.keep,
      item_position: archiveDisposalItems.position,
      destroyed_at: archiveDisposalItems.location_code,
    })
    .from(archiveDisposalItems)
    .innerJoin(archiveExpedients, eq(archiveExpedients.id, archiveDisposalItems.expedient_id))
    .$dynamic();
  const rows = await withUnitNames(items)
    .where(eq(archiveDisposalItems.disposal_id, disposalId))
    .orderBy(asc(archiveDisposalItems.position));
  return (await located(db, rows)).map(({ destroyed_at, ...row }) => ({
    ...row,
    location: row.location ?? destroyed_at,
  }));
}
export type InventoryItem = Awaited<ReturnType<typeof inventoryOf>>[number];
