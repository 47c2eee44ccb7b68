/**
 * A document list's search (`q`) inside the caller's scope, as fast for a word half the rows carry
 * as for a word a handful do (docs/benchmarks.md, «Búsqueda dentro del alcance»).
 *
 * The search is one more condition of the list's `where`, beside the scope and the filters, and the
 * planner chooses how to answer it: a page of a common word walks the caller's scope newest first
 * through the sort's index and stops at the page; a rare word, and the capped count of a common
 * one, read one GIN index over the scope's arrays and the search text together (`office_ids`,
 * `user_ids`, the trigrams of the text: migration 0045), which intersects the caller's records with
 * the word's before any row is read, instead of a quarter of the table's candidates the scope then
 * filters one by one.
 *
 * `recordSearch` builds a module's `q`: a whole record number by its unique column, otherwise each
 * word's condition AND-ed. A word's condition may reach beyond the record's own text (its
 * senders' names) with `or id = any(array(select …))`, and stays one condition of the same
 * `where`. The text inside its files is the same kind of index over the record's own
 * `files_words` beside the scope's arrays (lib/attachments/text/search.ts).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { recordNumberOf, searchWords } from '../crud/list';

/**
 * A document list's `q`: a whole record number (`ING-2026-000123`) looked up by `number`, otherwise
 * every word through `word`.
 */
export function recordSearch(number: PgColumn | undefined, word: (word: string) => SQL | undefined) {
  return (q: string | undefined): SQL | undefined => {
    const whole = number ? recordNumberOf(q) : undefined;
    if (number && whole) return eq(number, whole);
    return and(...searchWords(q).map(word));
  };
}
