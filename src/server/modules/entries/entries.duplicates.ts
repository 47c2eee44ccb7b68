/**
 * Likely duplicates of an entry being registered (docs/domain.md §7: the same paper presented
 * twice): entries of the same sender in the last `DUPLICATE_WINDOW_DAYS` days with the same
 * sender's reference, or a subject that reads alike (trigram similarity over the unaccented,
 * lower-cased text), not annulled, within the caller's scope. A warning, never a refusal.
 */
import { DUPLICATE_WINDOW_DAYS, type EntryDuplicate, type EntryDuplicatesQuery } from '@shared/schemas/entries';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entries } from '../../db/schema';
import type { Auth } from '../../plugins/auth';
import { scopeCondition } from './entries.scope';

/** Subjects at least this alike (pg_trgm's similarity, 0–1) count as the same. */
const SIMILAR_SUBJECT = 0.6;

const folded = (value: SQL | string) => sql`f_unaccent(lower(${value}))`;

export async function likelyDuplicates(
  db: Executor,
  caller: Auth,
  query: EntryDuplicatesQuery,
): Promise<EntryDuplicate[]> {
  const reference = query.sender_reference || null;
  const subject = query.subject && query.subject.length >= 8 ? query.subject : null;
  if (reference === null && subject === null) return [];
  const sameReference =
    reference === null ? sql`false` : sql`${folded(sql`${entries.sender_reference}`)} = ${folded(reference)}`;
  const alikeSubject =
    subject === null
      ? sql`false`
      : sql`similarity(${folded(sql`${entries.subject}`)}, ${folded(subject)}) >= ${SIMILAR_SUBJECT}`;
  const rows = await db
    .select({
      id: entries.id,
      number: entries.number,
      subject: entries.subject,
      sender_reference: entries.sender_reference,
      received_at: entries.received_at,
      state: entries.state,
      same_reference: sql<boolean>`${sameReference}`,
      alike_subject: sql<boolean>`${alikeSubject}`,
    })
    .from(entries)
    .where(
      and(
        eq(entries.sender_id, query.sender_id),
        sql`${entries.received_at} >= now() - make_interval(days => ${DUPLICATE_WINDOW_DAYS})`,
        ne(entries.state, 'anulado'),
        query.except_id === undefined ? undefined : ne(entries.id, query.except_id),
        sql`(${sameReference} or ${alikeSubject})`,
        scopeCondition(caller),
      ),
    )
    .orderBy(desc(entries.received_at))
    .limit(5);
  return rows.map(({ same_reference, alike_subject, received_at, ...row }) => ({
    ...row,
    received_at: new Date(received_at).toISOString(),
    reasons: [...(same_reference ? (['reference'] as const) : []), ...(alike_subject ? (['subject'] as const) : [])],
  }));
}
