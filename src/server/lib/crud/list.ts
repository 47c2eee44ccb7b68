/** Server-side pagination, sort and accent-/case-insensitive search for any table. */
import type { ListQuery } from '@shared/crud';
import { COUNT_LIMIT, type Page, type PageMeta } from '@shared/pagination';
import { and, asc, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { invalid } from '../errors';

/** `word` anywhere, for `like`, with its wildcards escaped. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a search box: split on blanks, at most eight. */
export const searchWords = (q: string | undefined) => (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);

/** `phrase` as typed anywhere in `text`, ignoring accents and case. */
export const containsPhrase = (text: SQL, phrase: string) =>
  sql`f_unaccent(lower(${text})) like f_unaccent(lower(${likePattern(phrase)}))`;

/** Every word of `q` must appear in at least one column, ignoring accents and case. */
export function searchCondition(q: string | undefined, columns: readonly (PgColumn | SQL)[]): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0 || columns.length === 0) return undefined;
  const perWord = words.map((word) => {
    const pattern = likePattern(word);
    const anyColumn = columns.map(
      (column) => sql`f_unaccent(lower(${column}::text)) like f_unaccent(lower(${pattern}))`,
    );
    return sql`(${sql.join(anyColumn, sql` or `)})`;
  });
  return and(...perWord);
}

/**
 * Whether `q` is a whole record number (`ING-2026-000123`, `OTI-ING-2026-0007`): a list then looks
 * it up by its unique number instead of searching text, where every number of the year shares the
 * prefix's trigrams and the trigram index reads most of its postings (docs/benchmarks.md).
 */
export function recordNumberOf(q: string | undefined): string | undefined {
  const word = (q ?? '').trim();
  const whole = word.length <= 60 && /\d/.test(word) && /^\p{L}[\p{L}\d]*(-[\p{L}\d]+){1,4}$/u.test(word);
  return whole ? word.toUpperCase() : undefined;
}

/**
 * Every word of `q` in `column`, a stored text already lower-cased and unaccented (e.g.
 * `entries.search_text`): a plain `like` per row, which its trigram index answers as is.
 */
export function normalizedSearch(q: string | undefined, column: PgColumn | SQL): SQL | undefined {
  const words = searchWords(q);
  return and(...words.map((word) => sql`${column} like f_unaccent(lower(${likePattern(word)}))`));
}

/**
 * A record's state, one of a fixed few, written into the statement instead of passed as a
 * parameter: a prepared statement's generic plan (db/prepared.ts) can then still use an index of
 * some states only (the open entries', the returned outputs'), which it cannot prove for `$1`.
 */
export const stateIs = (column: SQLWrapper, state: string): SQL => eq(column, state).inlineParams();

/** The state is one of `states`, written into the statement (see `stateIs`). */
export const stateIn = (column: SQLWrapper, states: readonly string[]): SQL =>
  inArray(column, [...states]).inlineParams();

/** Sort keys that are the table's own columns, each named as its column: `{ id: t.id, number: t.number }`. */
export function sortableColumns<K extends string>(
  table: { [key in K]: PgColumn },
  names: readonly K[],
): Record<K, PgColumn> {
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Record<K, PgColumn>;
}

/** The column a `sort` key names (`-name`: descending), only over whitelisted ones; unknown keys are a 422. */
export function sortKey(
  sort: string | undefined,
  sortable: Record<string, PgColumn | SQL>,
  fallback: string,
): { column: PgColumn | SQL; descending: boolean } {
  const key = sort ?? fallback;
  const descending = key.startsWith('-');
  const column = sortable[descending ? key.slice(1) : key];
  if (!column) throw invalid({ sort: ['No se puede ordenar por ese campo.'] });
  return { column, descending };
}

/** `sort=-name` → `order by name desc, id desc` (the id makes the order total). */
export function orderBy(sort: string | undefined, sortable: Record<string, PgColumn | SQL>, fallback: string): SQL[] {
  const { column, descending } = sortKey(sort, sortable, fallback);
  const id = (sortable.id ?? sql`id`) as PgColumn;
  return [descending ? desc(column) : asc(column), descending ? desc(id) : asc(id)];
}

