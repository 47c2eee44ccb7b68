/**
 * The list's search over the text of the records' attachments (docs/text-search.md). Each word
 * must be on a page, stemmed in Spanish as written or unaccented (`resoluciones` finds
 * «Resolución»). The reads add it to the scope's condition, so only records the caller may open
 * match, and snippets are taken only for the page of records already selected that way.
 */
import type { TextMatch } from '@shared/schemas/text-match';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { attachments, attachmentTextPages } from '../../../db/schema';
import { searchWords } from '../../crud/list';

/** Every word of `q`, as a `tsquery`: each in either configuration of the index. */
export function textQuery(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const each = words.map(
    (word) => sql`(plainto_tsquery('spanish'::regconfig, ${word}) || plainto_tsquery('folio_es'::regconfig, ${word}))`,
  );
  return sql`(${sql.join(each, sql` && `)})`;
}

/**
 * A single word of letters or digits is one token, so one lexeme in each configuration at most:
 * a record's files have it on one page exactly when their words (`files_words`) have it.
 */
const oneLexeme = (words: readonly string[]) => words.length === 1 && /^[\p{L}\p{N}]+$/u.test(words[0]!);

/**
 * The records of `table` (its resource, `ownerType`) whose attachments' text has every word of `q`
 * on one page. The record's `files_words` (migration 0050: every word of its files, kept by
 * triggers) sits in one GIN index with the scope's arrays, so the capped count and a rare word
 * intersect the caller's records with the word's inside the index, and a page walking the scope
 * newest first tests the row's own column. That answers one plain word by itself; several (or one
 * the parser splits, `D.S.`) are then checked on the pages of the rows that passed, each through
 * its few pages' keys: `offset 0` keeps that `exists` a per-row check, which the planner would
 * otherwise turn into a join that first gathers every page of a common word.
 */
export function attachmentTextMatch(ownerType: string, table: PgTable, q: string | undefined): SQL | undefined {
  const query = textQuery(q);
  if (!query) return undefined;
  const words = sql`${table}.files_words @@ ${query}`;
  if (oneLexeme(searchWords(q))) return words;
  return sql`(${words} and exists (select 1 from ${attachments} a join ${attachmentTextPages} p on p.sha256 = a.sha256
    where a.owner_type = ${ownerType} and a.owner_id = ${table}.id and a.deleted_at is null
      and p.search_vector @@ ${query} offset 0))`;
}

const START = '\u0002';
const STOP = '\u0003';

/** A headline's text cut at its markers: the words found are the odd parts. */
function partsOf(headline: string): TextMatch['parts'] {
  const parts: TextMatch['parts'] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries())
    if (piece) parts.push({ text: piece, match: index % 2 === 1 });
  return parts;
}

/** For each of `ids` (already in the caller's scope) whose files match: its best page and passage. */
export async function textMatches(
  db: Executor,
  ownerType: string,
  ids: readonly number[],
  q: string | undefined,
): Promise<Map<number, TextMatch>> {
  const query = textQuery(q);
  if (!query || ids.length === 0) return new Map();
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=25, MinWords=10, MaxFragments=1`;
  const result = await db.execute<{
    owner_id: number;
    attachment_id: number;
    name: string;
    page: number;
    headline: string;
  }>(sql`
    select distinct on (a.owner_id) a.owner_id, a.id as attachment_id, a.original_name as name, p.page,
      ts_headline('folio_es'::regconfig, p.text, ${query}, ${options}) as headline
    from ${attachments} a join ${attachmentTextPages} p on p.sha256 = a.sha256
    where a.owner_type = ${ownerType} and a.deleted_at is null
      and a.owner_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      and p.search_vector @@ ${query}
    order by a.owner_id, ts_rank(p.search_vector, ${query}) desc, a.id, p.page`);
  const rows = (
    result as unknown as {
      rows: { owner_id: number; attachment_id: number; name: string; page: number; headline: string }[];
    }
  ).rows;
  return new Map(
    rows.map((row) => [
      row.owner_id,
      { attachment_id: row.attachment_id, name: row.name, page: row.page, parts: partsOf(row.headline) },
    ]),
  );
}
