/**
 * The central archive's holdings today: units (boxes, expedients…) and the linear metres they
 * fill by series, by producing office or by shelf; units whose retention is over (the expedients
 * list's own `retention_due` filter, so each number is exactly that list); loans out and overdue
 * by the office owning the item; and by shelf, the positions of its levels and how many are
 * occupied. Counted with the expedients list's own conditions and scope, so every link opens
 * the units behind its number.
 */
import { can } from '@shared/permissions';
import type { ReportColumn, ReportRow } from '@shared/schemas/reports';
import { and, type SQL, sql } from 'drizzle-orm';
import { archiveExpedients, archiveTemporaryPermissions, physicalLocations, series } from '../../db/schema';
import { expedientScope } from '../archive-expedients/archive-expedients.scope';
import {
  expedientListConditions as expedientFilters,
  expedientListQuery,
  sumMetres,
} from '../archive-expedients/archive-expedients.service';
import { permissionScope } from '../archive-temporary-permissions/archive-temporary-permissions.scope';
import {
  permissionListConditions as permissionFilters,
  permissionListQuery,
} from '../archive-temporary-permissions/archive-temporary-permissions.service';
import { count, decimal, metres } from './reports.columns';
import type { ReportContext, ReportDefinition } from './reports.definition';
import { href, type Params } from './reports.filters';
import { officeLabels } from './reports.labels';

const HOLDINGS: ReportColumn[] = [
  count('units', 'Unidades'),
  count('boxes', 'Cajas'),
  count('expedients', 'Expedientes'),
  metres('metres', 'Metros lineales'),
  count('retention_due', 'Retención cumplida'),
];
const LOANS: ReportColumn[] = [count('loans', 'Préstamos vigentes'), count('overdue', 'Préstamos vencidos')];
const SHELVES: ReportColumn[] = [
  count('capacity', 'Posiciones'),
  count('occupied', 'Ocupadas'),
  decimal('occupancy', '% de ocupación'),
];

type Holding = {
  key: string | null;
  units: number;
  boxes: number;
  expedients: number;
  metres: number;
  retention_due: number;
};

const EXPEDIENTS = '/archive-central/expedients';
const LOANS_LIST = '/archive-central/permissions';

/** The report's office as the lists' query text has it (their ids are parsed from a URL). */
const officeParam = (ctx: ReportContext) =>
  ctx.query.office_id === undefined ? undefined : String(ctx.query.office_id);

/** The units of the expedients list with `filters`, in the caller's scope, not yet destroyed. */
function units(ctx: ReportContext, filters: Record<string, string | undefined>): SQL | undefined {
  const query = expedientListQuery.parse({ office_id: officeParam(ctx), ...filters });
  return and(expedientScope(ctx.caller), sql`${archiveExpedients.state} <> 'eliminado'`, ...expedientFilters(query));
}

async function holdings(ctx: ReportContext, key: SQL): Promise<Map<string, Holding>> {
  const due = units(ctx, { retention_due: 'true' }) ?? sql`true`;
  const rows = (await ctx.db
    .select({
      key: sql<string | null>`(${key})::text`,
      units: sql<number>`count(*)::int`,
      boxes: sql<number>`(count(*) filter (where ${archiveExpedients.kind} = 'caja'))::int`,
      expedients: sql<number>`(count(*) filter (where ${archiveExpedients.kind} = 'expediente'))::int`,
      metres: sumMetres(),
      retention_due: sql<number>`(count(*) filter (where ${due}))::int`,
    })
    .from(archiveExpedients)
    .leftJoin(sql`${physicalLocations} lv`, sql`lv.id = ${archiveExpedients.location_id}`)
    .leftJoin(sql`${physicalLocations} bd`, sql`bd.id = lv.parent_id`)
    .where(units(ctx, {}))
    .groupBy(sql`1`)) as Holding[];
  return new Map(rows.map((r) => [r.key ?? '', r]));
}

