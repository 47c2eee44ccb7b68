/**
 * The location tree as the archivist reads it: each node's topographic code (its path of codes),
 * the positions it holds (the capacity of the levels under it) and how many of them are taken.
 * Computed from the rows, never stored, so moving or recoding a node changes every code under it
 * at once. A building's tree is a few thousand nodes at most: one read of the table.
 */
import { type LocationKind, positionCode } from '@shared/schemas/archive';
import { asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveExpedients, physicalLocations } from '../../db/schema';

export interface LocationNode {
  id: number;
  parent_id: number | null;
  kind: LocationKind;
  code: string;
  name: string | null;
  /** Positions of this level (levels only). */
  capacity: number | null;
  topographic_code: string;
  /** Ids from the root down to this node, itself included. */
  path: number[];
  /** Positions of every level under (or being) this node. */
  capacity_total: number;
  /** Units placed in those positions. */
  occupied: number;
}

export type LocationTree = Map<number, LocationNode>;

export async function loadLocationTree(db: Executor): Promise<LocationTree> {
  const rows = await db
    .select({
      id: physicalLocations.id,
      parent_id: physicalLocations.parent_id,
      kind: physicalLocations.kind,
      code: physicalLocations.code,
      name: physicalLocations.name,
      capacity: physicalLocations.capacity,
    })
    .from(physicalLocations)
    .orderBy(asc(physicalLocations.id));
  const placed = await db
    .select({ location_id: archiveExpedients.location_id, units: count() })
    .from(archiveExpedients)
    .where(isNotNull(archiveExpedients.location_id))
    .groupBy(archiveExpedients.location_id);
  const unitsAt = new Map(placed.map((p) => [p.location_id!, p.units]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const tree: LocationTree = new Map();

  const build = (id: number): LocationNode => {
    const known = tree.get(id);
    if (known) return known;
    const row = byId.get(id)!;
    const parent = row.parent_id === null ? null : build(row.parent_id);
    const node: LocationNode = {
      ...row,
      kind: row.kind as LocationKind,
      topographic_code: parent ? `${parent.topographic_code}-${row.code}` : row.code,
      path: parent ? [...parent.path, row.id] : [row.id],
      capacity_total: 0,
      occupied: 0,
    };
    tree.set(id, node);
    return node;
  };
  for (const row of rows) build(row.id);
  for (const node of tree.values()) {
    const capacity = node.kind === 'nivel' ? (node.capacity ?? 0) : 0;
    const units = unitsAt.get(node.id) ?? 0;
    for (const id of node.path) {
      const holder = tree.get(id)!;
      holder.capacity_total += capacity;
      holder.occupied += units;
    }
  }
  return tree;
}

/**
 * The topographic codes of some nodes only (`A-D1-E02-C1-N3`), walking up from each: what a page
 * of units shows, without reading the whole tree and its occupancy.
 */
export async function topographicCodes(db: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = (await db.execute(sql`
    with recursive up(start, parent_id, code, depth) as (
      select id, parent_id, code, 0 from ${physicalLocations} where ${inArray(physicalLocations.id, wanted)}
      union all
      select up.start, p.parent_id, p.code, up.depth + 1 from ${physicalLocations} p join up on p.id = up.parent_id
    )
    select start, string_agg(code, '-' order by depth desc) as code from up group by start`)) as unknown as {
    rows: { start: number; code: string }[];
  };
  return new Map(rows.rows.map((r) => [Number(r.start), r.code]));
}

/** The nodes in reading order: each one after its parent, siblings by code (natural order). */
export function treeOrder(tree: LocationTree): LocationNode[] {
  return [...tree.values()].sort((a, b) =>
    a.topographic_code.localeCompare(b.topographic_code, 'es', { numeric: true }),
  );
}

/** The nodes under `id` (itself included), in reading order. */
export function subtree(tree: LocationTree, id: number): LocationNode[] {
  return treeOrder(tree).filter((node) => node.path.includes(id));
}

export interface Position {
  location_id: number;
  position: number;
  code: string;
  topographic_code: string;
  unit: { id: number; code: string; title: string; kind: string; box_number: number | null } | null;
}

/** Every position of a level, taken or free. */
export async function levelPositions(db: Executor, level: LocationNode): Promise<Position[]> {
  const units = await db
    .select({
      id: archiveExpedients.id,
      code: archiveExpedients.code,
      title: archiveExpedients.title,
      kind: archiveExpedients.kind,
      box_number: archiveExpedients.box_number,
      position: archiveExpedients.position,
    })
    .from(archiveExpedients)
    .where(eq(archiveExpedients.location_id, level.id));
  const at = new Map(units.map(({ position, ...unit }) => [position, unit]));
  return Array.from({ length: level.capacity ?? 0 }, (_, i) => {
    const position = i + 1;
    return {
      location_id: level.id,
      position,
      code: positionCode(position),
      topographic_code: `${level.topographic_code}-${positionCode(position)}`,
      unit: at.get(position) ?? null,
    };
  });
}

/** The first free position under `id`: the first level in reading order with room, its lowest free slot. */
export async function nextFreePosition(db: Executor, tree: LocationTree, id: number): Promise<Position | null> {
  for (const node of subtree(tree, id)) {
    if (node.kind !== 'nivel' || node.occupied >= node.capacity_total) continue;
    const free = (await levelPositions(db, node)).find((p) => p.unit === null);
    if (free) return free;
  }
  return null;
}