export interface PaginateOptions {
  table: PgTable;
  query: ListQuery;
  where?: (SQL | undefined)[];
  search: readonly (PgColumn | SQL)[];
  sortable: Record<string, PgColumn | SQL>;
  defaultSort: string;
  /** What to select of each row (default: the table's columns), e.g. with related names. */
  columns?: Record<string, PgColumn | SQL>;
}

export async function paginate<Row>(db: Executor, options: PaginateOptions): Promise<Page<Row>> {
  const { query } = options;
  const where = and(...(options.where ?? []), searchCondition(query.q, options.search));
  const order = orderBy(query.sort, options.sortable, options.defaultSort);
  return pageOf<Row>(db, { table: options.table, where, order, columns: options.columns }, query);
}

export interface Selection {
  table: PgTable;
  where: SQL | undefined;
  /** A total order (ending with the id). */
  order: SQL[];
  /** What to select of each row (default: the table's columns). */
  columns?: Record<string, PgColumn | SQL>;
  /**
   * The capped count reads the condition's index, never the table in its physical order: the
   * matches of the files' words sit together where their rows were last updated, and a scan that
   * expects them spread out reads most of the table to count a thousand of them.
   */
  countByIndex?: boolean;
}

/** One page of `selection` with the count capped at `COUNT_LIMIT`. */
export function pageOf<Row>(db: Executor, selection: Selection, query: PageQuery): Promise<Page<Row>> {
  return tieredPageOf<Row>(db, [selection], query);
}

interface PageQuery {
  page: number;
  per_page: number;
}

/** How many rows `selection` has, counting no further than `limit`. */
async function cappedCount(db: Executor, { table, where, countByIndex }: Selection, limit: number): Promise<number> {
  const counted = async (tx: Executor) => {
    const matches = tx.select({ one: sql`1` }).from(table).where(where).limit(limit);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(matches.as('matches'));
    return total;
  };
  if (!countByIndex) return counted(db);
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
      return counted(tx);
    },
    { accessMode: 'read only' },
  );
}

/**
 * One page of tiers shown one after another, each in its own order: a search's records matched by
 * their own fields, then those matched only by their files' text. Each tier is a query the planner
 * can answer by walking the sort's index and stopping at the page, which one `order by tier, sort`
 * over all the matches cannot (a common word is a quarter of the table). The tiers' counts add up,
 * capped together at `COUNT_LIMIT`.
 */
export async function tieredPageOf<Row>(
  db: Executor,
  tiers: readonly Selection[],
  query: PageQuery,
): Promise<Page<Row>> {
  const offset = (query.page - 1) * query.per_page;
  const data: Row[] = [];
  let total = 0;
  for (const tier of tiers) {
    if (total > COUNT_LIMIT) break;
    const limit = COUNT_LIMIT + 1 - total;
    const counted = await cappedCount(db, tier, limit);
    // The next position of the page, inside this tier (which may hold more than it counted).
    const from = offset + data.length - total;
    if (data.length < query.per_page && (from < counted || counted === limit))
      data.push(...((await rowsOf(db, tier, query.per_page - data.length, from)) as Row[]));
    total += counted;
  }
  return { data, meta: pageMeta(query.page, query.per_page, Math.min(total, COUNT_LIMIT), total > COUNT_LIMIT) };
}

function rowsOf(db: Executor, { table, where, order, columns }: Selection, limit: number, offset = 0) {
  return (columns ? db.select(columns) : db.select())
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** The first `limit` rows of tiers shown one after another (see `tieredPageOf`), with no count. */
export async function firstOfTiers<Row>(db: Executor, tiers: readonly Selection[], limit: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const tier of tiers) {
    if (rows.length >= limit) break;
    rows.push(...((await rowsOf(db, tier, limit - rows.length)) as Row[]));
  }
  return rows;
}

/** The `meta` of every paginated answer. */
export function pageMeta(page: number, perPage: number, total: number, capped = false): PageMeta {
  return {
    page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total_capped: capped,
  };
}
