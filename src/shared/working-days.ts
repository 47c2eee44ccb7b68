/**
 * Working-day arithmetic for due dates (Configuración → Días laborables y feriados). Days are
 * ISO weekdays, Monday first: 1 lunes … 7 domingo. Dates are calendar dates `YYYY-MM-DD`.
 */

/** The organisation's time zone: a received date-time belongs to the calendar day seen there. */
export const TIME_ZONE = 'America/Lima';

export const WEEKDAYS = [
  { value: 1, label: 'Lunes' },
  { value: 2, label: 'Martes' },
  { value: 3, label: 'Miércoles' },
  { value: 4, label: 'Jueves' },
  { value: 5, label: 'Viernes' },
  { value: 6, label: 'Sábado' },
  { value: 7, label: 'Domingo' },
] as const;

export interface HolidayDate {
  date: string;
  /** Repeats every year on the same month and day (the year of `date` is ignored). */
  recurring?: boolean;
}

export interface WorkingCalendar {
  workingDays: readonly number[];
  holidays: readonly HolidayDate[];
  timeZone?: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The calendar date of a date-time in a time zone; a `YYYY-MM-DD` string is returned as is. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter is costly (it showed in registration profiles): one per time zone. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export function calendarDate(value: Date | string, timeZone: string = TIME_ZONE): string {
  if (typeof value === 'string' && DATE.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  const parts = Object.fromEntries(
    dayFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function toUtcMs(date: string): number {
  const [, y, m, d] = DATE.exec(date)!;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

const fromUtcMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** ISO weekday of a calendar date: 1 lunes … 7 domingo. */
export const isoWeekday = (date: string): number => new Date(toUtcMs(date)).getUTCDay() || 7;

export function isWorkingDay(date: string, { workingDays, holidays }: WorkingCalendar): boolean {
  if (!workingDays.includes(isoWeekday(date))) return false;
  return !holidays.some((h) => (h.recurring ? h.date.slice(5) === date.slice(5) : h.date === date));
}

/**
 * The due date `days` working days after `start` (a date-time, read in the calendar's time
 * zone, or a `YYYY-MM-DD` date): the first working day after `start` is day 1. With 0 days the
 * start date itself is returned.
 */
export function addWorkingDays(start: Date | string, days: number, calendar: WorkingCalendar): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a non-negative integer');
  if (!calendar.workingDays.some((d) => d >= 1 && d <= 7)) throw new RangeError('the calendar has no working days');
  let ms = toUtcMs(calendarDate(start, calendar.timeZone));
  for (let counted = 0; counted < days; ) {
    ms += DAY_MS;
    if (isWorkingDay(fromUtcMs(ms), calendar)) counted++;
  }
  return fromUtcMs(ms);
}

/**
 * How many working days of the term have been used on `to`: the working days after `from` up to
 * and including `to` (both read like `addWorkingDays`' start), 0 when `to` is not after `from`.
 */
export function workingDaysBetween(from: Date | string, to: Date | string, calendar: WorkingCalendar): number {
  const end = toUtcMs(calendarDate(to, calendar.timeZone));
  let counted = 0;
  for (let ms = toUtcMs(calendarDate(from, calendar.timeZone)) + DAY_MS; ms <= end; ms += DAY_MS)
    if (isWorkingDay(fromUtcMs(ms), calendar)) counted++;
  return counted;
}
