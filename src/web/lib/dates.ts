/** Calendar dates (`YYYY-MM-DD`) and date-times as forms hold them and people read them. */
import { TIME_ZONE } from '@shared/working-days';

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

/** "21/11/2026" for a `YYYY-MM-DD` date. */
export function formatDate(value: string): string {
  const [year, month, day] = value.split('-');
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

/** "21/11/2026 08:05", in the organisation's time zone. */
export function formatDayTime(value: string | Date): string {
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
