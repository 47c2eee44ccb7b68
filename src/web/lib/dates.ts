/** Calendar dates (`YYYY-MM-DD`) and date-times as forms hold them and people read them. */
import { calendarDate, TIME_ZONE } from '@shared/working-days';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` as a local Date for a Calendar (null when not a date). */
export function fromIsoDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** A Calendar's local Date as `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The web's one way to show a day: "21/11/2026". A date-only value (`YYYY-MM-DD`) is shown as it
 * is; a timestamp shows its day on the organisation's (Lima) calendar — never its UTC day, which
 * after 19:00 in Lima is already tomorrow. `—` for nothing.
 */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '—';
  const [year, month, day] = calendarDate(value).split('-');
  return `${day}/${month}/${year}`;
}

const DAY_TIME = new Intl.DateTimeFormat('es-PE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/**
 * The web's one way to show a moment: "21/11/2026 08:05", 24 h, on the organisation's (Lima)
 * clock. A date-only value has no time: it is shown as `formatDate` shows it. `—` for nothing.
 */
export function formatDayTime(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '—';
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value);
  return DAY_TIME.format(new Date(value)).replace(',', '');
}

const LONG_DATE = new Intl.DateTimeFormat('es-PE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "lunes, 25 de mayo de 2026" for a `YYYY-MM-DD` date. */
export const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));

const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/**
 * What the organisation's clock reads at `instant`, as a Date whose local fields say it: what a
 * calendar widget (which works in the browser's zone) must show, whatever the browser's zone.
 */
export function toOrganisationClock(instant: Date): Date {
  const part = Object.fromEntries(WALL_CLOCK.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return new Date(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

const localFieldsAsUtc = (d: Date) =>
  Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds());

/** The instant at which the organisation's clock reads what `clock`'s local fields say (the inverse). */
export function fromOrganisationClock(clock: Date): Date {
  const wanted = localFieldsAsUtc(clock);
  let instant = wanted;
  // The zone's offset at that instant; a second round settles a daylight-saving change.
  for (let round = 0; round < 2; round++) instant += wanted - localFieldsAsUtc(toOrganisationClock(new Date(instant)));
  return new Date(instant);
}

/** The hour (0–23) on the organisation's clock now. */
export const organisationHour = (now: Date) => toOrganisationClock(now).getHours();

const FULL_DAY = new Intl.DateTimeFormat('es-PE', { dateStyle: 'full', timeZone: TIME_ZONE });

/** "Martes, 24 de noviembre de 2026": today on the organisation's calendar. */
export function fullDay(now: Date): string {
  const text = FULL_DAY.format(now);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
