/**
 * A tile that is a filtered list of a document module: its count, first rows and link are the
 * module's own list (`recordReads`) with the tile's URL query, so the tile counts exactly what the
 * list behind it shows, in the caller's scope. Records with a term get their traffic light.
 */
import { COUNT_LIMIT } from '@shared/pagination';
import type { PermissionKey } from '@shared/permissions';
import {
  type DashboardGroup,
  type DashboardRow,
  type DashboardTile as TileAnswer,
  type TrafficLight,
  trafficLight,
} from '@shared/schemas/dashboard';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { preparedRows } from '../../db/prepared';
import { orderBy, sortKey } from '../crud/list';
import type { RecordReads } from '../records/reads';
import type { DashboardTile, TileContext } from './tiles';

/** The part of a module's reads a tile needs. */
interface ListReads<Q extends z.ZodObject> {
  definition: Pick<
    RecordReads<PgTable & { id: PgColumn }, Q, unknown>,
    'table' | 'permissions' | 'scope' | 'query' | 'conditions' | 'sortable' | 'defaultSort'
  >;
}

interface TileBase {
  id: string;
  group: DashboardGroup;
  order: number;
  title: string | ((ctx: TileContext) => string);
  /** Default: the keys that read the list. */
  permissions?: readonly PermissionKey[];
  /** The app's list page (`/entries`); rows open `${path}/${id}`. */
  path: string;
  /** The list's URL query for this caller, or null when the tile does not apply to them. */
  query: (ctx: TileContext) => Record<string, string> | null;
  label: PgColumn | SQL;
  description: PgColumn | SQL;
  /** A calendar day: a date column, or `localDay(timestamp)`. */
  date?: PgColumn | SQL;
  /** How many rows to show (default 5). */
  rows?: number;
}

/** A tile that lists records; those with a term get their traffic light. */
interface ListingTile extends TileBase {
  /** The record's term, for its traffic light: its working days and its due date. */
  term?: { days: PgColumn; due: PgColumn };
  groupBy?: undefined;
}

/** A tile whose rows group the records (overdue by person); it has no traffic lights. */
interface GroupingTile extends TileBase {
  term?: undefined;
  /**
   * The group's key and name, and the list query that opens one group (`null` key: the records
   * without one).
   */
  groupBy: {
    key: PgColumn;
    name: SQL;
    none: string;
    open: (key: number | null) => Record<string, string>;
  };
}

export type ListTileSpec = ListingTile | GroupingTile;

export function listTile<Q extends z.ZodObject>(reads: ListReads<Q>, spec: ListTileSpec): DashboardTile {
  const def = reads.definition;
  return {
    id: spec.id,
    group: spec.group,
    order: spec.order,
    permissions: spec.permissions ?? def.permissions,
    async load(ctx) {
      const params = spec.query(ctx);
      if (params === null) return null;
      const query = def.query.parse(params) as z.output<Q> & { sort?: string };
      const table = def.table as PgTable & { id: PgColumn };
      const where = and(...def.conditions(query, ctx.caller), scopeAsFilter(def.scope(ctx.caller)));
      const found = spec.groupBy
        ? await loadGroups(ctx, table, where, spec.groupBy, spec.rows ?? 5)
        : await loadList(ctx, table, where, spec, orderOf(query.sort, def));
      const lightOf = (t: { days: unknown; due: unknown }): TrafficLight =>
        trafficLight({ term: Number(t.days), due: String(t.due) }, ctx.today, ctx.calendar);
      let n = 0;
      const lights: Record<TrafficLight, number> | null = spec.term ? { verde: 0, ambar: 0, rojo: 0 } : null;
      for (const t of found.terms) {
        n += Number(t.n);
        if (lights) lights[lightOf(t)] += Number(t.n);
      }
      const answer: TileAnswer = {
        id: spec.id,
        group: spec.group,
        title: typeof spec.title === 'string' ? spec.title : spec.title(ctx),
        count: Math.min(n, COUNT_LIMIT),
        capped: n > COUNT_LIMIT,
        link: `${spec.path}?${new URLSearchParams(params).toString()}`,
        rows: spec.groupBy
          ? (found.groups ?? []).map((g) => groupRow(spec.groupBy, spec.path, params, g))
          : found.rows.map(
              (r): DashboardRow => ({
                key: String(r.id),
                label: r.label,
                description: r.description,
                link: `${spec.path}/${r.id}`,
                date: r.date === null ? null : String(r.date),
                light: spec.term ? lightOf(r) : null,
                count: null,
              }),
            ),
        lights,
      };
      return answer;
    },
  };
}

/**
 * The scope as a filter of the records the tile's own conditions choose (what waits for the
 * caller, each answered by a small index). `is true` keeps the planner from using the scope's
 * GIN indexes: it would AND every record of the caller's office (tens of thousands) into the
 * bitmap of a partial index that answers a few hundred alone (docs/benchmarks.md, "The scope as
 * a filter"). A record whose scope is null is left out either way.
 */
