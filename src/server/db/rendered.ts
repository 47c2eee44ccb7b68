/**
 * A select's computed columns written to text once, not on every request: Drizzle renders each
 * SQL fragment of a selection (a list's related names are nested subqueries) chunk by chunk every
 * time a statement is built, which cost a list page more app CPU than its rows (docs/benchmarks.md).
 * A fragment whose values are all strings or numbers is rendered once, with its values written in
 * as literals (escaped by Drizzle), into one piece of text that keeps the fragment's decoder; the
 * table's columns and any other fragment are kept as they are.
 */
import { type DriverValueDecoder, is, SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

const literal = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/** `fragment` as one piece of text, or itself when a value could not be written as a literal. */
function renderedOnce(fragment: SQL): SQL {
  if (!dialect.sqlToQuery(fragment).params.every(literal)) return fragment;
  const { sql: text } = dialect.sqlToQuery(sql`${fragment}`.inlineParams());
  return sql.raw(text).mapWith((fragment as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder);
}

/** The selection with each SQL fragment rendered once (`renderedOnce`). */
export function renderedColumns<Columns extends Record<string, PgColumn | SQL>>(columns: Columns): Columns {
  return Object.fromEntries(
    Object.entries(columns).map(([name, column]) => [name, is(column, SQL) ? renderedOnce(column) : column]),
  ) as Columns;
}
