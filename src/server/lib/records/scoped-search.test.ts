/**
 * The scoped search (a GIN index over the scope's arrays and the search text, migration 0042)
 * answers the plain query's rows and capped count, on random rows: every word, scope and page
 * read once through the index and once with every index turned off.
 */
import { desc, sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { describeEachDatabase } from '../../test/harness';
import { pageOf, type Selection } from '../crud/list';
import { recordSearch } from './scoped-search';

const items = pgTable('scoped_search_items', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  office_ids: integer('office_ids').array().notNull(),
  user_ids: integer('user_ids').array().notNull(),
  search_text: text('search_text').notNull(),
});

/** A seeded generator, so a failure repeats. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** Words from everywhere (`comun`) to a handful of rows (`raro`); offices from every row to a few. */
const WORDS: [string, number][] = [
  ['comun', 0.45],
  ['medio', 0.04],
  ['raro', 0.003],
];
const OFFICES: [number, number][] = [
  [1, 1],
  [2, 0.3],
  [3, 0.02],
];

const search = recordSearch(items.search_text, (word) => sql`${items.search_text} like ${`%${word}%`}`);
const ROWS = 3000;

/** The page with the planner free to use the index, then with only sequential scans. */
async function bothWays(db: Executor, selection: Selection, query: { page: number; per_page: number }) {
  const indexed = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return pageOf(tx, selection, query);
  });
  const plain = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return pageOf(tx, selection, query);
  });
  return { indexed, plain };
}

describeEachDatabase('scoped search', (ctx) => {
  beforeAll(async () => {
    const { db } = ctx().database;
    await db.execute(sql`create table scoped_search_items (id integer primary key, at timestamptz not null,
      office_ids integer[] not null, user_ids integer[] not null, search_text text not null)`);
    await db.execute(sql`create index scoped_search_items_idx on scoped_search_items
      using gin (office_ids, user_ids, search_text gin_trgm_ops)`);
    const next = random(31);
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      id: i + 1,
      // Few distinct instants, so the id breaks many ties.
      at: new Date(Date.UTC(2026, 0, 1 + Math.floor(next() * 300))),
      office_ids: OFFICES.filter(([, share]) => next() < share).map(([office]) => office),
      user_ids: [1 + Math.floor(next() * 40)],
      search_text: ['asunto', ...WORDS.filter(([, share]) => next() < share).map(([word]) => word)].join(' '),
    }));
    for (let i = 0; i < rows.length; i += 1000) await db.insert(items).values(rows.slice(i, i + 1000));
    await db.execute(sql`analyze scoped_search_items`);
  });

  it('gives the plain query’s rows and count for every word, scope and page', async () => {
    const { db } = ctx().database;
    const scopes = [
      ...OFFICES.map(([office]) => sql`${items.office_ids} @> array[${office}]::integer[]`),
      sql`(${items.office_ids} @> array[3]::integer[] or ${items.user_ids} @> array[7]::integer[])`,
    ];
    const order = [desc(items.at), desc(items.id)];
    let nonEmpty = 0;
    for (const scope of scopes)
      for (const q of ['comun', 'medio', 'raro', 'comun medio', 'nada'])
        for (const query of [
          { page: 1, per_page: 25 },
          { page: 3, per_page: 100 },
        ]) {
          const where = sql`${scope} and ${search(q)}`;
          const { indexed, plain } = await bothWays(db, { table: items, where, order }, query);
          expect(indexed, `${q} page ${query.page}`).toEqual(plain);
          if (plain.data.length > 0) nonEmpty += 1;
        }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('looks a whole record number up by its column, and searches words otherwise', () => {
    const render = (q: string) => new PgDialect().sqlToQuery(search(q)!);
    expect(render('ING-2026-000123').params).toEqual(['ING-2026-000123']);
    expect(render('ing-2026-000123').params).toEqual(['ING-2026-000123']);
    expect(render('comun medio').params).toEqual(['%comun%', '%medio%']);
    expect(recordSearch(undefined, () => sql`true`)('   ')).toBeUndefined();
  });
});