function scopeAsFilter(scope: SQL | undefined): SQL | undefined {
  return scope && sql`(${scope}) is true`;
}

interface ListRow {
  id: number;
  label: string;
  description: string | null;
  date: unknown;
  days: unknown;
  due: unknown;
}

interface Found {
  /** How many records match (at most COUNT_LIMIT + 1), by term when they have one. */
  terms: { days: unknown; due: unknown; n: number }[];
  rows: ListRow[];
  groups?: { key: number | null; name: string | null; n: number }[];
}

interface Order {
  order: SQL[];
  key: PgColumn | SQL;
  direction: SQL;
}

function orderOf<Q extends z.ZodObject>(sort: string | undefined, def: ListReads<Q>['definition']): Order {
  const { column, descending } = sortKey(sort, def.sortable, def.defaultSort);
  const direction = descending ? sql`desc` : sql`asc`;
  return { order: orderBy(sort, def.sortable, def.defaultSort), key: column, direction };
}

/**
 * The count, its traffic lights and the first rows, in one statement when the count is under the
 * cap: any COUNT_LIMIT + 1 matches are the count (capped like the list's), and when there are no
 * more, the first rows are among them, read once. Only a capped tile asks for its first rows again,
 * in the list's order (docs/benchmarks.md, "One prepared statement per tile").
 */
async function loadList(
  ctx: TileContext,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  spec: ListingTile,
  { order, key, direction }: Order,
): Promise<Found> {
  const days = spec.term ? sql`${spec.term.days}` : sql`null::int`;
  const due = spec.term ? sql`${spec.term.due}::text` : sql`null::text`;
  const date = spec.date ? sql`(${spec.date})::text` : sql`null::text`;
  const limit = spec.rows ?? 5;
  // Rows null: the count is capped, and the first rows are read in the list's order.
  const [found] = (await preparedRows<{ terms: Found['terms']; rows: ListRow[] | null }>(
    ctx.db,
    sql`
    with m as materialized (
      select ${table.id} as id, ${key} as s, ${days} as days, ${due} as due
      from ${table} where ${where ?? sql`true`} limit ${COUNT_LIMIT + 1})
    select
      (select coalesce(json_agg(g), '[]') from (select days, due, count(*)::int as n from m group by days, due) g) as terms,
      case when (select count(*) from m) <= ${COUNT_LIMIT} then (select coalesce(json_agg(r order by r.k), '[]') from (
        select row_number() over (order by m.s ${direction}, m.id ${direction}) as k, m.id,
          ${spec.label} as label, ${spec.description} as description, ${date} as date, m.days, m.due
        from (select * from m order by s ${direction}, id ${direction} limit ${limit}) m
        join ${table} on ${table.id} = m.id) r) end as rows`,
  )) as [{ terms: Found['terms']; rows: ListRow[] | null }];
  if (found.rows !== null) return { terms: found.terms, rows: found.rows };
  // Not prepared: whether to walk the order's index depends on how many records the values match.
  const rows = (await ctx.db.execute(
    sql`select ${table.id} as id, ${spec.label} as label, ${spec.description} as description, ${date} as date,
      ${days} as days, ${due} as due
    from ${table} where ${where ?? sql`true`} order by ${sql.join(order, sql`, `)} limit ${limit}`,
  )) as unknown as { rows: ListRow[] };
  return { terms: found.terms, rows: rows.rows };
}

/** Rows that are groups (by the key alone: the name is looked up once per group, not per record). */
async function loadGroups(
  ctx: TileContext,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  groupBy: GroupingTile['groupBy'],
  rows: number,
): Promise<Found> {
  const groups = await preparedRows<{ key: number | null; name: string | null; n: number; total: number }>(
    ctx.db,
    sql`select ${groupBy.key} as key, ${groupBy.name} as name, count(*)::int as n, (sum(count(*)) over ())::int as total
    from ${table} where ${where ?? sql`true`} group by 1 order by 3 desc, 2 limit ${rows}`,
  );
  return { terms: [{ days: null, due: null, n: Number(groups[0]?.total ?? 0) }], rows: [], groups };
}

function groupRow(
  groupBy: GroupingTile['groupBy'],
  path: string,
  params: Record<string, string>,
  g: { key: number | null; name: string | null; n: number },
): DashboardRow {
  const key = g.key === null ? null : Number(g.key);
  const query = new URLSearchParams({ ...params, ...groupBy.open(key) });
  return {
    key: String(key ?? 'none'),
    label: g.name ?? groupBy.none,
    description: null,
    link: `${path}?${query.toString()}`,
    date: null,
    light: null,
    count: Number(g.n),
  };
}
