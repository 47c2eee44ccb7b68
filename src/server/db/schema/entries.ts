/** Entries ("Ingresos documentales") and their movements between offices (the route sheet). */
import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  type PgColumn,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { documentClassifications, series, subseries, typeEntries } from './catalogs';
import { citizens } from './citizens';
import { versioned } from './columns';
import { offices, users } from './users';

export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull(),
    /** presencial, correo, mesa_virtual, courier, interoperabilidad, interno (another office's signed document, dispatched internally), otro. */
    channel: varchar('channel', { length: 20 }).notNull(),
    type_entry_id: integer('type_entry_id')
      .notNull()
      .references(() => typeEntries.id),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => citizens.id),
    sender_reference: varchar('sender_reference', { length: 120 }),
    sender_date: date('sender_date'),
    subject: varchar('subject', { length: 500 }).notNull(),
    summary: varchar('summary', { length: 4000 }),
    folios: integer('folios').notNull(),
    annexes: varchar('annexes', { length: 1000 }),
    registered_office_id: integer('registered_office_id')
      .notNull()
      .references(() => offices.id),
    registered_by: integer('registered_by')
      .notNull()
      .references(() => users.id),
    destination_office_id: integer('destination_office_id')
      .notNull()
      .references(() => offices.id),
    assignee_id: integer('assignee_id').references(() => users.id),
    /** normal, urgente, muy_urgente. */
    priority: varchar('priority', { length: 20 }).notNull().default('normal'),
    response_days: integer('response_days').notNull(),
    due_date: date('due_date').notNull(),
    classification_id: integer('classification_id').references(() => documentClassifications.id),
    series_id: integer('series_id').references(() => series.id),
    subseries_id: integer('subseries_id').references(() => subseries.id),
    /** registrado, derivado, recibido, atendido, archivado, anulado. */
    state: varchar('state', { length: 20 }).notNull().default('registrado'),
    annulled_reason: varchar('annulled_reason', { length: 500 }),
    /** When it was first attended (the `attend` transition or a reply); attention-time reports read it. */
    attended_at: timestamp('attended_at', { withTimezone: true }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('entries_number_key').on(t.number),
    uniqueIndex('entries_year_sequence_key').on(t.year, t.sequence),
    index('entries_state_idx').on(t.state),
    index('entries_destination_office_idx').on(t.destination_office_id),
    index('entries_registered_office_idx').on(t.registered_office_id),
    index('entries_received_at_idx').on(t.received_at),
    // The attention-time report: attended entries by the day they were received.
    index('entries_attended_idx').on(t.received_at, t.attended_at).where(sql`${t.attended_at} is not null`),
    index('entries_due_date_idx').on(t.due_date),
    index('entries_assignee_idx').on(t.assignee_id),
    // The Tablero's open-work tiles: a person's open entries without visiting the closed ones (with
    // the open-only GIN indexes on office_ids/user_ids of migration 0027, docs/benchmarks.md).
    index('entries_open_assignee_idx')
      .on(t.assignee_id)
      .where(sql`${t.state} in ('registrado', 'derivado', 'recibido')`),
    // «Sin asignar» in due-date order: an office's first five are found walking the unassigned
    // queue by due date, not by sorting its thousands (docs/benchmarks.md, "The scope as a filter").
    index('entries_unassigned_due_idx')
      .on(t.due_date, t.id)
      .where(sql`${t.state} in ('registrado', 'derivado', 'recibido') and ${t.assignee_id} is null`),
    index('entries_sender_idx').on(t.sender_id),
    // Trigram index for `q` over the entry's own text (see entrySearchText).
    index('entries_search_idx').using('gin', sql`f_unaccent(lower(${searchText(t)}::text)) gin_trgm_ops`),
    check('entries_folios_check', sql`${t.folios} >= 1`),
    check(
      'entries_state_check',
      sql`${t.state} in ('registrado', 'derivado', 'recibido', 'atendido', 'archivado', 'anulado')`,
    ),
    check(
      'entries_channel_check',
      sql`${t.channel} in ('presencial', 'correo', 'mesa_virtual', 'courier', 'interoperabilidad', 'interno', 'otro')`,
    ),
    check('entries_priority_check', sql`${t.priority} in ('normal', 'urgente', 'muy_urgente')`),
  ],
);

function searchText(t: Record<'number' | 'subject' | 'sender_reference', PgColumn>): SQL {
  return sql`(${t.number} || ' ' || ${t.subject} || ' ' || coalesce(${t.sender_reference}, ''))`;
}

/** The entry's own searchable text (number, subject, sender's reference), as its trigram index has it. */
export const entrySearchText = searchText(entries);

export const entryMovements = pgTable(
  'entry_movements',
  {
    id: serial('id').primaryKey(),
    entry_id: integer('entry_id')
      .notNull()
      .references(() => entries.id),
    from_office_id: integer('from_office_id').references(() => offices.id),
    to_office_id: integer('to_office_id')
      .notNull()
      .references(() => offices.id),
    to_user_id: integer('to_user_id').references(() => users.id),
    /** atencion, conocimiento, opinion, archivo, otro. */
    action: varchar('action', { length: 20 }).notNull(),
    instructions: varchar('instructions', { length: 1000 }),
    sent_by: integer('sent_by')
      .notNull()
      .references(() => users.id),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** pendiente, recibido, devuelto. */
    state: varchar('state', { length: 20 }).notNull().default('pendiente'),
    received_by: integer('received_by').references(() => users.id),
    received_at: timestamp('received_at', { withTimezone: true }),
    returned_reason: varchar('returned_reason', { length: 500 }),
  },
  (t) => [
    index('entry_movements_entry_idx').on(t.entry_id),
    index('entry_movements_to_office_idx').on(t.to_office_id, t.state),
    // The scope and office filter ask "a movement of this entry to office/user X": these let the
    // planner answer from the index alone (docs/benchmarks.md).
    index('entry_movements_office_entry_idx').on(t.to_office_id, t.entry_id),
    index('entry_movements_to_user_idx').on(t.to_user_id, t.entry_id),
    // "Derived to me" (the Tablero's and the list's `mine`) from the index alone, returns left out.
    index('entry_movements_to_user_live_idx').on(t.to_user_id, t.entry_id).where(sql`${t.state} <> 'devuelto'`),
    check('entry_movements_state_check', sql`${t.state} in ('pendiente', 'recibido', 'devuelto')`),
    check(
      'entry_movements_action_check',
      sql`${t.action} in ('atencion', 'conocimiento', 'opinion', 'archivo', 'otro')`,
    ),
  ],
);
