/**
 * The shelf space units fill, in linear metres, defined once for the transfers, the disposals and
 * the archive report: a standard archive box 0.12 (AGN, 12 cm spine), a binder 0.08, any other
 * unit by its paper (about 10,000 folios a metre, rounded to the centimetre), at least 0.01. A
 * unit kept inside a box takes no shelf space of its own: its box does.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveExpedients } from '../../db/schema';

type Units = typeof archiveExpedients;

/** One unit's metres, exact (numeric). */
const metresOf = (unit: Units): SQL =>
  sql`(case when ${unit.container_id} is not null then 0
    when ${unit.kind} = 'caja' then 0.12 when ${unit.kind} = 'archivador' then 0.08
    else greatest(0.01, round(${unit.folios} / 100.0) / 100) end)`;

/** One unit's metres, as a number (a select field). */
export const unitMetres = (unit: Units = archiveExpedients): SQL<number> => sql<number>`${metresOf(unit)}::float8`;

/** The metres of the units a query groups (an aggregate), rounded to the centimetre. */
export const sumMetres = (unit: Units = archiveExpedients): SQL<number> =>
  sql<number>`round(coalesce(sum(${metresOf(unit)}), 0), 2)::float8`;

/** The metres of some units together. */
export async function metresOfUnits(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ metres: sumMetres() })
    .from(archiveExpedients)
    .where(inArray(archiveExpedients.id, [...ids]));
  return Number(row?.metres ?? 0);
}
