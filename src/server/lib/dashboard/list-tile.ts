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
  /** The record's term, for its traffic light: when it started (a date-time), its working days and due date. */
  term?: { start: PgColumn; days: PgColumn; due: PgColumn };
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
      const where = and(def.scope(ctx.caller), ...def.conditions(query, ctx.caller));
      const table = def.table as PgTable & { id: PgColumn };
      const matches = ctx.db
        .select({ one: sql`1` })
        .from(table)
        .where(where)
        .limit(COUNT_LIMIT + 1);
      const term = spec.term && {
        start: sql<string>`to_char(${spec.term.start} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`,
        days: sql<number>`${spec.term.days}`,
        due: sql<string>`${spec.term.due}::text`,
      };
      const [[counted], rows, terms, groups] = await Promise.all([
        ctx.db.select({ n: count() }).from(matches.as('matches')),
        ctx.db
          .select({
            id: table.id,
            label: sql<string>`${spec.label}`,
            description: sql<string | null>`${spec.description}`,
            date: spec.date ? sql<string | null>`(${spec.date})::text` : sql<null>`null`,
            start: term ? term.start : sql<null>`null`,
            days: term ? term.days : sql<null>`null`,
            due: term ? term.due : sql<null>`null`,
          })
          .from(table)
          .where(where)
          .orderBy(...orderBy(query.sort, def.sortable, def.defaultSort))
          .limit(spec.rows ?? 5),
        term
          ? ctx.db
              .select({ start: term.start, days: term.days, due: term.due })
              .from(table)
              .where(where)
              .limit(COUNT_LIMIT)
          : Promise.resolve(null),
        spec.groupBy
          ? ctx.db
              .select({
                key: sql<number | null>`${spec.groupBy.key}`,
                name: sql<string | null>`${spec.groupBy.name}`,
                n: sql<number>`count(*)::int`,
              })
              .from(table)
              .where(where)
              .groupBy(sql`1, 2`)
              .orderBy(sql`3 desc, 2`)
              .limit(spec.rows ?? 5)
          : Promise.resolve(null),
      ]);
      const n = counted?.n ?? 0;
      const lightOf = (t: { start: unknown; days: unknown; due: unknown }): TrafficLight =>
        trafficLight({ start: String(t.start), term: Number(t.days), due: String(t.due) }, ctx.today, ctx.calendar);
      let lights: Record<TrafficLight, number> | null = null;
      if (terms) {
        lights = { verde: 0, ambar: 0, rojo: 0 };
        for (const t of terms) lights[lightOf(t)]++;
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
