/**
 * A hot statement as a named prepared statement: on PostgreSQL each connection parses it once
 * and, once a generic plan proves as good as the custom ones (after five runs), stops planning it;
 * for a Tablero tile, planning costs more than running (docs/benchmarks.md, "One
 * prepared statement per tile"). Only for a bounded set of statement texts, such as the tiles' (one per tile
 * and kind of caller; a record's show, one per module and kind of caller): a connection keeps
 * every statement it prepared until it closes. PGlite runs it as an ordinary statement.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();

// The name is the text's: the same text always gets the same name, and a name never has two texts.
const nameOf = (text: string) => `folio_${createHash('sha1').update(text).digest('base64url')}`;

export async function preparedRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = nameOf(built.sql);
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as unknown as { rows: Row[] }).rows;
}

/** A Drizzle select (its rows mapped as Drizzle maps them) as a named prepared statement. */
export function preparedSelect<Row>(select: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Row[]> };
}): Promise<Row[]> {
  return select.prepare(nameOf(select.toSQL().sql)).execute();
}
