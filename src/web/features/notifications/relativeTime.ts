/** "hace 5 minutos", "ayer", "ahora": how long ago something happened, in Spanish (Intl.RelativeTimeFormat). */

const format = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.34524],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '';
  let amount = (then.getTime() - now.getTime()) / 1000;
  // Under a minute (or a clock a little ahead of the server's) is "ahora".
  if (Math.abs(amount) < 45 || (amount > 0 && amount < 120)) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    const rounded = Math.round(amount);
    if (Math.abs(rounded) < size) return format.format(rounded, unit);
    amount /= size;
  }
  return '';
}
