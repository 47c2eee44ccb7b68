/**
 * A hot statement as a named prepared statement: on PostgreSQL each connection parses it once
 * and, once a generic plan proves as good as the custom ones (after five runs), stops planning it;
 * for a Tablero tile, planning costs more than running (docs/benchmarks.md, "One
 * prepared statement per tile"). Only for a bounded set of statement texts, such as the tiles' (one per tile
 * and kind of caller): a connection keeps every statement it prepared until it closes. PGlite runs
 * it as an ordinary statement.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();

export async function preparedRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  // The name is the text's: the same text always gets the same name, and a name never has two texts.
  const name = `folio_${createHash('sha1').update(built.sql).digest('base64url')}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as unknown as { rows: Row[] }).rows;
}
