/**
 * Deliveries: the copies on the delivery controls dispatched (en ruta or closed) and scheduled in
 * the period, by final result, by return reason (the returned ones), by period or by the office
 * that prepared the control — delivered, returned and pending copies, the courier's visits, and
 * the working days from the dispatch to the delivery (reports.calendar.ts). Each number opens the
 * controls list holding those copies.
 */
import { ITEM_RESULTS } from '@shared/schemas/delivery';
import type { ReportBucket, ReportRow } from '@shared/schemas/reports';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { deliveryAttempts, deliveryControls, deliveryItems } from '../../db/schema';
import { localDay } from '../../lib/days';
import { getSettings } from '../../lib/settings/settings';
import { controlScope } from '../delivery-controls/delivery-controls.scope';
import { calendarStart, workingDayNumber } from './reports.calendar';
import { columnValues, count, days, decimal } from './reports.columns';
import type { ReportContext, ReportDefinition } from './reports.definition';
import { href, type Params } from './reports.filters';
import { officeLabels } from './reports.labels';
import { measuredByKey, periodKey, periodRows } from './reports.periods';

const COLUMNS = [
  count('copies', 'Copias'),
  count('delivered', 'Entregadas'),
  count('returned', 'Devueltas'),
  count('pending', 'Pendientes'),
  count('visits', 'Visitas'),
  decimal('visits_mean', 'Visitas por copia'),
  days('days_mean', 'Días a entregar (media)'),
  days('days_p90', 'Días a entregar (P90)'),
];

type Found = Record<(typeof COLUMNS)[number]['key'], number | null>;

/** The copies the report counts: the controls' own scope, dispatched, scheduled in the period. */
function conditions(ctx: ReportContext): SQL | undefined {
  const { query } = ctx;
  return and(
    controlScope(ctx.caller),
    sql`${deliveryControls.state} in ('en_ruta', 'cerrada')`,
    query.from ? sql`${deliveryControls.scheduled_date} >= ${query.from}::date` : undefined,
    query.to ? sql`${deliveryControls.scheduled_date} <= ${query.to}::date` : undefined,
    query.office_id ? eq(deliveryControls.office_id, query.office_id) : undefined,
    query.delivery_kind ? eq(deliveryControls.kind, query.delivery_kind) : undefined,
    ctx.query.by === 'reason' ? eq(deliveryItems.result, 'devuelto') : undefined,
  );
}

async function run(ctx: ReportContext) {
  const { query } = ctx;
  const bucket: ReportBucket = query.bucket ?? 'month';
  const where = conditions(ctx) ?? sql`true`;
  const keys: Record<string, SQL> = {
    result: sql`${deliveryItems.result}`,
    reason: sql`f.reason_code`,
    period: periodKey(sql`${deliveryControls.scheduled_date}`, bucket, false),
    office: sql`${deliveryControls.office_id}`,
  };
  // The final visit of each copy (delivered or returned): when and why.
  const final = sql`left join lateral (
      select ${deliveryAttempts.at} as at, ${deliveryAttempts.reason_code} as reason_code from ${deliveryAttempts}
      where ${deliveryAttempts.item_id} = ${deliveryItems.id} and ${deliveryAttempts.result} in ('entregado', 'devuelto')
      order by ${deliveryAttempts.visit} desc limit 1) f on true`;
  const from = sql`from ${deliveryItems} join ${deliveryControls} on ${deliveryControls.id} = ${deliveryItems.control_id}`;
  // The calendar covers the oldest dispatch up to today.
  const start = await calendarStart(
    ctx.db,
    sql`select min(${localDay(sql`${deliveryControls.dispatched_at}`)})::text as day ${from} where ${where}`,
    query.from,
    ctx.today,
  );
  const measures = sql`count(*)::int as copies,
    (count(*) filter (where result = 'entregado'))::int as delivered,
    (count(*) filter (where result = 'devuelto'))::int as returned,
    (count(*) filter (where result = 'pendiente'))::int as pending,
    coalesce(sum(visits), 0)::int as visits, avg(visits)::float8 as visits_mean,
    avg(w)::float8 as days_mean, percentile_cont(0.9) within group (order by w) as days_p90`;
  const n = workingDayNumber(start, ctx.today, ctx.calendar);
  const { found, whole } = await measuredByKey<Found>(
    ctx.db,
    sql`select (${keys[query.by]!})::text as key, ${deliveryItems.result} as result, ${deliveryItems.visits} as visits,
        case when ${deliveryItems.result} = 'entregado'
          then ${n(localDay(sql`f.at`))} - ${n(localDay(sql`${deliveryControls.dispatched_at}`))} end as w
      ${from} ${final}
      where ${where}`,
    measures,
  );

  const links = (group: Params): ReportRow['links'] => {
    const base = {
      from: query.from,
      to: query.to,
      kind: query.delivery_kind,
      office_id: query.office_id,
      ...(query.by === 'reason' && { item_result: 'devuelto' }),
      ...group,
    };
    const list = (extra: Params = {}) => href('/delivery-controls', { ...base, ...extra });
    const delivered = list({ item_result: 'entregado' });
    return {
      copies: list(),
      delivered,
      returned: list({ item_result: 'devuelto' }),
      pending: list({ item_result: 'pendiente' }),
      visits: list(),
      visits_mean: list(),
      days_mean: delivered,
      days_p90: delivered,
    };
  };
  const values = (r: Found | undefined) => columnValues(COLUMNS, r);

  let rows: ReportRow[];
  if (query.by === 'period') {
    rows = periodRows(query, bucket, found, values, links);
  } else {
    const named = await names(ctx, [...found.keys()]);
    const param = { result: 'item_result', reason: 'return_reason', office: 'office_id' }[query.by as string]!;
    const order: string[] = Object.keys(ITEM_RESULTS);
    rows = [...found.entries()]
      .sort(([a, ra], [b, rb]) =>
        query.by === 'result'
          ? order.indexOf(a) - order.indexOf(b)
          : Number(rb.copies) - Number(ra.copies) || (named.get(a) ?? a).localeCompare(named.get(b) ?? b, 'es'),
      )
      .map(([key, r]) => ({ label: named.get(key) ?? key, values: values(r), links: links({ [param]: key }) }));
  }
  return {
    columns: COLUMNS,
    rows,
    totals: { label: 'Total', values: values(whole), links: links({}) },
    chart: { series: ['delivered', 'returned', 'pending'], stacked: true },
  };
}

/** The rows' names: a result's or a return reason's (Configuración), an office's. */
async function names(ctx: ReportContext, keys: string[]): Promise<Map<string, string>> {
  if (ctx.query.by === 'result') return new Map(Object.entries(ITEM_RESULTS));
  if (ctx.query.by === 'reason') {
    const reasons = (await getSettings(ctx.db)).delivery.return_reasons;
    return new Map(reasons.map((r) => [r.code, r.name]));
  }
  const labels = await officeLabels(ctx.db, keys.map(Number));
  return new Map(keys.map((k) => [k, k === '' ? 'Sin oficina' : (labels.get(Number(k)) ?? k)]));
}

export const deliveryReport: ReportDefinition = { slug: 'delivery', defaultBy: 'result', defaultPeriod: true, run };
