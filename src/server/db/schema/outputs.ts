/** Outputs ("Salidas documentales") and their recipients, each with its own delivery state. */
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
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
import { documentClassifications, series, subseries, typeOutputs } from './catalogs';
import { citizens } from './citizens';
import { versioned } from './columns';
import { entries, entryMovements } from './entries';
import { offices, users } from './users';

export const outputs = pgTable(
  'outputs',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
    type_output_id: integer('type_output_id')
      .notNull()
      .references(() => typeOutputs.id),
    /** The document's own reference, e.g. "OFICIO N.° 045-2026-OAJ". */
    reference: varchar('reference', { length: 120 }),
    document_date: date('document_date'),
    subject: varchar('subject', { length: 500 }).notNull(),
    summary: varchar('summary', { length: 4000 }),
    folios: integer('folios').notNull(),
    annexes: varchar('annexes', { length: 1000 }),
    origin_office_id: integer('origin_office_id')
      .notNull()
      .references(() => offices.id),
    /** The registering user's office at the time, which keeps seeing the output (scope). */
    registered_office_id: integer('registered_office_id').references(() => offices.id),
    registered_by: integer('registered_by')
      .notNull()
      .references(() => users.id),
    signer_id: integer('signer_id').references(() => users.id),
    /** The entry this output replies to. */
    entry_id: integer('entry_id').references(() => entries.id),
    /** normal, urgente, muy_urgente. */
    priority: varchar('priority', { length: 20 }).notNull().default('normal'),
    classification_id: integer('classification_id').references(() => documentClassifications.id),
    series_id: integer('series_id').references(() => series.id),
    subseries_id: integer('subseries_id').references(() => subseries.id),
    /** registrado, en_despacho, entregado, devuelto, archivado, anulado. */
    state: varchar('state', { length: 20 }).notNull().default('registrado'),
    annulled_reason: varchar('annulled_reason', { length: 500 }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('outputs_number_key').on(t.number),
    uniqueIndex('outputs_year_sequence_key').on(t.year, t.sequence),
    index('outputs_state_idx').on(t.state),
    index('outputs_origin_office_idx').on(t.origin_office_id),
    index('outputs_registered_office_idx').on(t.registered_office_id),
    index('outputs_registered_by_idx').on(t.registered_by),
    index('outputs_signer_idx').on(t.signer_id),
    // The Tablero's «Salidas por despachar» (registered by or signed by the caller, not dispatched):
    // a person's few hundred, not the thousands they ever registered.
    index('outputs_to_dispatch_registered_by_idx').on(t.registered_by).where(sql`${t.state} = 'registrado'`),
    index('outputs_to_dispatch_signer_idx').on(t.signer_id).where(sql`${t.state} = 'registrado'`),
    // «Salidas devueltas» of an office, newest first: its few returned outputs, not all it issued.
    index('outputs_returned_office_idx').on(t.origin_office_id, t.issued_at).where(sql`${t.state} = 'devuelto'`),
    index('outputs_entry_idx').on(t.entry_id),
    index('outputs_issued_at_idx').on(t.issued_at),
    index('outputs_type_output_idx').on(t.type_output_id),
    // Trigram index for `q` over the output's own text (see outputSearchText).
    index('outputs_search_idx').using('gin', sql`f_unaccent(lower(${searchText(t)}::text)) gin_trgm_ops`),
    check('outputs_folios_check', sql`${t.folios} >= 1`),
    check(
      'outputs_state_check',
      sql`${t.state} in ('registrado', 'en_despacho', 'entregado', 'devuelto', 'archivado', 'anulado')`,
    ),
    check('outputs_priority_check', sql`${t.priority} in ('normal', 'urgente', 'muy_urgente')`),
  ],
);

function searchText(t: Record<'number' | 'subject' | 'reference', PgColumn>): SQL {
  return sql`(${t.number} || ' ' || ${t.subject} || ' ' || coalesce(${t.reference}, ''))`;
}

/** The output's own searchable text (number, subject, reference), as its trigram index has it. */
export const outputSearchText = searchText(outputs);

