/**
 * Attention time: for the entries received in the period and attended (`attended_at`, the first
 * `attend` or reply; archived ones were attended first), the working days from the day they
 * were received to the day they were attended — mean, median and 90th percentile by office
 * (destination), person (responsible) or entry type. Days counted as in reports.calendar.ts, in
 * SQL against the calendar of the period.
 */
import type { ReportRow } from '@shared/schemas/reports';
import { sql } from 'drizzle-orm';
import { entries } from '../../db/schema';
import { calendarTable } from './reports.calendar';
import type { ReportContext, ReportDefinition } from './reports.definition';
import { entriesLink, entryConditions, limaDay } from './reports.filters';
import { entryTypeLabels, officeLabels, personLabels, UNASSIGNED } from './reports.labels';

const COLUMNS = [
  { key: 'attended', label: 'Atendidos', format: 'count' as const },
  { key: 'mean', label: 'Media', format: 'days' as const },
  { key: 'median', label: 'Mediana', format: 'days' as const },
  { key: 'p90', label: 'Percentil 90', format: 'days' as const },
];

const ATTENDED = ['atendido', 'archivado'];

type Found = { key: number | null; whole: boolean; attended: number; mean: number; median: number; p90: number };

const round = (n: number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

async function run(ctx: ReportContext) {
  const { query } = ctx;
  const groups = {
    office: { column: entries.destination_office_id, labels: officeLabels, param: 'destination_office_id' },
    person: { column: entries.assignee_id, labels: personLabels, param: 'assignee_id' },
    type: { column: entries.type_entry_id, labels: entryTypeLabels, param: 'type_entry_id' },
  };
  const group = groups[query.by as keyof typeof groups];
  const calendar = calendarTable(query.from!, ctx.today, ctx.calendar);
  const measures = sql`count(*)::int as attended, avg(w)::float8 as mean,
    percentile_cont(0.5) within group (order by w) as median, percentile_cont(0.9) within group (order by w) as p90`;
  // When each entry was attended is stored on it (`attended_at`, set by the `attend` transition and
  // by a reply); the partial index `entries_attended_idx` finds them by the day they were received.
  const timed = sql`
    select ${group.column} as key, ca.n - cr.n as w
    from ${entries}
    join cal cr on cr.day = ${limaDay(sql`${entries.received_at}`)}
    join cal ca on ca.day = ${limaDay(sql`${entries.attended_at}`)}
    where ${entryConditions(ctx) ?? sql`true`} and ${entries.attended_at} is not null and ${entries.state} in (${sql.join(
      ATTENDED.map((s) => sql`${s}`),
      sql`, `,
    )})`;
  const result = (await ctx.db.execute(sql`
    with cal as ${calendar}, timed as (${timed})
    select key, false as whole, ${measures} from timed group by key
    union all
    select null, true, ${measures} from timed having count(*) > 0`)) as unknown as { rows: Found[] };
  // The grouped rows and the whole (a `null` key is also a group: entries with no responsible).
  const found = result.rows.filter((r) => !r.whole);
  const whole = result.rows.find((r) => r.whole) ?? null;
  const labels = await group.labels(
    ctx.db,
    found.map((r) => (r.key === null ? null : Number(r.key))),
  );
  const values = (r: Found) => ({
    attended: Number(r.attended),
    mean: round(r.mean),
    median: round(r.median),
    p90: round(r.p90),
  });
  const links = (extra: Record<string, string | number>): ReportRow['links'] => {
    const href = entriesLink(query, { ...extra, attended: 'true' });
    return Object.fromEntries(COLUMNS.map((c) => [c.key, href]));
  };
  const rows: ReportRow[] = found
    .map((r) => ({
      label: r.key === null ? UNASSIGNED : (labels.get(Number(r.key)) ?? String(r.key)),
      values: values(r),
      links: links({ [group.param]: r.key === null ? 'none' : Number(r.key) }),
    }))
    .sort((a, b) => (b.values.attended ?? 0) - (a.values.attended ?? 0) || a.label.localeCompare(b.label, 'es'));
  return {
    columns: COLUMNS,
    rows,
    totals: whole ? { label: 'Total', values: values(whole), links: links({}) } : null,
    chart: { series: ['mean', 'median', 'p90'], stacked: false },
  };
}

export const attentionTimeReport: ReportDefinition = {
  slug: 'attention-time',
  defaultBy: 'office',
  defaultPeriod: true,
  run,
};
