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

/** A Drizzle select that prepares under a name (`db.select(...)...` before it runs). */
interface PreparableSelect<Row> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

type PreparedSelect<Row> = ReturnType<PreparableSelect<Row>['prepare']>;

/** How many shapes a database keeps per statement before it forgets the oldest. */
const SHAPES = 1000;

/**
 * A select whose text and planning are done once per shape, not once per run (the Drizzle build of
 * a show's columns cost more app CPU than the rest of the request, docs/benchmarks.md): `build`
 * writes the select from its caller-dependent parts (a scope), with `sql.placeholder` for what
 * changes on every run (the id). The parts are rendered on each run, which is cheap, and the
 * statement is built and prepared only for parts (text and values) not seen before, per database.
 */
export function preparedByShape<Parts extends (SQL | undefined)[], Row>(
  build: (db: Executor, ...parts: Parts) => PreparableSelect<Row>,
) {
  const byDb = new WeakMap<Executor, Map<string, PreparedSelect<Row>>>();
  return (db: Executor, parts: Parts, values: Record<string, unknown>): Promise<Row[]> => {
    const key = JSON.stringify(parts.map((part) => part && dialect.sqlToQuery(part)));
    const shapes = byDb.get(db) ?? new Map<string, PreparedSelect<Row>>();
    byDb.set(db, shapes);
    let prepared = shapes.get(key);
    if (!prepared) {
      const select = build(db, ...parts);
      prepared = select.prepare(nameOf(select.toSQL().sql));
      if (shapes.size >= SHAPES) shapes.delete(shapes.keys().next().value!);
      shapes.set(key, prepared);
    }
    return prepared.execute(values);
  };
}
