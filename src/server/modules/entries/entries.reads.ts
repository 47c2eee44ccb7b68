/**
 * The entries' reads (lib/records/reads.ts): list, show, export and history from one definition —
 * the list's filters, search and sorts, the names shown, the presenter and the export's columns.
 */

import { listQuerySchema } from '@shared/crud';
import {
  ENTRY_CHANNELS,
  ENTRY_PRIORITIES,
  ENTRY_STATES,
  entryRecord,
  OPEN_ENTRY_STATES,
} from '@shared/schemas/entries';
import { isoDate, queryId } from '@shared/zod';
import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  citizenDisplayName,
  citizenSearchText,
  citizens,
  entries,
  entryMovements,
  entrySearchText,
  offices,
  typeEntries,
  users,
} from '../../db/schema';
import { normalizedSearch, searchCondition, stateIn, stateIs } from '../../lib/crud/list';
import { withinDays } from '../../lib/days';
import { field, labelled } from '../../lib/export/spreadsheet';
import { fullName } from '../../lib/records/names';
import { recordReads } from '../../lib/records/reads';
import { recordSearch } from '../../lib/records/scoped-search';
import type { Auth } from '../../plugins/auth';
import { ENTRY_DETAILS, ENTRY_NAMES, present, today } from './entries.present';
import { isOpen, officeInvolved, READ, scopeCondition } from './entries.scope';

const listFilters = z.object({
  state: z.enum(['registrado', 'derivado', 'recibido', 'atendido', 'archivado', 'anulado']).optional(),
  office_id: queryId().optional(),
  type_entry_id: queryId().optional(),
  channel: z.enum(['presencial', 'correo', 'mesa_virtual', 'courier', 'interoperabilidad', 'otro']).optional(),
  priority: z.enum(['normal', 'urgente', 'muy_urgente']).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  overdue: z.enum(['true', 'false']).optional(),
  mine: z.enum(['true', 'false']).optional(),
  // What a report's number links to (modules/reports): the destination office, the responsible
  // (`none`: nobody), open or attended entries, and a range of due dates (an aging bucket).
  destination_office_id: queryId().optional(),
  assignee_id: z.union([z.literal('none'), queryId()]).optional(),
  open: z.enum(['true']).optional(),
  attended: z.enum(['true']).optional(),
  due_from: isoDate().optional(),
  due_to: isoDate().optional(),
  /** A derivation to the caller's office (or to them) waits to be received (the Tablero). */
  to_receive: z.enum(['true', 'false']).optional(),
});

export const entryListQuery = listQuerySchema.extend(listFilters.shape);
export type EntryListQuery = z.output<typeof entryListQuery>;

function filterConditions(f: EntryListQuery, caller: Auth): (SQL | undefined)[] {
  const userId = caller.user.id;
  return [
    f.state ? stateIs(entries.state, f.state) : undefined,
    f.office_id ? officeInvolved(f.office_id) : undefined,
    f.type_entry_id ? eq(entries.type_entry_id, f.type_entry_id) : undefined,
    f.channel ? eq(entries.channel, f.channel) : undefined,
    f.priority ? eq(entries.priority, f.priority) : undefined,
    // Dates are calendar days in the organisation's time zone.
    withinDays(entries.received_at, f.from, f.to),
    f.overdue === undefined
      ? undefined
      : f.overdue === 'true'
        ? sql`(${entries.due_date} < ${today()}::date and ${stateIn(entries.state, OPEN_ENTRY_STATES)})`
        : sql`not (${entries.due_date} < ${today()}::date and ${stateIn(entries.state, OPEN_ENTRY_STATES)})`,
    f.mine === 'true' ? mine(userId, f.open === 'true') : undefined,
    f.destination_office_id ? eq(entries.destination_office_id, f.destination_office_id) : undefined,
    f.assignee_id === undefined
      ? undefined
      : f.assignee_id === 'none'
        ? isNull(entries.assignee_id)
        : eq(entries.assignee_id, f.assignee_id),
    f.open ? stateIn(entries.state, OPEN_ENTRY_STATES) : undefined,
    f.attended ? stateIn(entries.state, ['atendido', 'archivado']) : undefined,
    f.due_from ? sql`${entries.due_date} >= ${f.due_from}::date` : undefined,
    f.due_to ? sql`${entries.due_date} <= ${f.due_to}::date` : undefined,
    f.to_receive === 'true' ? sql`${entries.id} = any(${movedEntries(toReceive(caller))})` : undefined,
  ];
}

/**
 * The entries with a movement matching `condition`, as an array the primary key looks up: with an
 * OR beside it, an `exists` would be tested on every entry of the scope (the Tablero of the front
 * desk, whose scope is everything), this is a bitmap of a few index entries.
 */
const movedEntries = (condition: SQL) => sql`array(select m.entry_id from ${entryMovements} m where ${condition})`;

