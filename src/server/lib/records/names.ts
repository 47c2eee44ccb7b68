/**
 * The related names records show beside their ids, selected with the record in the same
 * statement: each is a scalar subquery `(select json_build_object('id', t.id, …) from t where
 * t.id = record.key)`, so show is one statement and a list page one more, however many names.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { documentClassifications, offices, users } from '../../db/schema';

export interface RelatedName {
  table: PgTable & { id: PgColumn };
  columns: Record<string, PgColumn | SQL>;
}

/** `{ id, ...columns }` of the record `key` points at, or null. */
export function relatedName(key: PgColumn, related: RelatedName): SQL<Record<string, unknown> | null> {
  const pairs = Object.entries(related.columns).map(([name, column]) => sql`${name}::text, ${column}`);
  return sql<Record<
    string,
    unknown
  > | null>`(select json_build_object('id', ${related.table.id}, ${sql.join(pairs, sql`, `)}) from ${related.table} where ${related.table.id} = ${key})`;
}

/** A type, an office: `{ id, code, name }`. */
export const codeAndName = (table: PgTable & { id: PgColumn; code: PgColumn; name: PgColumn }, key: PgColumn) =>
  relatedName(key, { table, columns: { code: table.code, name: table.name } });

export const officeName = (key: PgColumn) => codeAndName(offices, key);

/** `{ id, names, surnames }`. */
export const personName = (key: PgColumn) =>
  relatedName(key, { table: users, columns: { names: users.names, surnames: users.surnames } });

/** `{ id, name, restricted }`. */
export const classificationName = (key: PgColumn) =>
  relatedName(key, {
    table: documentClassifications,
    columns: { name: documentClassifications.name, restricted: documentClassifications.restricted },
  });

/** An office, a series, a subseries as lists and spreadsheets write it: `CODE - Name` (null when joined to nothing). */
export const codeDashName = (table: { code: PgColumn; name: PgColumn }) =>
  sql<string | null>`${table.code} || ' - ' || ${table.name}`;

/** A user's full name, `names surnames` (null when joined to nobody). */
export const fullName = (table: { names: PgColumn; surnames: PgColumn }) =>
  sql<string | null>`${table.names} || ' ' || ${table.surnames}`;