async function loans(ctx: ReportContext): Promise<Map<string, { loans: number; overdue: number }>> {
  const filters = (extra: Record<string, string>) =>
    and(
      permissionScope(ctx.caller),
      ...permissionFilters(permissionListQuery.parse({ item_office_id: officeParam(ctx), ...extra })),
    ) ?? sql`true`;
  const overdue = filters({ overdue: 'true' });
  const rows = await ctx.db
    .select({
      key: sql<string | null>`(${archiveTemporaryPermissions.item_office_id})::text`,
      loans: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${overdue}))::int`,
    })
    .from(archiveTemporaryPermissions)
    .where(filters({ state: 'vigente' }))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.key ?? '', { loans: Number(r.loans), overdue: Number(r.overdue) }]));
}

/** Every shelf (estante) with its levels' positions, and the topographic code as its name. */
async function shelves(ctx: ReportContext) {
  const result = (await ctx.db.execute(sql`
    select es.id::text as key, concat_ws('-', b.code, d.code, es.code) as label,
      coalesce(sum(lv.capacity), 0)::int as capacity
    from ${physicalLocations} es
    left join ${physicalLocations} d on d.id = es.parent_id
    left join ${physicalLocations} b on b.id = d.parent_id
    left join ${physicalLocations} bd on bd.parent_id = es.id
    left join ${physicalLocations} lv on lv.parent_id = bd.id and lv.kind = 'nivel'
    where es.kind = 'estante'
    group by es.id, b.code, d.code, es.code
    order by 2`)) as unknown as { rows: { key: string; label: string; capacity: number }[] };
  return result.rows;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

async function run(ctx: ReportContext) {
  const { query } = ctx;
  const keys: Record<string, SQL> = {
    series: sql`${archiveExpedients.series_id}`,
    office: sql`${archiveExpedients.office_id}`,
    location: sql`bd.parent_id`,
  };
  const found = await holdings(ctx, keys[query.by]!);
  const byOffice = query.by === 'office';
  const lent = byOffice ? await loans(ctx) : null;
  const param = { series: 'series_id', office: 'office_id', location: 'location_id' }[query.by as string]!;

  const links = (group: Params): ReportRow['links'] => {
    const list = (extra: Params = {}) => href(EXPEDIENTS, { office_id: query.office_id, ...group, ...extra });
    const loansOf = (extra: Params) =>
      href(LOANS_LIST, { item_office_id: group.office_id ?? query.office_id, ...extra });
    return {
      units: list(),
      boxes: list({ kind: 'caja' }),
      expedients: list({ kind: 'expediente' }),
      metres: list(),
      retention_due: list({ retention_due: 'true' }),
      loans: loansOf({ state: 'vigente' }),
      overdue: loansOf({ overdue: 'true' }),
      occupied: list({ placed: 'true' }),
    };
  };
  const held = (h: Holding | undefined) => ({
    units: Number(h?.units ?? 0),
    boxes: Number(h?.boxes ?? 0),
    expedients: Number(h?.expedients ?? 0),
    metres: round(Number(h?.metres ?? 0), 2),
    retention_due: Number(h?.retention_due ?? 0),
  });

  const rows: ReportRow[] = [];
  if (query.by === 'location') {
    const occupied = await placedUnits(ctx);
    for (const shelf of await shelves(ctx)) {
      const h = found.get(shelf.key);
      if (!h && !can(ctx.caller.permissions, ['physical-locations-index'])) continue;
      const taken = occupied.get(shelf.key) ?? 0;
      rows.push({
        label: shelf.label,
        values: {
          ...held(h),
          capacity: shelf.capacity,
          occupied: taken,
          occupancy: shelf.capacity ? round((taken / shelf.capacity) * 100, 1) : null,
        },
        links: links({ location_id: Number(shelf.key) }),
      });
    }
    const unplaced = found.get('');
    if (unplaced)
      rows.push({
        label: 'Sin ubicar',
        values: { ...held(unplaced), capacity: null, occupied: null, occupancy: null },
        links: links({ placed: 'false' }),
      });
  } else {
    const ids = [...new Set([...found.keys(), ...(lent?.keys() ?? [])])];
    const labels = byOffice ? await officeLabels(ctx.db, ids.map(Number)) : await seriesLabels(ctx, ids.map(Number));
    for (const id of ids)
      rows.push({
        label: id === '' ? (byOffice ? 'Sin oficina' : 'Sin serie') : (labels.get(Number(id)) ?? id),
        values: { ...held(found.get(id)), ...(lent && (lent.get(id) ?? { loans: 0, overdue: 0 })) },
        links: links(id === '' ? {} : { [param]: Number(id) }),
      });
    rows.sort((a, b) => a.label.localeCompare(b.label, 'es'));
  }

  const sum = (key: string) => rows.reduce((total, r) => total + (r.values[key] ?? 0), 0);
  const columns = [...HOLDINGS, ...(byOffice ? LOANS : []), ...(query.by === 'location' ? SHELVES : [])];
  const totals: Record<string, number | null> = Object.fromEntries(columns.map((c) => [c.key, sum(c.key)]));
  totals.metres = round(totals.metres ?? 0, 2);
  if (query.by === 'location')
    totals.occupancy = totals.capacity ? round(((totals.occupied ?? 0) / totals.capacity) * 100, 1) : null;
  return {
    columns,
    rows,
    totals: { label: 'Total', values: totals, links: links({}) },
    chart:
      query.by === 'location'
        ? { series: ['capacity', 'occupied'], stacked: false }
        : { series: ['boxes', 'expedients'], stacked: false },
  };
}

/** Units on a shelf's levels (occupied positions), by shelf. */
async function placedUnits(ctx: ReportContext): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ key: sql<string>`bd.parent_id::text`, n: sql<number>`count(*)::int` })
    .from(archiveExpedients)
    .innerJoin(sql`${physicalLocations} lv`, sql`lv.id = ${archiveExpedients.location_id}`)
    .innerJoin(sql`${physicalLocations} bd`, sql`bd.id = lv.parent_id`)
    .where(units(ctx, {}))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

async function seriesLabels(ctx: ReportContext, ids: number[]) {
  const wanted = ids.filter((id) => !Number.isNaN(id) && id > 0);
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await ctx.db
    .select({ id: series.id, code: series.code, name: series.name })
    .from(series)
    .where(
      sql`${series.id} in (${sql.join(
        wanted.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((s) => [s.id, `${s.code} - ${s.name}`]));
}

export const archiveReport: ReportDefinition = { slug: 'archive', defaultBy: 'series', defaultPeriod: false, run };
