/**
 * Entry or output requests (one kind at a time, `request_kind`, entry by default) sent in the
 * period, by requesting office or by period: how many are in each state, and for the assigned
 * ones the working days from their registration in the queue (`submitted_at`: sent, or sent
 * again after an observation) to their assignment (reports.calendar.ts) — mean and 90th
 * percentile. Each number opens the requests list with its own filters.
 */

import type { ReportBucket, ReportRow } from '@shared/schemas/reports';
import { QUEUED_REQUEST_STATES } from '@shared/schemas/requests';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { requests } from '../../db/schema';
import { localDay, withinDays } from '../../lib/days';
import { requestScope } from '../requests/requests.scope';
import { ENTRY_REQUESTS, OUTPUT_REQUESTS } from '../requests/requests.service';
import { calendarStart, workingDayNumber } from './reports.calendar';
import { columnValues, count, days } from './reports.columns';
import type { ReportContext, ReportDefinition } from './reports.definition';
import { href, type Params } from './reports.filters';
import { officeLabels } from './reports.labels';
import { measuredByKey, periodKey, periodRows } from './reports.periods';

const STATES = ['observada', 'asignada', 'rechazada', 'cancelada', 'caducada'] as const;

const COLUMNS = [
  count('sent', 'Enviadas'),
  count('queued', 'En cola'),
  count('observada', 'Observadas'),
  count('asignada', 'Asignadas'),
  count('rechazada', 'Rechazadas'),
  count('cancelada', 'Canceladas'),
  count('caducada', 'Caducadas'),
  days('assign_mean', 'Días a asignar (media)'),
  days('assign_p90', 'Días a asignar (P90)'),
];

type Found = Record<(typeof STATES)[number] | 'sent' | 'queued', number> & {
  assign_mean: number | null;
  assign_p90: number | null;
};

const kindOf = (ctx: ReportContext) => (ctx.query.request_kind === 'output' ? OUTPUT_REQUESTS : ENTRY_REQUESTS);

/** The requests the report counts: the module's own scope, sent in the period, of the office. */
function conditions(ctx: ReportContext): SQL | undefined {
  const { query } = ctx;
  return and(
    requestScope(kindOf(ctx))(ctx.caller),
    withinDays(requests.submitted_at, query.from, query.to),
    query.office_id ? eq(requests.requesting_office_id, query.office_id) : undefined,
  );
}

async function run(ctx: ReportContext) {
  const { query } = ctx;
  const where = conditions(ctx) ?? sql`true`;
  const bucket: ReportBucket = query.bucket ?? 'month';
  const key = query.by === 'period' ? periodKey(sql`${requests.submitted_at}`, bucket) : requests.requesting_office_id;
  // The calendar covers the submission of the oldest assigned request up to today.
  const from = await calendarStart(
    ctx.db,
    sql`select min(${localDay(sql`${requests.submitted_at}`)})::text as day from ${requests} where ${where} and ${requests.state} = 'asignada'`,
    query.from,
    ctx.today,
  );
  const measures = sql`count(*)::int as sent,
    (count(*) filter (where state in (${sql.join(
      QUEUED_REQUEST_STATES.map((s) => sql`${s}`),
      sql`, `,
    )})))::int as queued,
    ${sql.join(
      STATES.map((s) => sql`(count(*) filter (where state = ${s}))::int as ${sql.identifier(s)}`),
      sql`, `,
    )},
    avg(w)::float8 as assign_mean, percentile_cont(0.9) within group (order by w) as assign_p90`;
  const n = workingDayNumber(from, ctx.today, ctx.calendar);
  const { found, whole } = await measuredByKey<Found>(
    ctx.db,
    sql`select (${key})::text as key, ${requests.state} as state,
        case when ${requests.state} = 'asignada'
          then ${n(localDay(sql`${requests.assigned_at}`))} - ${n(localDay(sql`${requests.submitted_at}`))} end as w
      from ${requests}
      where ${where}`,
    measures,
  );

  const list = `/${kindOf(ctx).resource}`;
  const links = (group: Params): ReportRow['links'] => {
    const base = { from: query.from, to: query.to, office_id: query.office_id, ...group };
    const assigned = href(list, { ...base, state: 'asignada' });
    return {
      sent: href(list, base),
      queued: href(list, { ...base, queue: 'true' }),
      ...Object.fromEntries(STATES.map((s) => [s, href(list, { ...base, state: s })])),
      assign_mean: assigned,
      assign_p90: assigned,
    };
  };
  const values = (r: Found | undefined) => columnValues(COLUMNS, r);

  let rows: ReportRow[];
  if (query.by === 'period') {
    rows = periodRows(query, bucket, found, values, links);
  } else {
    const labels = await officeLabels(ctx.db, [...found.keys()].map(Number));
    rows = [...found.entries()]
      .map(([id, r]) => ({
        label: labels.get(Number(id)) ?? id,
        values: values(r),
        links: links({ office_id: Number(id) }),
      }))
      .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  }
  return {
    columns: COLUMNS,
    rows,
    totals: { label: 'Total', values: values(whole), links: links({}) },
    chart: { series: ['queued', ...STATES], stacked: true },
  };
}

export const requestsReport: ReportDefinition = { slug: 'requests', defaultBy: 'office', defaultPeriod: true, run };
