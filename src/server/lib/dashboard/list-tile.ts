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
import { TIME_ZONE } from '@shared/working-days';
import { and, count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { orderBy } from '../crud/list';
import type { RecordReads } from '../records/reads';
import type { DashboardTile, TileContext } from './tiles';

/** The part of a module's reads a tile needs. */
interface ListReads<Q extends z.ZodObject> {
  definition: Pick<
    RecordReads<PgTable & { id: PgColumn }, Q, unknown>,
    'table' | 'permissions' | 'scope' | 'query' | 'conditions' | 'sortable' | 'defaultSort'
  >;
}

/** A date-time as the calendar day it fell on in the organisation's time zone (for a row's `date`). */
export const localDay = (column: PgColumn) => sql`(${column} at time zone ${TIME_ZONE})::date`;

export interface ListTileSpec {
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
  /** The record's term, for its traffic light: its working days and its due date. */
  term?: { days: PgColumn; due: PgColumn };
  /** How many rows to show (default 5). */
  rows?: number;
  /**
   * Rows that group the records (overdue by person) instead of listing them: the group's key and
   * name, and the list query that opens one group (`null` key: the records without one).
   */
  groupBy?: {
    key: PgColumn;
    name: SQL;
    none: string;
    open: (key: number | null) => Record<string, string>;
  };
}

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
      const term = spec.term && {
        days: sql<number>`${spec.term.days}`,
        due: sql<string>`${spec.term.due}::text`,
      };
      // A grouped tile without terms counts in its groups' statement (a window over every group).
      const countedInGroups = spec.groupBy !== undefined && !term;
      const [terms, rows, groups] = await Promise.all([
        // The count (capped like the list's), by term when the records have one: one statement
        // gives both the count and the traffic lights.
        countedInGroups ? Promise.resolve(null) : countTerms(ctx, table, where, term),
        spec.groupBy
          ? Promise.resolve([])
          : ctx.db
              .select({
                id: table.id,
                label: sql<string>`${spec.label}`,
                description: sql<string | null>`${spec.description}`,
                date: spec.date ? sql<string | null>`(${spec.date})::text` : sql<null>`null`,
                days: term ? term.days : sql<null>`null`,
                due: term ? term.due : sql<null>`null`,
              })
              .from(table)
              .where(where)
              .orderBy(...orderBy(query.sort, def.sortable, def.defaultSort))
              .limit(spec.rows ?? 5),
        spec.groupBy
          ? ctx.db
              .select({
                key: sql<number | null>`${spec.groupBy.key}`,
                name: sql<string | null>`${spec.groupBy.name}`,
                n: sql<number>`count(*)::int`,
                total: sql<number>`(sum(count(*)) over ())::int`,
              })
              .from(table)
              .where(where)
              // By the key alone: the name is looked up once per group, not once per record.
              .groupBy(sql`1`)
              .orderBy(sql`3 desc, 2`)
              .limit(spec.rows ?? 5)
          : Promise.resolve(null),
      ]);
      const lightOf = (t: { days: unknown; due: unknown }): TrafficLight =>
        trafficLight({ term: Number(t.days), due: String(t.due) }, ctx.today, ctx.calendar);
      let n = 0;
      const lights: Record<TrafficLight, number> | null = term ? { verde: 0, ambar: 0, rojo: 0 } : null;
      for (const t of terms ?? [{ days: null, due: null, n: Number(groups?.[0]?.total ?? 0) }]) {
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
        rows: groups
          ? groups.map((g) => groupRow(spec, params, g))
          : rows.map(
              (r): DashboardRow => ({
                key: String(r.id),
                label: r.label,
                description: r.description,
                link: `${spec.path}/${r.id}`,
                date: r.date === null ? null : String(r.date),
                light: term ? lightOf(r) : null,
                count: null,
              }),
            ),
        lights,
      };
      return answer;
    },
  };
}

type Term = { days: SQL<number>; due: SQL<string> };

/**
 * The scope as a filter of the records the tile's own conditions choose (what waits for the
 * caller, each answered by a small index). `is true` keeps the planner from using the scope's
 * GIN indexes: it would AND every record of the caller's office (tens of thousands) into the
 * bitmap of a partial index that answers a few hundred alone (docs/benchmarks.md, "Tablero,
 * 2026-11-27"). A record whose scope is null is left out either way.
 */
function scopeAsFilter(scope: SQL | undefined): SQL | undefined {
  return scope && sql`(${scope}) is true`;
}

/** How many records match (at most COUNT_LIMIT + 1), grouped by their term when they have one. */
function countTerms(
  ctx: TileContext,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  term: Term | undefined,
): Promise<{ days: unknown; due: unknown; n: number }[]> {
  const part = (value: SQL | undefined, name: string) => sql`${value ?? sql`null`}`.as(name);
  const matches = ctx.db
    .select({ days: part(term?.days, 'days'), due: part(term?.due, 'due') })
    .from(table)
    .where(where)
    .limit(COUNT_LIMIT + 1)
    .as('matches');
  return ctx.db
    .select({ days: matches.days, due: matches.due, n: count() })
    .from(matches)
    .groupBy(matches.days, matches.due);
}

function groupRow(
  spec: ListTileSpec,
  params: Record<string, string>,
  g: { key: number | null; name: string | null; n: number },
): DashboardRow {
  const key = g.key === null ? null : Number(g.key);
  const query = new URLSearchParams({ ...params, ...spec.groupBy!.open(key) });
  return {
    key: String(key ?? 'none'),
    label: g.name ?? spec.groupBy!.none,
    description: null,
    link: `${spec.path}?${query.toString()}`,
    date: null,
    light: null,
    count: Number(g.n),
  };
}
