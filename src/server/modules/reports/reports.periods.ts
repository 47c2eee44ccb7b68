/**
 * The periods of a report grouped by period: day, week (from Monday, as PostgreSQL's) or month
 * buckets covering the report's dates, each with its label and the dates its links filter.
 */
import type { ReportBucket, ReportRow } from '@shared/schemas/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localTime } from '../../lib/days';
import { invalid } from '../../lib/errors';
import { addDays } from './reports.calendar';

const MAX_BUCKETS = 400;
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

const pretty = (date: string) => date.split('-').reverse().join('/');

/** The first day of the bucket holding `date`. */
function bucketStart(date: string, bucket: ReportBucket): string {
  if (bucket === 'month') return `${date.slice(0, 8)}01`;
  if (bucket === 'week') return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
  return date;
}

function nextBucket(start: string, bucket: ReportBucket): string {
  if (bucket === 'day') return addDays(start, 1);
  if (bucket === 'week') return addDays(start, 7);
  const [y, m] = start.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

function bucketLabel(start: string, bucket: ReportBucket): string {
  if (bucket === 'month') return `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`;
  if (bucket === 'week') return `Semana del ${pretty(start)}`;
  return pretty(start);
}

export interface Period {
  /** The bucket's first day: the key `periodKey` answers. */
  start: string;
  label: string;
  /** The dates of the bucket within the report's period. */
  range: { from: string; to: string };
}

/** The buckets from `from` to `to`; 422 past 400 days by day. */
export function periods(from: string, to: string, bucket: ReportBucket): Period[] {
  if (bucket === 'day' && (Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_BUCKETS)
    throw invalid({ bucket: [`Por día se muestran hasta ${MAX_BUCKETS} días; elija semana o mes.`] });
  const list: Period[] = [];
  let start = bucketStart(from, bucket);
  for (let i = 0; start <= to && i < MAX_BUCKETS * 7; i++) {
    const next = nextBucket(start, bucket);
    const last = addDays(next, -1);
    list.push({
      start,
      label: bucketLabel(start, bucket),
      range: { from: start < from ? from : start, to: last > to ? to : last },
    });
    start = next;
  }
  return list;
}

/** The first day of the bucket of a moment (a timestamp, in the organisation's time zone) or a date. */
export const periodKey = (column: SQL | { getSQL(): SQL }, bucket: ReportBucket, moment = true) =>
  moment
    ? sql`date_trunc(${bucket}, ${localTime(column)})::date`
    : sql`date_trunc(${bucket}, (${column})::timestamp)::date`;

/**
 * The measures of each group and of the whole: `base` selects a `key` per row and what `measures`
 * aggregates; the answer maps each key to its row, and `whole` is the totals row.
 */
export async function measuredByKey<Found>(db: Executor, base: SQL, measures: SQL) {
  const result = (await db.execute(sql`
    with base as (${base})
    select key, false as whole, ${measures} from base group by key
    union all
    select null, true, ${measures} from base`)) as unknown as {
    rows: (Found & { key: string | null; whole: boolean })[];
  };
  const found = new Map(result.rows.filter((r) => !r.whole).map((r) => [r.key ?? '', r]));
  return { found, whole: result.rows.find((r) => r.whole)! };
}

/** A row per period of the report's dates, its values from the group keyed by the period's start. */
export function periodRows<Found>(
  query: { from?: string; to?: string },
  bucket: ReportBucket,
  found: Map<string, Found>,
  values: (found: Found | undefined) => ReportRow['values'],
  links: (range: Period['range']) => ReportRow['links'],
): ReportRow[] {
  return periods(query.from!, query.to!, bucket).map((p) => ({
    label: p.label,
    values: values(found.get(p.start)),
    links: links(p.range),
  }));
}

/** A mean or percentile as shown: one decimal. */
export const roundTenth = (n: number | null | undefined) =>
  n === null || n === undefined ? null : Math.round(Number(n) * 10) / 10;
