/**
 * A transfer's units as its page and its inventories show them: each with its series and
 * subseries, date range, folios, medium, where it sits (topographic code), its decision and, for a
 * box, the units inside it; and the linear metres each fills (archive-expedients.metres.ts).
 */
import { positionCode } from '@shared/schemas/archive';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { series, subseries } from '../../db/schema';
import { forIds } from '../../lib/records/children';
import { loadLocationTree } from '../physical-locations/physical-locations.service';
import { contentsOf, itemsOf } from './archive-transfers.units';

type Named = { id: number; code: string; name: string } | null;

export interface TransferUnit {
  item_id: number;
  transfer_id: number;
  position: number;
  decision: string | null;
  observation: string | null;
  id: number;
  code: string;
  title: string;
  kind: string;
  box_number: number | null;
  state: string;
  medium: string;
  date_from: string | null;
  date_to: string | null;
  folios: number;
  version: number;
  series: Named;
  subseries: Named;
  location: string | null;
  metres: number;
  contents: {
    id: number;
    code: string;
    title: string;
    kind: string;
    date_from: string | null;
    date_to: string | null;
    folios: number;
  }[];
}

async function namesOf(db: Executor, table: typeof series | typeof subseries, ids: number[]) {
  const rows = await forIds(ids, () =>
    db.select({ id: table.id, code: table.code, name: table.name }).from(table).where(inArray(table.id, ids)),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The units of some transfers, in order. */
export async function transferUnits(db: Executor, transferIds: readonly number[]): Promise<TransferUnit[]> {
  const items = await itemsOf(db, transferIds);
  if (items.length === 0) return [];
  const units = items.map((i) => i.unit);
  const ids = (pick: (u: (typeof units)[number]) => number | null) => [
    ...new Set(units.map(pick).filter((id): id is number => id !== null)),
  ];
  const [seriesById, subseriesById, inside, tree] = await Promise.all([
    namesOf(
      db,
      series,
      ids((u) => u.series_id),
    ),
    namesOf(
      db,
      subseries,
      ids((u) => u.subseries_id),
    ),
    contentsOf(
      db,
      units.filter((u) => u.kind === 'caja').map((u) => u.id),
    ),
    loadLocationTree(db),
  ]);
  return items.map(({ item, unit, metres }) => {
    const level = unit.location_id === null ? undefined : tree.get(unit.location_id);
    const contents = inside.filter((c) => c.container_id === unit.id);
    // A box's dates and folios are those of what it holds, when it holds documents of its own none.
    const dates = (pick: (c: (typeof contents)[number]) => string | null) =>
      contents
        .map(pick)
        .filter((d): d is string => d !== null)
        .sort();
    const date_from = unit.date_from ?? dates((c) => c.date_from)[0] ?? null;
    const date_to = unit.date_to ?? dates((c) => c.date_to).at(-1) ?? null;
    const folios = unit.folios + contents.reduce((sum, c) => sum + c.folios, 0);
    return {
      item_id: item.id,
      transfer_id: item.transfer_id,
      position: item.position,
      decision: item.decision,
      observation: item.observation,
      id: unit.id,
      code: unit.code,
      title: unit.title,
      kind: unit.kind,
      box_number: unit.box_number,
      state: unit.state,
      medium: unit.medium,
      date_from,
      date_to,
      folios,
      version: unit.version,
      series: unit.series_id === null ? null : (seriesById.get(unit.series_id) ?? null),
      subseries: unit.subseries_id === null ? null : (subseriesById.get(unit.subseries_id) ?? null),
      location: level && unit.position !== null ? `${level.topographic_code}-${positionCode(unit.position)}` : null,
      metres: Number(metres),
      contents: contents.map((c) => ({
        id: c.id,
        code: c.code,
        title: c.title,
        kind: c.kind,
        date_from: c.date_from,
        date_to: c.date_to,
        folios: c.folios,
      })),
    };
  });
}
