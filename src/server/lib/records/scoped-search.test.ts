/** The scoped search (walk or word index) answers the plain query's page and count, on random rows. */
import { asc, desc, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { pageOf } from '../crud/list';
import { recordSearch, type ScopedSearch, scopedSearchPage, WALK } from './scoped-search';

const items = pgTable('scoped_search_items', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  office_ids: integer('office_ids').array().notNull(),
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
const ROWS = WALK + 2500;

const search = recordSearch(undefined, (word) => sql`${items.search_text} like ${`%${word}%`}`);

describeEachDatabase('scoped search', (ctx) => {
  beforeAll(async () => {
    const { db } = ctx().database;
    await db.execute(sql`create table scoped_search_items
      (id integer primary key, at timestamptz not null, office_ids integer[] not null, search_text text not null)`);
    const next = random(31);
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      id: i + 1,
      // Few distinct instants, so the id breaks many ties.
      at: new Date(Date.UTC(2026, 0, 1 + Math.floor(next() * 300))),
      office_ids: OFFICES.filter(([, share]) => next() < share).map(([office]) => office),
      search_text: ['asunto', ...WORDS.filter(([, share]) => next() < share).map(([word]) => word)].join(' '),
    }));
    for (let i = 0; i < rows.length; i += 1000) await db.insert(items).values(rows.slice(i, i + 1000));
  });

  it('gives the plain query’s rows and count for every word, scope, order and page', async () => {
    const { db } = ctx().database;
    const orders = [
      [desc(items.at), desc(items.id)],
      [asc(items.at), asc(items.id)],
    ];
    const queries = ['comun', 'medio', 'raro', 'comun medio', 'nada'];
    let compared = 0;
    for (const [office] of OFFICES)
      for (const order of orders)
        for (const q of queries)
          for (const [page, per_page] of [
            [1, 25],
            [3, 100],
            [41, 25],
          ] as const) {
            const terms = search(q)!;
            const where = sql`${items.office_ids} @> array[${office}]::integer[]`;
            const s: ScopedSearch = { table: items, where, search: terms, order, walkable: true };
            const query = { page, per_page };
            const plainPage = await pageOf(db, { table: items, where: sql`${where} and ${terms.where}`, order }, query);
            expect(await scopedSearchPage(db, s, query), `${q} office ${office} page ${page}`).toEqual(plainPage);
            compared += 1;
          }
    expect(compared).toBe(OFFICES.length * 2 * queries.length * 3);
  });

  it('looks a whole record number up without walking', () => {
    const number = recordSearch(items.search_text, () => sql`false`)('ING-2026-000123');
    expect(number?.walk).toBe(false);
    expect(recordSearch(undefined, () => sql`true`)('ING-2026-000123')?.walk).toBe(true);
    expect(recordSearch(undefined, () => sql`true`)('   ')).toBeUndefined();
  });
});
