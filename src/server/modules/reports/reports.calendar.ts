/**
 * Working-day arithmetic for reports, on the calendar of Configuración (working weekdays and
 * holidays) and the rule of `@shared/working-days`: the days counted between two dates are the
 * working days after the first up to and including the second, so a document attended on the
 * day it arrived took 0 days and one due on Friday is 1 working day overdue on Monday.
 */
import { isWorkingDay, type WorkingCalendar } from '@shared/working-days';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { getSettings } from '../../lib/settings/settings';

const DAY_MS = 86_400_000;

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export async function workingCalendar(db: Executor): Promise<WorkingCalendar> {
  const settings = await getSettings(db);
  return { workingDays: settings.working_days, holidays: settings.holidays };
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: string, to: string, calendar: WorkingCalendar): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day, calendar)) count++;
  return count;
}

export const AGING_BUCKETS = [
  { key: 'aged_1_2', label: '1–2 días', max: 2 },
  { key: 'aged_3_5', label: '3–5 días', max: 5 },
  { key: 'aged_6_10', label: '6–10 días', max: 10 },
  { key: 'aged_over_10', label: 'Más de 10 días', max: Number.POSITIVE_INFINITY },
] as const;

export type AgingRange = { key: (typeof AGING_BUCKETS)[number]['key']; from: string | null; to: string };

/**
 * The due dates of each aging bucket on `today`: an open entry due before today is overdue by the
 * working days after its due date up to today; those counts fall as the due date nears today, so
 * each bucket is one range of due dates (the lists' `due_from`/`due_to` filters). An entry due on
 * Friday and still open on Sunday has 0 working days overdue and counts in «1–2 días».
 */
export function agingRanges(today: string, calendar: WorkingCalendar): AgingRange[] {
  const ranges: AgingRange[] = [];
  let to = addDays(today, -1);
  let day = to;
  let overdue = isWorkingDay(today, calendar) ? 1 : 0;
  for (const bucket of AGING_BUCKETS) {
    if (bucket.max === Number.POSITIVE_INFINITY) {
      ranges.push({ key: bucket.key, from: null, to });
      break;
    }
    // Walk back while the day before is still within the bucket.
    while (overdue + (isWorkingDay(day, calendar) ? 1 : 0) <= bucket.max) {
      overdue += isWorkingDay(day, calendar) ? 1 : 0;
      day = addDays(day, -1);
    }
    ranges.push({ key: bucket.key, from: day, to });
    to = addDays(day, -1);
    overdue += isWorkingDay(day, calendar) ? 1 : 0;
    day = to;
  }
  return ranges;
}

/**
 * The calendar from `from` to `to` as a function of a calendar day (an SQL date): `n`, the working
 * days from `from` up to and including that day, so the working days between two dates of the range
 * are `n₂ − n₁`; null outside the range. An array subscript per row, not a join: a year of a million
 * entries reads it twice per entry.
 */
export function workingDayNumber(from: string, to: string, calendar: WorkingCalendar): (day: SQL) => SQL {
  const counts: number[] = [];
  let n = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (day !== from && isWorkingDay(day, calendar)) n++;
    counts.push(n);
  }
  const table = `{${counts.join(',')}}`;
  return (day) => sql`(${table}::int[])[${day} - ${from}::date + 1]`;
}

/**
 * The first day a report's working-day calendar must cover: the earliest of the day `first`
 * selects (`select min(…)::text as day …`, the oldest event measured), the period's start and today.
 */
export async function calendarStart(db: Executor, first: SQL, from: string | undefined, today: string) {
  const { rows } = (await db.execute(first)) as unknown as { rows: { day: string | null }[] };
  return [rows[0]?.day, from, today].filter((d): d is string => !!d).sort()[0]!;
}
