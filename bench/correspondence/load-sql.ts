/**
 * What the SQL generators share: deterministic pseudo-random numbers computed by the server, and
 * the calendar that spreads N documents over a year's working days in order, numbered like the app.
 */
import { formatDocumentNumber } from '@shared/document-number';
import { calendarDate } from '@shared/working-days';
import type pg from 'pg';

/**
 * Session-only helpers (pg_temp, gone when the loader disconnects): `u(i, salt)` is a uniform
 * number in [0, 1) from a hash of (i, salt); `pick(list, u)` an element of the list; `skew(u, p)`
 * moves u towards 0 so the first elements of a list are picked more often.
 */
export async function createHelpers(c: pg.Client): Promise<void> {
  await c.query(`
    create function pg_temp.u(i bigint, salt bigint) returns float8 language sql immutable parallel safe
      as $$ select (hashint8extended(i, salt) & 2147483647)::float8 / 2147483648 $$;
    create function pg_temp.pick(list text[], u float8) returns text language sql immutable parallel safe
      as $$ select list[1 + floor(u * cardinality(list))::int] $$;
    create function pg_temp.pick(list int[], u float8) returns int language sql immutable parallel safe
      as $$ select list[1 + floor(u * cardinality(list))::int] $$;
    create function pg_temp.skew(u float8, p float8) returns float8 language sql immutable parallel safe
      as $$ select power(u, p) $$;
  `);
}

/**
 * Documents 0..total-1 spread evenly over the working days (Monday to Friday) of the year up to
 * yesterday, 08:00–17:00 in Lima, in id order; numbered 1.. within each calendar year.
 * SQL reads it through the parameters `calendarParams` returns, in this order.
 */
export interface Calendar {
  /** Working days, oldest first (ISO dates). */
  days: string[];
  total: number;
  years: number[];
  /** The first document index of each year. */
  firsts: number[];
  /** The formatted number of each year is before[k] || lpad(sequence, width, '0') || after[k]. */
  before: string[];
  after: string[];
  width: number;
}

export function calendar(total: number, format: string, now = new Date()): Calendar {
  const days: string[] = [];
  const today = calendarDate(now);
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - 1);
  for (; calendarDate(day) < today; day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
  }
  const years: number[] = [];
  const firsts: number[] = [];
  days.forEach((d, k) => {
    const year = Number(d.slice(0, 4));
    if (years.at(-1) === year) return;
    years.push(year);
    // Document i falls on day floor(i * days / total): the first on day k is ceil(k * total / days).
    firsts.push(Math.ceil((k * total) / days.length));
  });
  const token = format.match(/\{N+\}/)?.[0];
  if (!token) throw new Error(`The format ${format} has no sequence token.`);
  const split = years.map((year) => formatDocumentNumber(format.replace(token, '\u0000'), { year, sequence: 0 }));
  return {
    days,
    total,
    years,
    firsts,
    before: split.map((s) => s.split('\u0000')[0]!),
    after: split.map((s) => s.split('\u0000')[1]!),
    width: token.length - 2,
  };
}

/** $1..$7 of a generator query: the calendar. */
export const calendarParams = (k: Calendar) => [k.days, k.total, k.years, k.firsts, k.before, k.after, k.width];

/**
 * Columns every generated document gets from its index `g.i` and the calendar parameters:
 * `at` (timestamptz), `day` (date), `year`, `seq`, `number`, `age` (0 newest … 1 oldest).
 */
export const CALENDAR_SQL = `
  cross join lateral (select g.i::float8 * cardinality($1::date[]) / $2::int as x) x0
  cross join lateral (
    select ($1::date[])[floor(x0.x)::int + 1] as day, x0.x - floor(x0.x) as frac,
           array_position($3::int[], extract(year from ($1::date[])[floor(x0.x)::int + 1])::int) as yk
  ) d
  cross join lateral (
    select ((d.day + interval '8 hours' + d.frac * interval '9 hours')::timestamp at time zone 'America/Lima') as at,
           ($3::int[])[d.yk] as year,
           g.i - ($4::int[])[d.yk] + 1 as seq,
           1 - g.i::float8 / $2::int as age,
           ($5::text[])[d.yk] as before, ($6::text[])[d.yk] as after
  ) t
  cross join lateral (select t.before || lpad(t.seq::text, $7::int, '0') || t.after as number) n`;
