/**
 * A list's search inside the caller's scope, as fast for a word half the rows carry as for a word
 * a handful do (docs/benchmarks.md, «Búsqueda dentro del alcance»).
 *
 * The same answer can come from two plans, and which is cheap depends on the word:
 *
 * - **the walk**: the caller's scope in the list's order (newest first, through the sort's index),
 *   testing the words on each row and stopping at a page. Cheap when the word is common, since a
 *   page of matches lies among the first few hundred rows; ruinous when it is rare;
 * - **the word's index** (the trigram GIN of the search text), then the scope and the sort over its
 *   candidates. Cheap when the word is rare; a quarter of the table for a common one.
 *
 * The query chooses: one statement walks at most `WALK` rows of the scope, counting matches up to the
 * list's count cap (`COUNT_LIMIT`) and noting whether it reached the end of its walk. If it found more
 * than the cap, or walked the whole scope, the walk answers the page and its count is the list's;
 * otherwise the word is rare in this scope and the index answers as the plain query does. Both give
 * the plain query's rows in its order (`scoped-search.test.ts`).
 *
 * The walk keeps the table's own name as the alias of the walked rows, so every column, name
 * subquery and search condition written against the table reads the walked rows unchanged: any
 * search condition joins it (a record's words, its senders' names, later the text inside its files).
 */
import { COUNT_LIMIT, type Page } from '@shared/pagination';
import { and, Column, eq, getTableColumns, getTableName, is, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { pageMeta, pageOf, recordNumberOf, searchWords } from '../crud/list';

/** Rows of the scope the walk reads before it leaves the search to the word's index. */
export const WALK = 4000;

/**
 * What a list searches for: `where`, and whether walking the scope may find it (`walk`): words may,
 * a whole record number is one row its unique index finds at once.
 */
export interface SearchTerms {
  where: SQL;
  walk: boolean;
}

/**
 * A document list's `q`: a whole record number (`ING-2026-000123`) looked up by `number`, otherwise
 * every word through `word` (each word's condition, AND-ed).
 */
export function recordSearch(number: PgColumn | undefined, word: (word: string) => SQL | undefined) {
  return (q: string | undefined): SearchTerms | undefined => {
    const whole = number ? recordNumberOf(q) : undefined;
    if (number && whole) return { where: eq(number, whole), walk: false };
    const where = and(...searchWords(q).map(word));
    return where ? { where, walk: true } : undefined;
  };
}

export interface ScopedSearch {
  table: PgTable;
  /** The scope and the list's filters, the words left out. */
  where: SQL | undefined;
  search: SearchTerms;
  /** The list's order, ending with the id (a total order). */
  order: SQL[];
  /** Whether an index gives `order` (the list's default sort): only then is walking it cheap. */
  walkable: boolean;
  columns?: Record<string, PgColumn | SQL>;
}

/** The first `WALK` rows of the scope in the list's order, under the table's own name. */
function walked({ table, where, order }: ScopedSearch): SQL {
  const name = sql.identifier(getTableName(table));
  return sql`(select * from ${table} where ${where ?? sql`true`} order by ${sql.join(order, sql`, `)} limit ${WALK}) as ${name}`;
}

/**
 * Matches among the walked rows, counted up to one past the cap, and whether the walk reached its
 * `WALK`-th row (then rows beyond it may match too): the row numbered `WALK` passes the filter
 * whatever it holds, as a sentinel; reading stops at the cap's matches.
 */
async function probe(db: Executor, s: ScopedSearch): Promise<{ hits: number; cut: boolean }> {
  const result = (await db.execute(sql`
    select count(*) filter (where p.matched)::int as hits, coalesce(bool_or(p.n = ${WALK}), false) as cut
    from (
      select w.matched, w.n from (
        select (${s.search.where}) as matched, row_number() over () as n from ${walked(s)}
      ) w
      where w.matched or w.n = ${WALK}
      limit ${COUNT_LIMIT + 2}
    ) p`)) as unknown as { rows: { hits: number; cut: boolean | null }[] };
  const [row] = result.rows;
  return { hits: row?.hits ?? 0, cut: row?.cut === true };
}

/**
 * The selection as SQL naming the table, which the walked rows' alias answers: drizzle refuses a
 * table's column object in a select that does not join that table.
 */
const asWalked = (columns: Record<string, PgColumn | SQL>) =>
  Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, is(column, Column) ? sql`${column}`.mapWith(column) : column]),
  ) as Record<string, SQL>;

/** A page of the walked rows that match, in the list's order. */
function walkPage<Row>(db: Executor, s: ScopedSearch, page: number, perPage: number): Promise<Row[]> {
  return db
    .select(asWalked(s.columns ?? getTableColumns(s.table)))
    .from(walked(s))
    .where(s.search.where)
    .orderBy(...s.order)
    .limit(perPage)
    .offset((page - 1) * perPage) as unknown as Promise<Row[]>;
}

/** The plain query: scope, filters and words in one `where`, as the planner sees fit. */
const plain = <Row>(db: Executor, s: ScopedSearch, query: { page: number; per_page: number }) =>
  pageOf<Row>(db, { table: s.table, where: and(s.where, s.search.where), order: s.order, columns: s.columns }, query);

/** A page of the search inside the scope with the capped count, by the walk or by the word's index. */
export async function scopedSearchPage<Row>(
  db: Executor,
  s: ScopedSearch,
  query: { page: number; per_page: number },
): Promise<Page<Row>> {
  if (!s.walkable || !s.search.walk) return plain(db, s, query);
  const { hits, cut } = await probe(db, s);
  const capped = hits > COUNT_LIMIT;
  if (!capped && cut) return plain(db, s, query);
  const data = await walkPage<Row>(db, s, query.page, query.per_page);
  // A page past what the walk read (deep in a capped list) is the index's to answer.
  const expected = capped
    ? query.per_page
    : Math.max(0, Math.min(query.per_page, hits - (query.page - 1) * query.per_page));
  if (data.length < expected) return plain(db, s, query);
  return { data, meta: pageMeta(query.page, query.per_page, Math.min(hits, COUNT_LIMIT), capped) };
}
