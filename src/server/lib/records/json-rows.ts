/**
 * A record's children as one JSON column of the record's own statement (show answers a record in
 * one statement): `jsonRows(fields, from, where, order)` is the array of `{ field: value }`, with
 * timestamps as `Date#toISOString` writes them, so the answer is the same as from a separate read.
 */
import { is, type SQL, sql } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/** A row as JSON carries it: timestamps are strings. */
export type Json<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** A timestamp as `Date#toISOString` writes it (an RFC 3339 date-time, as the API documents). */
export const isoTimestamp = (value: PgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${value} at time zone 'UTC', ${sql.raw(`'${ISO}'`)})`;

const jsonValue = (value: PgColumn | SQL) =>
  is(value, PgColumn) && value.dataType === 'date' && value.columnType === 'PgTimestamp'
    ? isoTimestamp(value)
    : sql`${value}`;

export const jsonObject = (fields: Record<string, PgColumn | SQL>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${jsonValue(value)}`),
    sql`, `,
  )})`;

/**
 * `from` is the child table, or a join written as SQL. The order and the condition are nested
 * SQL: a single-table select writes its own top-level column chunks without their table, which
 * inside the subquery could name another table's column.
 */
export const jsonRows = <Row>(
  fields: Record<string, PgColumn | SQL>,
  from: PgTable | SQL,
  where: SQL | undefined,
  order: SQL | PgColumn,
): SQL<Json<Row>[]> =>
  sql<
    Json<Row>[]
  >`(select coalesce(json_agg(${jsonObject(fields)} order by ${sql`${order}`}), '[]'::json) from ${from} where ${sql`${where}`})`;