/**
 * Assigned to the person or derived to them personally (a movement not returned). Of open entries
 * only, the movements are those of the person's open entries (the open `user_ids` index): a year
 * of derivations to one clerk is thousands, their open ones a few hundred (docs/benchmarks.md).
 */
function mine(userId: number, open: boolean): SQL {
  const live = sql`m.to_user_id = ${userId} and m.state <> 'devuelto'`;
  const moved = open
    ? sql`array(select m.entry_id from ${entryMovements} m join ${entries} e on e.id = m.entry_id
        where ${live} and e.user_ids @> array[${userId}]::integer[] and ${stateIn(sql`e.state`, OPEN_ENTRY_STATES)})`
    : movedEntries(live);
  return sql`(${entries.assignee_id} = ${userId} or ${entries.id} = any(${moved}))`;
}

/** A pending movement addressed to the caller's office or to the caller. */
function toReceive(caller: Auth): SQL {
  const office = caller.user.office_id ?? null;
  const to =
    office === null
      ? sql`m.to_user_id = ${caller.user.id}`
      : sql`(m.to_office_id = ${office} or m.to_user_id = ${caller.user.id})`;
  return sql`m.state = 'pendiente' and ${to}`;
}

/**
 * `q`: every word must appear in the entry's own text (number, subject, sender's reference) or in
 * its sender's name or document, ignoring accents and case: `search_text`, stored already
 * normalised and kept by triggers (migration 0009), so the page filters with a plain `like` as it
 * walks the scope in the sort's order and the trigram index answers rare words (scoped-search.ts).
 * A whole record number is looked up by its unique number.
 */
const search = recordSearch(entries.number, (word) => (/^\d{5,}$/.test(word) ? documentWord(word) : textWord(word)));

const textWord = (word: string) => normalizedSearch(word, sql`${entries}.search_text`);

/**
 * A document number: the senders that carry it, through the citizens' index, or the entry's own
 * text. In `search_text` its digit trigrams are shared by ~4 % of the entries (every sender's
 * document and every entry number), which the trigram index must recheck one by one.
 */
const documentWord = (word: string) =>
  sql`(${searchCondition(word, [entrySearchText])} or ${entries.sender_id} = any(array(select ${citizens.id} from ${citizens} where ${searchCondition(word, [citizenSearchText])})))`;

const ENTRY_SORTABLE = {
  id: entries.id,
  number: entries.number,
  received_at: entries.received_at,
  due_date: entries.due_date,
  subject: entries.subject,
  state: entries.state,
  created_at: entries.created_at,
};

export const entryReads = recordReads({
  resource: 'entries',
  record: entryRecord,
  table: entries,
  permissions: READ,
  scope: scopeCondition,
  query: entryListQuery,
  conditions: filterConditions,
  search,
  attachmentText: true,
  sortable: ENTRY_SORTABLE,
  defaultSort: '-received_at',
  names: ENTRY_NAMES,
  details: ENTRY_DETAILS,
  present: (db, caller, rows, detail) => present(db, caller, rows, detail),
  lookup: { label: entries.number, description: entries.subject },
  export: {
    filename: 'ingresos',
    sheetName: 'Ingresos',
    query: (db: Executor) =>
      db
        .select({
          number: entries.number,
          received_at: entries.received_at,
          channel: entries.channel,
          type: typeEntries.name,
          sender: citizenDisplayName,
          sender_document: sql<string | null>`${citizens.document_type} || ' ' || ${citizens.document_number}`,
          sender_reference: entries.sender_reference,
          subject: entries.subject,
          folios: entries.folios,
          destination_office: offices.name,
          assignee: fullName(users),
          priority: entries.priority,
          state: entries.state,
          due_date: entries.due_date,
        })
        .from(entries)
        .leftJoin(typeEntries, eq(typeEntries.id, entries.type_entry_id))
        .leftJoin(citizens, eq(citizens.id, entries.sender_id))
        .leftJoin(offices, eq(offices.id, entries.destination_office_id))
        .leftJoin(users, eq(users.id, entries.assignee_id)),
    columns: () => {
      const now = today();
      return [
        field('Número', 'number'),
        field('Fecha de recepción', 'received_at'),
        labelled('Canal', ENTRY_CHANNELS, 'channel'),
        field('Tipo', 'type'),
        field('Remitente', 'sender'),
        field('Documento de identidad', 'sender_document'),
        field('Documento del remitente', 'sender_reference'),
        field('Asunto', 'subject'),
        field('Folios', 'folios'),
        field('Oficina de destino', 'destination_office'),
        field('Responsable', 'assignee'),
        labelled('Prioridad', ENTRY_PRIORITIES, 'priority'),
        labelled('Estado', ENTRY_STATES, 'state'),
        field('Vence', 'due_date'),
        { header: 'Vencido', value: (r) => (isOpen(r.state) && r.due_date < now ? 'Sí' : 'No') },
      ];
    },
  },
});
