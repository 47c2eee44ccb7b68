/**
 * Open and overdue entries by office (destination) or by person (the entry's responsible), with
 * how long the overdue ones are past their due date in working days: 1–2, 3–5, 6–10, more than
 * 10 (reports.calendar.ts). A snapshot of today; the period, when given, limits it to the
 * entries received in it.
 */
import { OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import type { ReportRow } from '@shared/schemas/reports';
import { type SQL, sql } from 'drizzle-orm';
import { entryFacts } from '../../db/schema';
import { AGING_BUCKETS, agingRanges } from './reports.calendar';
import { count } from './reports.columns';
import type { ReportContext, ReportDefinition } from './reports.definition';
import { entriesLink } from './reports.filters';
import { officeLabels, personLabels, UNASSIGNED } from './reports.labels';
import { entryFactsWhere } from './reports.sources';

const COLUMNS = [
  count('open', 'Pendientes'),
  count('on_time', 'Al día'),
  count('overdue', 'Vencidos'),
  ...AGING_BUCKETS.map((b) => count(b.key, b.label)),
];

/** As literals, so the planner matches the facts' partial index of open entries (`entry_facts_open_idx`). */
const OPEN = sql.raw(OPEN_ENTRY_STATES.map((s) => `'${s}'`).join(', '));

async function run(ctx: ReportContext) {
  const { query, today } = ctx;
  const ranges = agingRanges(today, ctx.calendar);
  const byPerson = query.by === 'person';
  const key = byPerson ? entryFacts.assignee_id : entryFacts.destination_office_id;
  const due = entryFacts.due_date;
  const inRange = (from: string | null, to: string) =>
    from === null ? sql`${due} <= ${to}::date` : sql`${due} between ${from}::date and ${to}::date`;
  const countWhere = (condition: SQL) => sql`(count(*) filter (where ${condition}))::int`;
  const result = (await ctx.db.execute(sql`
    select ${key} as key, count(*)::int as open, ${countWhere(sql`${due} < ${today}::date`)} as overdue,
      ${sql.join(
        ranges.map((r) => sql`${countWhere(inRange(r.from, r.to))} as ${sql.identifier(r.key)}`),
        sql`, `,
      )}
    from ${entryFacts}
    where ${entryFactsWhere(ctx) ?? sql`true`} and ${entryFacts.state} in (${OPEN})
    group by 1`)) as unknown as { rows: ({ key: number | null } & Record<string, number>)[] };
  const found = result.rows.map((r) => ({ ...r, key: r.key === null ? null : Number(r.key) }));

  const labels = await (byPerson ? personLabels : officeLabels)(
    ctx.db,
    found.map((r) => r.key),
  );
  const label = (id: number | null) => (id === null ? UNASSIGNED : (labels.get(id) ?? String(id)));
  const links = (group: Record<string, string | number>): ReportRow['links'] => ({
    open: entriesLink(query, { ...group, open: 'true' }),
    on_time: entriesLink(query, { ...group, open: 'true', overdue: 'false' }),
    overdue: entriesLink(query, { ...group, open: 'true', overdue: 'true' }),
    ...Object.fromEntries(
      ranges.map((r) => [r.key, entriesLink(query, { ...group, open: 'true', due_from: r.from, due_to: r.to })]),
    ),
  });
  const values = (r: Record<string, unknown>) => {
    const v: Record<string, number> = {};
    for (const c of COLUMNS) v[c.key] = c.key === 'on_time' ? Number(r.open) - Number(r.overdue) : Number(r[c.key]);
    return v;
  };
  const rows: ReportRow[] = found
    .map((r) => ({
      label: label(r.key),
      values: values(r),
      links: links(byPerson ? { assignee_id: r.key ?? 'none' } : { destination_office_id: r.key as number }),
    }))
    .sort((a, b) => (b.values.overdue ?? 0) - (a.values.overdue ?? 0) || a.label.localeCompare(b.label, 'es'));
  const totals: Record<string, number> = {};
  for (const c of COLUMNS) totals[c.key] = rows.reduce((sum, r) => sum + (r.values[c.key] ?? 0), 0);
  return {
    columns: COLUMNS,
    rows,
    totals: { label: 'Total', values: totals, links: links({}) },
    chart: { series: ['on_time', ...AGING_BUCKETS.map((b) => b.key)], stacked: true },
  };
}

export const backlogReport: ReportDefinition = { slug: 'backlog', defaultBy: 'office', defaultPeriod: false, run };