export const outputRecipients = pgTable(
  'output_recipients',
  {
    id: serial('id').primaryKey(),
    output_id: integer('output_id')
      .notNull()
      .references(() => outputs.id),
    citizen_id: integer('citizen_id')
      .notNull()
      .references(() => citizens.id),
    address: varchar('address', { length: 300 }),
    /** INEI's code of the delivery address's distrito (`src/shared/ubigeo`); null takes the citizen's. */
    ubigeo: varchar('ubigeo', { length: 6 }),
    /** The district as corrected on a re-dispatch (wins over the ubigeo); null takes the ubigeo's. */
    district: varchar('district', { length: 120 }),
    /** Attention line: "Atención: Gerencia de Obras". */
    reference: varchar('reference', { length: 200 }),
    /** pendiente, depositado (in a casilla, not yet notified), notificado (electronically), entregado, devuelto. */
    delivery_state: varchar('delivery_state', { length: 20 }).notNull().default('pendiente'),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    received_by_name: varchar('received_by_name', { length: 200 }),
    /** The document number of who received it (required for "entregado" from now on). */
    received_by_document: varchar('received_by_document', { length: 20 }),
    note: varchar('note', { length: 500 }),
    /** Who recorded the delivery or the return. */
    updated_by: integer('updated_by').references(() => users.id),
  },
  (t) => [
    index('output_recipients_output_idx').on(t.output_id),
    index('output_recipients_citizen_idx').on(t.citizen_id),
    check('output_recipients_ubigeo_check', sql`${t.ubigeo} ~ '^[0-9]{6}$'`),
    check(
      'output_recipients_delivery_state_check',
      sql`${t.delivery_state} in ('pendiente', 'depositado', 'notificado', 'entregado', 'devuelto')`,
    ),
  ],
);

/**
 * An office an output is addressed to (a born-digital document, issue 28): its copy is dispatched
 * internally, without paper, as an entry derived to that office (`movement_id`, set at dispatch);
 * the office receiving or returning that movement is the copy's delivery (outputs.copies.ts).
 */
export const outputOfficeRecipients = pgTable(
  'output_office_recipients',
  {
    id: serial('id').primaryKey(),
    output_id: integer('output_id')
      .notNull()
      .references(() => outputs.id),
    office_id: integer('office_id')
      .notNull()
      .references(() => offices.id),
    movement_id: integer('movement_id').references(() => entryMovements.id),
    /** Sent a copy («c.c.»), for its knowledge, rather than addressed. */
    copy: boolean('copy').notNull().default(false),
  },
  (t) => [
    uniqueIndex('output_office_recipients_key').on(t.output_id, t.office_id),
    uniqueIndex('output_office_recipients_movement_key').on(t.movement_id),
  ],
);

/**
 * A returned recipient copy back at the front desk: mesa de partes acknowledges the paper (who,
 * when, a note) and may re-dispatch it with a corrected address (then the copy is pending again
 * and goes on a new delivery control). One row per return; the open one has no `redispatched_at`.
 */
export const outputReturns = pgTable(
  'output_returns',
  {
    id: serial('id').primaryKey(),
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => outputRecipients.id),
    acknowledged_at: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
    acknowledged_by: integer('acknowledged_by')
      .notNull()
      .references(() => users.id),
    note: varchar('note', { length: 500 }),
    redispatched_at: timestamp('redispatched_at', { withTimezone: true }),
    redispatched_by: integer('redispatched_by').references(() => users.id),
    /** The address and district the copy had when it came back, and those it leaves with again. */
    previous_address: varchar('previous_address', { length: 300 }),
    previous_district: varchar('previous_district', { length: 120 }),
    address: varchar('address', { length: 300 }),
    district: varchar('district', { length: 120 }),
  },
  (t) => [
    index('output_returns_recipient_idx').on(t.recipient_id),
    // One return waiting at the desk per copy.
    uniqueIndex('output_returns_open_key').on(t.recipient_id).where(sql`${t.redispatched_at} is null`),
  ],
);

/**
 * A recipient copy's district as text: the corrected one of a re-dispatch, else its citizen's
 * place typed before the ubigeo existed (unless the copy has a distrito of its own).
 */
export const recipientTypedDistrict = sql<
  string | null
>`coalesce(${outputRecipients.district}, case when ${outputRecipients.ubigeo} is null then ${citizens.district} end)`;

/**
 * A recipient copy's INEI distrito: its own (chosen with the address typed for the output), else
 * its citizen's; none once a re-dispatch typed a corrected district, which wins. Selected with
 * `output_recipients` joined to `citizens`.
 */
export const recipientUbigeo = sql<
  string | null
>`case when ${outputRecipients.district} is null then coalesce(${outputRecipients.ubigeo}, ${citizens.ubigeo}) end`;
