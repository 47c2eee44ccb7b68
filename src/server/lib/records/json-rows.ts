/**
 * A record's children as one JSON column of the record's own statement (show answers a record in
 * one statement): `jsonRows(fields, table, where, order)` is the array of `{ field: value }`, with
 * timestamps as `Date#toISOString` writes them, so the answer is the same as from a separate read.
 */
import { is, type SQL, sql } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/** A row as JSON carries it: timestamps are strings. */
export type Json<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

const jsonValue = (value: PgColumn | SQL) =>
  is(value, PgColumn) && value.dataType === 'date' && value.columnType === 'PgTimestamp'
    ? sql`to_char(${value} at time zone 'UTC', ${sql.raw(`'${ISO}'`)})`
    : sql`${value}`;

export const jsonObject = (fields: Record<string, PgColumn | SQL>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${jsonValue(value)}`),
    sql`, `,
  )})`;

export const jsonRows = <Row>(
  fields: Record<string, PgColumn | SQL>,
  table: PgTable,
  where: SQL | undefined,
  order: SQL | PgColumn,
): SQL<Json<Row>[]> =>
  sql<
    Json<Row>[]
  >`(select coalesce(json_agg(${jsonObject(fields)} order by ${order}), '[]'::json) from ${table} where ${where})`;
