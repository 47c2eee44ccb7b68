/**
 * Transfers from office archives to the central archive (docs/domain.md §5.4): the annual schedule, the
 * transfer (`TR-2026-012`, numbered per office and year) and its units, each accepted or rejected
 * with an observation when the archive receives it.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { archiveExpedients } from './archive';
import { series } from './catalogs';
import { versioned } from './columns';
import { offices, users } from './users';

/** The annual transfer schedule: an office delivers a series (or all of its closed units) in a month. */
export const archiveTransferSchedules = pgTable(
  'archive_transfer_schedules',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    office_id: integer('office_id')
      .notNull()
      .references(() => offices.id),
    month: integer('month').notNull(),
    series_id: integer('series_id').references(() => series.id),
    notes: varchar('notes', { length: 500 }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('archive_transfer_schedules_key').on(t.year, t.office_id, sql`coalesce(${t.series_id}, 0)`),
    check('archive_transfer_schedules_month_check', sql`${t.month} between 1 and 12`),
  ],
);

export const archiveTransfers = pgTable(
  'archive_transfers',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    /** The office whose archive transfers. */
    office_id: integer('office_id')
      .notNull()
      .references(() => offices.id),
    transfer_date: date('transfer_date').notNull(),
    notes: varchar('notes', { length: 1000 }),
    /** borrador, enviada, recibida. */
    state: varchar('state', { length: 12 }).notNull().default('borrador'),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    sent_by: integer('sent_by').references(() => users.id),
    received_at: timestamp('received_at', { withTimezone: true }),
    received_by: integer('received_by').references(() => users.id),
    ...versioned,
  },
  (t) => [
    uniqueIndex('archive_transfers_number_key').on(t.number),
    uniqueIndex('archive_transfers_office_year_sequence_key').on(t.office_id, t.year, t.sequence),
    index('archive_transfers_state_idx').on(t.state),
    check('archive_transfers_state_check', sql`${t.state} in ('borrador', 'enviada', 'recibida')`),
  ],
);

/**
 * A unit in a transfer, in order. A unit is in at most one transfer that has not rejected it; a
 * box carries the units inside it.
 */
export const archiveTransferItems = pgTable(
  'archive_transfer_items',
  {
    id: serial('id').primaryKey(),
    transfer_id: integer('transfer_id')
      .notNull()
      .references(() => archiveTransfers.id, { onDelete: 'cascade' }),
    expedient_id: integer('expedient_id')
      .notNull()
      .references(() => archiveExpedients.id),
    position: integer('position').notNull(),
    /** null until received; aceptado or rechazado. */
    decision: varchar('decision', { length: 10 }),
    observation: varchar('observation', { length: 500 }),
  },
  (t) => [
    uniqueIndex('archive_transfer_items_open_key')
      .on(t.expedient_id)
      .where(sql`${t.decision} is distinct from 'rechazado'`),
    index('archive_transfer_items_transfer_idx').on(t.transfer_id, t.position),
    check(
      'archive_transfer_items_decision_check',
      sql`${t.decision} is null or ${t.decision} in ('aceptado', 'rechazado')`,
    ),
  ],
);
