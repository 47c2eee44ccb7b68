/**
 * Entry and output requests ("Solicitudes de ingreso / de salida", docs/domain.md §3), one table for both
 * kinds: the proposed entry or output travels as the validated input (`proposal`), with the
 * columns the queue, the search and the duplicate check need copied out of it. Assignment links
 * the record it created (`entry_id` / `output_id`); a promoted supporting document is linked too.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { citizens } from './citizens';
import { versioned } from './columns';
import { entries } from './entries';
import { outputs } from './outputs';
import { supportingEntries, supportingOutputs } from './supporting';
import { offices, users } from './users';

export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    /** entry, output. */
    kind: varchar('kind', { length: 10 }).notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    requesting_office_id: integer('requesting_office_id')
      .notNull()
      .references(() => offices.id),
    requested_by: integer('requested_by')
      .notNull()
      .references(() => users.id),
    /** The proposed entry (`entryInput`) or output (`outputInput` without `entry_id`). */
    proposal: jsonb('proposal').notNull().$type<Record<string, unknown>>(),
    subject: varchar('subject', { length: 500 }).notNull(),
    /** An entry's sender (a citizen), its reference and date: the likely-duplicate check. */
    sender_id: integer('sender_id').references(() => citizens.id),
    sender_reference: varchar('sender_reference', { length: 120 }),
    sender_date: date('sender_date'),
    paper_to_come: boolean('paper_to_come').notNull().default(false),
    /** normal, urgente, muy_urgente. */
    urgency: varchar('urgency', { length: 20 }).notNull().default('normal'),
    note: varchar('note', { length: 1000 }),
    /** pendiente, en_revision, observada, asignada, rechazada, cancelada, caducada. */
    state: varchar('state', { length: 20 }).notNull().default('pendiente'),
    /** When it (last) reached the queue: created or resubmitted. Orders the queue and starts the expiry. */
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    taken_by: integer('taken_by').references(() => users.id),
    taken_at: timestamp('taken_at', { withTimezone: true }),
    /** The configured reason (Configuración → Solicitudes) of the last observation or rejection. */
    reason_code: varchar('reason_code', { length: 120 }),
    observation: varchar('observation', { length: 500 }),
    rejection: varchar('rejection', { length: 500 }),
    entry_id: integer('entry_id').references(() => entries.id),
    output_id: integer('output_id').references(() => outputs.id),
    /** The supporting document promoted into this request (docs/domain.md §2), of the request's direction. */
    supporting_entry_id: integer('supporting_entry_id').references(() => supportingEntries.id),
    supporting_output_id: integer('supporting_output_id').references(() => supportingOutputs.id),
    assigned_by: integer('assigned_by').references(() => users.id),
    assigned_at: timestamp('assigned_at', { withTimezone: true }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('requests_number_key').on(t.number),
    uniqueIndex('requests_kind_year_sequence_key').on(t.kind, t.year, t.sequence),
    uniqueIndex('requests_entry_key').on(t.entry_id),
    uniqueIndex('requests_output_key').on(t.output_id),
    uniqueIndex('requests_supporting_entry_key').on(t.supporting_entry_id),
    uniqueIndex('requests_supporting_output_key').on(t.supporting_output_id),
    // The operators' queue: pending ones of a kind, oldest first.
    index('requests_queue_idx').on(t.kind, t.state, t.submitted_at),
    index('requests_kind_submitted_idx').on(t.kind, t.submitted_at),
    index('requests_duplicate_idx').on(t.sender_id, t.sender_date),
    index('requests_search_idx').using(
      'gin',
      sql`f_unaccent(lower((${t.number} || ' ' || ${t.subject} || ' ' || coalesce(${t.sender_reference}, ''))::text)) gin_trgm_ops`,
    ),
    check('requests_kind_check', sql`${t.kind} in ('entry', 'output')`),
    check(
      'requests_state_check',
      sql`${t.state} in ('pendiente', 'en_revision', 'observada', 'asignada', 'rechazada', 'cancelada', 'caducada')`,
    ),
    check('requests_urgency_check', sql`${t.urgency} in ('normal', 'urgente', 'muy_urgente')`),
  ],
);
