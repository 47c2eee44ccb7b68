/**
 * The entries list query — filters, search and sort within the caller's scope — shared by the
 * paginated list and the spreadsheet export, so both show the same rows.
 */
import { listQuerySchema } from '@shared/crud';
import { OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { citizenSearchText, citizens, entries, entrySearchText } from '../../db/schema';
import { normalizedSearch, orderBy, recordNumberOf, searchCondition } from '../../lib/crud/list';
import type { Auth } from '../../plugins/auth';
import { today } from './entry-access';
import { movementTo, officeInvolved, scopeCondition } from './entry-scope';

const listFilters = z.object({
  state: z.enum(['registrado', 'derivado', 'recibido', 'atendido', 'archivado', 'anulado']).optional(),
  office_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  type_entry_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  channel: z.enum(['presencial', 'correo', 'mesa_virtual', 'courier', 'otro']).optional(),
  priority: z.enum(['normal', 'urgente', 'muy_urgente']).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  overdue: z.enum(['true', 'false']).optional(),
  mine: z.enum(['true', 'false']).optional(),
});

export const entryListQuery = listQuerySchema.extend(listFilters.shape);
export type EntryListQuery = z.output<typeof entryListQuery>;

function filterConditions(f: EntryListQuery, caller: Auth): (SQL | undefined)[] {
  const userId = caller.user.id;
  return [
    f.state ? eq(entries.state, f.state) : undefined,
    f.office_id ? officeInvolved(f.office_id) : undefined,
    f.type_entry_id ? eq(entries.type_entry_id, f.type_entry_id) : undefined,
    f.channel ? eq(entries.channel, f.channel) : undefined,
    f.priority ? eq(entries.priority, f.priority) : undefined,
    // Dates are calendar days in the organisation's time zone.
    f.from ? sql`${entries.received_at} >= (${f.from}::date)::timestamp at time zone 'America/Lima'` : undefined,
    f.to ? sql`${entries.received_at} < (${f.to}::date + 1)::timestamp at time zone 'America/Lima'` : undefined,
    f.overdue === undefined
      ? undefined
      : f.overdue === 'true'
        ? sql`(${entries.due_date} < ${today()}::date and ${inArray(entries.state, [...OPEN_ENTRY_STATES])})`
        : sql`not (${entries.due_date} < ${today()}::date and ${inArray(entries.state, [...OPEN_ENTRY_STATES])})`,
    f.mine === 'true'
      ? sql`(${entries.assignee_id} = ${userId} or ${movementTo(sql`m.to_user_id = ${userId} and m.state <> 'devuelto'`)})`
      : undefined,
  ];
}

/**
 * `q`: every word must appear in the entry's own text (number, subject, sender's reference) or in
 * its sender's name or document, ignoring accents and case: `search_text`, stored already
 * normalised and kept by triggers (migration 0009), so the page filters with a plain `like` as it
 * walks the sort's index and the trigram index answers rare words (docs/benchmarks.md). A whole
 * record number is looked up by its unique number, a document number through the senders.
 */
function search(q: string | undefined): SQL | undefined {
  const number = recordNumberOf(q);
  if (number) return eq(entries.number, number);
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  return and(...words.map((word) => (/^\d{5,}$/.test(word) ? documentWord(word) : textWord(word))));
}

const textWord = (word: string) => normalizedSearch(word, sql`${entries}.search_text`);

/**
 * A document number: the senders that carry it, through the citizens' index, or the entry's own
 * text. In `search_text` its digit trigrams are shared by ~4 % of the entries (every sender's
 * document and every entry number), which the trigram index must recheck one by one.
 */
const documentWord = (word: string) =>
  sql`(${searchCondition(word, [entrySearchText])} or ${entries.sender_id} = any(array(select ${citizens.id} from ${citizens} where ${searchCondition(word, [citizenSearchText])})))`;

export const ENTRY_SORTABLE = {
  id: entries.id,
  number: entries.number,
  received_at: entries.received_at,
  due_date: entries.due_date,
  subject: entries.subject,
  state: entries.state,
  created_at: entries.created_at,
};

export const ENTRY_DEFAULT_SORT = '-received_at';

/** Scope, filters and search. */
export const listConditions = (query: EntryListQuery, caller: Auth) => [
  scopeCondition(caller),
  ...filterConditions(query, caller),
  search(query.q),
];

/** The whole condition and order of a list query, for reading every matching row. */
export function listSelection(query: EntryListQuery, caller: Auth): { where: SQL | undefined; order: SQL[] } {
  return {
    where: and(...listConditions(query, caller)),
    order: orderBy(query.sort, ENTRY_SORTABLE, ENTRY_DEFAULT_SORT),
  };
}
