/**
 * Dates a document already has (received, issued, dated): never in the future. The same rule in
 * the form (a field error, not a calendar that refuses the day) and on the server.
 */
import { isoDate, isoDateTime } from '../zod';

/** The server's clocks and the clerk's may differ by a few minutes. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** A calendar date is future only when it is not yet that day anywhere (UTC+14). */
const AHEAD_OF_UTC_MS = 14 * 3_600_000;

export const isFutureInstant = (iso: string) => new Date(iso).getTime() > Date.now() + CLOCK_SKEW_MS;
export const isFutureDay = (isoDate: string) =>
  isoDate > new Date(Date.now() + AHEAD_OF_UTC_MS).toISOString().slice(0, 10);

/** An optional ISO date-time with offset, not future; null when absent. */
export function pastDateTime(futureMessage: string) {
  return isoDateTime()
    .refine((v) => !isFutureInstant(v), futureMessage)
    .nullish()
    .transform((v) => v ?? null);
}

/** An optional ISO calendar date, not future; null when absent. */
export function pastDate(futureMessage: string) {
  return isoDate()
    .refine((v) => !isFutureDay(v), futureMessage)
    .nullish()
    .transform((v) => v ?? null);
}
