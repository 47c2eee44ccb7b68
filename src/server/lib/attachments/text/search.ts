/**
 * The list's search over the text of the records' attachments (docs/text-search.md). Each word
 * must be on a page, stemmed in Spanish as written or unaccented (`resoluciones` finds
 * «Resolución»). The reads add it to the scope's condition, so only records the caller may open
 * match, and snippets are taken only for the page of records already selected that way.
 */
import type { TextMatch } from '@shared/schemas/text-match';
import { type SQL, sql } from 'drizzle-orm';
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
 * The records of `ownerType` whose attachments' text has every word of `q`, as a condition on the
 * record's `id` (written qualified by its table: `${table}.id`). A correlated `exists` leaves the
 * planner its choice, as the record's own search does: a page walking the caller's scope newest
 * first checks each record's few pages through their keys and stops at the page, while a rare word
 * is a semi-join from the pages' text index. Every match of a common word is never gathered first.
 */
export function attachmentTextMatch(ownerType: string, id: SQL, q: string | undefined): SQL | undefined {
  const query = textQuery(q);
  if (!query) return undefined;
  return sql`exists (select 1 from ${attachments} a join ${attachmentTextPages} p on p.sha256 = a.sha256
    where a.owner_type = ${ownerType} and a.owner_id = ${id} and a.deleted_at is null and p.search_vector @@ ${query})`;
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
