/**
 * Delivery controls ("planillas", docs/domain.md §4): a courier or a provider takes a list of document
 * copies out — entry movements going to offices (internal) or output recipient copies (external) —
 * and brings back a result per copy and visit, with the signed cargo as evidence.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { attachments } from './attachments';
import { versioned } from './columns';
import { entryMovements } from './entries';
import { outputRecipients } from './outputs';
import { offices, users } from './users';

export const deliveryControls = pgTable(
  'delivery_controls',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    /** interno (entry movements to offices) or externo (output recipient copies). */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The courier, a user; or else a provider with its guide or service-order number. */
    courier_id: integer('courier_id').references(() => users.id),
    provider: varchar('provider', { length: 200 }),
    guide_number: varchar('guide_number', { length: 60 }),
    zone: varchar('zone', { length: 120 }),
    scheduled_date: date('scheduled_date').notNull(),
    notes: varchar('notes', { length: 1000 }),
    /** The office that prepared it (scope). */
    office_id: integer('office_id').references(() => offices.id),
    registered_by: integer('registered_by')
      .notNull()
      .references(() => users.id),
    /** borrador, en_ruta, cerrada, anulada. */
    state: varchar('state', { length: 20 }).notNull().default('borrador'),
    dispatched_at: timestamp('dispatched_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    annulled_reason: varchar('annulled_reason', { length: 500 }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('delivery_controls_number_key').on(t.number),
    uniqueIndex('delivery_controls_year_sequence_key').on(t.year, t.sequence),
    index('delivery_controls_state_idx').on(t.state),
    index('delivery_controls_courier_idx').on(t.courier_id),
    index('delivery_controls_scheduled_idx').on(t.scheduled_date),
    check('delivery_controls_kind_check', sql`${t.kind} in ('interno', 'externo')`),
    check('delivery_controls_state_check', sql`${t.state} in ('borrador', 'en_ruta', 'cerrada', 'anulada')`),
    check('delivery_controls_carrier_check', sql`${t.courier_id} is not null or ${t.provider} is not null`),
  ],
);

/**
 * One copy on a control: an entry movement or an output recipient. `open` mirrors the control
 * being borrador or en_ruta, so the partial unique indexes keep a copy on one open control only.
 */
export const deliveryItems = pgTable(
  'delivery_items',
  {
    id: serial('id').primaryKey(),
    control_id: integer('control_id')
      .notNull()
      .references(() => deliveryControls.id),
    position: integer('position').notNull(),
    entry_movement_id: integer('entry_movement_id').references(() => entryMovements.id),
    output_recipient_id: integer('output_recipient_id').references(() => outputRecipients.id),
    /** pendiente, entregado, devuelto (the final result; reintentar keeps it pendiente). */
    result: varchar('result', { length: 20 }).notNull().default('pendiente'),
    visits: integer('visits').notNull().default(0),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    index('delivery_items_control_idx').on(t.control_id),
    uniqueIndex('delivery_items_open_movement_key').on(t.entry_movement_id).where(sql`${t.open}`),
    uniqueIndex('delivery_items_open_recipient_key').on(t.output_recipient_id).where(sql`${t.open}`),
    check('delivery_items_copy_check', sql`(${t.entry_movement_id} is null) <> (${t.output_recipient_id} is null)`),
    check('delivery_items_result_check', sql`${t.result} in ('pendiente', 'entregado', 'devuelto')`),
  ],
);

/** A visit's result: who received it and the cargo, or the coded reason of a return. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id')
      .notNull()
      .references(() => deliveryItems.id),
    visit: integer('visit').notNull(),
    /** entregado, devuelto, reintentar. */
    result: varchar('result', { length: 20 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    received_by_name: varchar('received_by_name', { length: 200 }),
    received_by_document: varchar('received_by_document', { length: 20 }),
    received_by_position: varchar('received_by_position', { length: 120 }),
    signed: boolean('signed').notNull().default(false),
    sealed: boolean('sealed').notNull().default(false),
    reason_code: varchar('reason_code', { length: 40 }),
    note: varchar('note', { length: 500 }),
    /** The photo or PDF of the signed cargo. */
    cargo_attachment_id: integer('cargo_attachment_id').references(() => attachments.id),
    recorded_by: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_attempts_item_idx').on(t.item_id),
    uniqueIndex('delivery_attempts_visit_key').on(t.item_id, t.visit),
    check('delivery_attempts_result_check', sql`${t.result} in ('entregado', 'devuelto', 'reintentar')`),
  ],
);
