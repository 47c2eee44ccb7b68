/**
 * Entries and outputs by period (day, week or month), office, type or channel: how many were
 * registered. An entry counts for its destination office, an output for its origin office; types
 * are each kind's own catalogue; outputs have no channel, and are left out when the report is
 * filtered by an entry type or a channel.
 */
import type { ReportBucket, ReportRow } from '@shared/schemas/reports';
import { type SQL, sql } from 'drizzle-orm';
import { count } from './reports.columns';
import type { ReportContext, ReportDefinition } from './reports.definition';
import { entriesLink, outputsApply, outputsLink } from './reports.filters';
import { channelLabel, entryTypeLabels, officeLabels, outputTypeLabels } from './reports.labels';
import { periodKey, periods } from './reports.periods';
import { entryVolumeSource, outputVolumeSource } from './reports.sources';

type Count = { key: string | null; n: number };

/**
 * Counts by key, grouped first by the bare column: a year's rows hash a date or an id, and only
 * the few hundred groups compute their bucket and its text (a month by day: 85 ms, not 206).
 */
async function counts(ctx: ReportContext, source: SQL, column: 'day' | 'key', keyOf: KeyOf) {
  const result = (await ctx.db.execute(sql`
    select (${keyOf(sql`raw`)})::text as key, sum(n)::int as n
    from (select ${sql.identifier(column)} as raw, sum(n) as n from ${source} group by 1) grouped
    group by 1`)) as unknown as { rows: Count[] };
  return new Map(result.rows.map((r) => [r.key ?? '', Number(r.n)]));
}

type KeyOf = (raw: SQL) => SQL;
const itself: KeyOf = (raw) => raw;

async function run(ctx: ReportContext) {
  const { query } = ctx;
  const bucket: ReportBucket = query.bucket ?? 'month';
  const withOutputs = outputsApply(query);
  const keys = {
    period: [null, null, (raw) => periodKey(raw, bucket, false)],
    office: ['office', 'office', itself],
    type: ['type', 'type', itself],
    channel: ['channel', undefined, itself],
  } as const satisfies Record<string, readonly [string | null, string | null | undefined, KeyOf]>;
  const [entryBy, outputBy, keyOf] = keys[query.by as keyof typeof keys];
  const column = entryBy ? 'key' : 'day';
  const entryCounts = await counts(ctx, entryVolumeSource(ctx, entryBy), column, keyOf);
  const outputCounts =
    withOutputs && outputBy !== undefined ? await counts(ctx, outputVolumeSource(ctx, outputBy), column, keyOf) : null;

  const rows: ReportRow[] = [];
  const row = (label: string, entriesN: number | null, outputsN: number | null, links: ReportRow['links']) =>
    rows.push({ label, values: { entries: entriesN, outputs: outputsN }, links });

  if (query.by === 'period') {
    for (const { start, label, range } of periods(query.from!, query.to!, bucket))
      row(label, entryCounts.get(start) ?? 0, outputCounts ? (outputCounts.get(start) ?? 0) : null, {
        entries: entriesLink({ ...query, ...range }),
        outputs: outputsLink({ ...query, ...range }),
      });
  } else if (query.by === 'office') {
    const ids = [...entryCounts.keys(), ...(outputCounts?.keys() ?? [])].map(Number);
    const labels = await officeLabels(ctx.db, ids);
    for (const id of [...new Set(ids)].sort((a, b) => (labels.get(a) ?? '').localeCompare(labels.get(b) ?? '')))
      row(
        labels.get(id) ?? String(id),
        entryCounts.get(String(id)) ?? 0,
        outputCounts ? (outputCounts.get(String(id)) ?? 0) : null,
        {
          entries: entriesLink({ ...query, office_id: id }),
          outputs: outputsLink({ ...query, office_id: id }),
        },
      );
  } else if (query.by === 'type') {
    const entryTypes = await entryTypeLabels(ctx.db, [...entryCounts.keys()].map(Number));
    for (const [id, n] of entryCounts)
      row(`Ingreso: ${entryTypes.get(Number(id)) ?? id}`, n, null, {
        entries: entriesLink(query, { type_entry_id: id }),
      });
    if (outputCounts) {
      const outputTypes = await outputTypeLabels(ctx.db, [...outputCounts.keys()].map(Number));
      for (const [id, n] of outputCounts)
        row(`Salida: ${outputTypes.get(Number(id)) ?? id}`, null, n, {
          outputs: outputsLink(query, { type_output_id: id }),
        });
    }
    rows.sort((a, b) => a.label.localeCompare(b.label, 'es'));
  } else {
    for (const [key, n] of [...entryCounts].sort((a, b) => b[1] - a[1]))
      row(channelLabel(key), n, null, { entries: entriesLink({ ...query, channel: key as never }) });
  }

  const sum = (key: 'entries' | 'outputs') =>
    key === 'outputs' && !outputCounts ? null : rows.reduce((total, r) => total + (r.values[key] ?? 0), 0);
  return {
    columns: [count('entries', 'Ingresos'), count('outputs', 'Salidas')],
    rows,
    totals: {
      label: 'Total',
      values: { entries: sum('entries'), outputs: sum('outputs') },
      links: { entries: entriesLink(query), outputs: outputsLink(query) },
    },
    chart: { series: outputCounts ? ['entries', 'outputs'] : ['entries'], stacked: false },
  };
}

export const volumeReport: ReportDefinition = { slug: 'volume', defaultBy: 'period', defaultPeriod: true, run };
