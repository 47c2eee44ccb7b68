/** Instants as a person in Peru reads them on the documents the server prints: Lima's clock, es-PE. */
import { TIME_ZONE } from '@shared/working-days';

const toTheSecond = new Intl.DateTimeFormat('es-PE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: TIME_ZONE,
});

const toTheMinute = new Intl.DateTimeFormat('es-PE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: TIME_ZONE,
});

/** «29/11/2026, 09:05:07» in Lima. */
export const limaSecond = (date: Date) => toTheSecond.format(date);

/** «29/11/2026, 09:05» in Lima. */
export const limaMinute = (date: Date) => toTheMinute.format(date);
