/**
 * When digests go out: on a working day of the calendar (Configuración → Días laborables y
 * feriados), from the configured hour in the organisation's time zone. The weekly one goes on its
 * weekday or, when that day is not a working one (a holiday), on the next working day of its week.
 */
import type { Settings } from '@shared/schemas/configs';
import { calendarDate, isoWeekday, isWorkingDay, TIME_ZONE } from '@shared/working-days';
import type { DigestKind } from './digest.compose';

const hourFormatter = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The hour (0–23) `now` is in the organisation's time zone. */
export const localHour = (now: Date): number => Number(hourFormatter.format(now));

/** The Monday of a calendar date's week: the weekly digest's day. */
export function weekOf(date: string): string {
  const monday = new Date(`${date}T12:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - (isoWeekday(date) - 1));
  return monday.toISOString().slice(0, 10);
}

export interface DueDigest {
  kind: DigestKind;
  /** What the once-per-person claim is keyed by: the day, or the Monday of the weekly one's week. */
  day: string;
}

/** The digests due at `now` (none before the hour or on a day off). */
export function dueDigests(now: Date, settings: Pick<Settings, 'digest' | 'working_days' | 'holidays'>): DueDigest[] {
  const today = calendarDate(now);
  const calendar = { workingDays: settings.working_days, holidays: settings.holidays };
  if (!isWorkingDay(today, calendar) || localHour(now) < settings.digest.hour) return [];
  const due: DueDigest[] = [{ kind: 'daily', day: today }];
  if (isoWeekday(today) >= settings.digest.weekly_weekday) due.push({ kind: 'weekly', day: weekOf(today) });
  return due;
}
