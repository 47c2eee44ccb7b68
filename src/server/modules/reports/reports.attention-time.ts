/**
 * Attention time: for the entries received in the period and attended (`attended_at`, the first
 * `attend` or reply; archived ones were attended first), the working days from the day they
 * were received to the day they were attended — mean, median and 90th percentile by office
 * (destination), person (responsible) or entry type. Days counted as in reports.calendar.ts, in
 * SQL against the calendar of the period; the database answers how many entries took each number
 * of days, and the measures are computed from that histogram (reports.histogram.ts).
 */
import type { ReportRow } from '@shared/schemas/reports';
import { sql } from 'drizzle-orm';
import { entryFacts } from '../../db/schema';
import { workingDayNumber } from './reports.calendar';
import { count, days } from './reports.columns';
import type { ReportContext, ReportDefinition } from './reports.definition';
import { entriesLink } from './reports.filters';
import { type Bin as HistogramBin, type Measures, measure } from './reports.histogram';
import { entryTypeLabels, officeLabels, personLabels, UNASSIGNED } from './reports.labels';
import { roundTenth } from './reports.periods';
import { entryFactsWhere } from './reports.sources';

const COLUMNS = [
  count('attended', 'Atendidos'),
  days('mean', 'Media'),
  days('median', 'Mediana'),
  days('p90', 'Percentil 90'),
];

const ATTENDED = ['atendido', 'archivado'];

type Bin = { key: number | null; w: number | null; n: number };

async function run(ctx: ReportContext) {
  const { query } = ctx;
  const groups = {
    office: { column: entryFacts.destination_office_id, labels: officeLabels, param: 'destination_office_id' },
    person: { column: entryFacts.assignee_id, labels: personLabels, param: 'assignee_id' },
    type: { column: entryFacts.type_entry_id, labels: entryTypeLabels, param: 'type_entry_id' },
  };
  const group = groups[query.by as keyof typeof groups];
  const n = workingDayNumber(query.from!, ctx.today, ctx.calendar);
  // How many entries took each number of working days, by group: a few hundred rows whatever the
  // period, from which reports.histogram.ts computes mean, median and percentile exactly. Attended
  // after today (a clock put back) is outside the calendar and left out.
  const result = (await ctx.db.execute(sql`
    select ${group.column} as key, ${n(sql`${entryFacts.attended_on}`)} - ${n(sql`${entryFacts.received_on}`)} as w,
      count(*)::int as n
    from ${entryFacts}
    where ${entryFactsWhere(ctx) ?? sql`true`} and ${entryFacts.attended_on} <= ${ctx.today}::date
      and ${entryFacts.state} in (${sql.join(
        ATTENDED.map((s) => sql`${s}`),
        sql`, `,
      )})
    group by 1, 2`)) as unknown as { rows: Bin[] };
  // A `null` key is a group too: entries with no responsible.
  const histograms = new Map<number | null, HistogramBin[]>();
  for (const { key, w, n } of result.rows) {
    if (w === null) continue;
    const k = key === null ? null : Number(key);
    histograms.set(k, [...(histograms.get(k) ?? []), { value: Number(w), count: Number(n) }]);
  }
  const found = [...histograms].map(([key, bins]) => ({ key, measures: measure(bins)! }));
  const whole = measure([...histograms.values()].flat());
  const labels = await group.labels(
    ctx.db,
    found.map((r) => r.key),
  );
  const values = (m: Measures) => ({
    attended: m.count,
    mean: roundTenth(m.mean),
    median: roundTenth(m.median),
    p90: roundTenth(m.p90),
  });
  const links = (extra: Record<string, string | number>): ReportRow['links'] => {
    const href = entriesLink(query, { ...extra, attended: 'true' });
    return Object.fromEntries(COLUMNS.map((c) => [c.key, href]));
  };
  const rows: ReportRow[] = found
    .map((r) => ({
      label: r.key === null ? UNASSIGNED : (labels.get(r.key) ?? String(r.key)),
      values: values(r.measures),
      links: links({ [group.param]: r.key === null ? 'none' : r.key }),
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
