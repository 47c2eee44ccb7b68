/**
 * Calendar days in the organisation's time zone (`TIME_ZONE`), as SQL: where a day starts, which
 * day an instant falls on, and a list's «desde/hasta» filter. The zone is written as a literal, not
 * a parameter, so an expression in a select and in its `group by` is the same to PostgreSQL.
 */
import { TIME_ZONE } from '@shared/working-days';
import { and, type SQL, sql } from 'drizzle-orm';

const zone = sql.raw(`'${TIME_ZONE}'`);

/** The instant the calendar day `date` (`YYYY-MM-DD`) starts. */
export const dayStart = (date: string) => sql`(${date}::date)::timestamp at time zone ${zone}`;

/** The instant the day after `date` starts: the end, exclusive, of a period up to `date`. */
export const dayAfter = (date: string) => sql`(${date}::date + 1)::timestamp at time zone ${zone}`;

/** An instant as the wall-clock time of the organisation (for `date_trunc`, `to_char`). */
export const localTime = (instant: unknown) => sql`${instant} at time zone ${zone}`;

/** The calendar day an instant falls on. */
export const localDay = (instant: unknown) => sql`(${localTime(instant)})::date`;

/** Instants from the day `from` through the day `to`, each bound optional; undefined without either. */
export const withinDays = (instant: unknown, from?: string, to?: string): SQL | undefined =>
  and(from ? sql`${instant} >= ${dayStart(from)}` : undefined, to ? sql`${instant} < ${dayAfter(to)}` : undefined);
