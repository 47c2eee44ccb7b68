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
 * changes on every run (the id). New parts are rendered to find their shape, which is built and
 * prepared only for parts (text and values) not seen before, per database; the same array of parts
 * again (a caller's, kept by lib/records `perCaller`) is known without rendering it.
 */
export function preparedByShape<Parts extends (SQL | undefined)[], Row>(
  build: (db: Executor, ...parts: Parts) => PreparableSelect<Row>,
) {
  type Known = { shapes: Map<string, PreparedSelect<Row>>; seen: WeakMap<Parts, PreparedSelect<Row>> };
  const byDb = new WeakMap<Executor, Known>();
  const shaped = (db: Executor, parts: Parts) => {
    const known: Known = byDb.get(db) ?? { shapes: new Map(), seen: new WeakMap() };
    byDb.set(db, known);
    const seen = known.seen.get(parts);
    if (seen) return seen;
    const key = JSON.stringify(parts.map((part) => part && dialect.sqlToQuery(part)));
    let prepared = known.shapes.get(key);
    if (!prepared) {
      const select = build(db, ...parts);
      prepared = select.prepare(nameOf(select.toSQL().sql));
      if (known.shapes.size >= SHAPES) known.shapes.delete(known.shapes.keys().next().value!);
      known.shapes.set(key, prepared);
    }
    known.seen.set(parts, prepared);
    return prepared;
  };
  return (db: Executor, parts: Parts, values: Record<string, unknown>): Promise<Row[]> =>
    shaped(db, parts).execute(values);
}
