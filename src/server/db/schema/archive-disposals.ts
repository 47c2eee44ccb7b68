/**
 * Disposal of the central archive (docs/domain.md §5.6): an elimination inventory (`archive_disposal_items`,
 * the expedients it lists) approved by a resolution and executed before witnesses. The expedients
 * themselves are never deleted: execution marks them `eliminado` and keeps their metadata.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { archiveExpedients } from './archive';
import { versioned } from './columns';
import { offices, users } from './users';

export const archiveDisposals = pgTable(
  'archive_disposals',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    /** The office that numbers it (the central archive's). */
    office_id: integer('office_id').references(() => offices.id),
    /** borrador, aprobada, ejecutada, anulada. */
    state: varchar('state', { length: 12 }).notNull().default('borrador'),
    linear_metres: numeric('linear_metres', { precision: 8, scale: 2, mode: 'number' }),
    notes: varchar('notes', { length: 1000 }),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    resolution_number: varchar('resolution_number', { length: 80 }),
    resolution_date: date('resolution_date'),
    approved_by: integer('approved_by').references(() => users.id),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    /** trituracion, incineracion, reciclaje, borrado_seguro. */
    method: varchar('method', { length: 16 }),
    executed_on: date('executed_on'),
    witnesses: jsonb('witnesses').$type<string[]>(),
    executed_by: integer('executed_by').references(() => users.id),
    annulled_reason: varchar('annulled_reason', { length: 500 }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('archive_disposals_number_key').on(t.number),
    index('archive_disposals_state_idx').on(t.state),
    check('archive_disposals_state_check', sql`${t.state} in ('borrador', 'aprobada', 'ejecutada', 'anulada')`),
    check(
      'archive_disposals_method_check',
      sql`${t.method} is null or ${t.method} in ('trituracion', 'incineracion', 'reciclaje', 'borrado_seguro')`,
    ),
  ],
);

export const archiveDisposalItems = pgTable(
  'archive_disposal_items',
  {
    id: serial('id').primaryKey(),
    disposal_id: integer('disposal_id')
      .notNull()
      .references(() => archiveDisposals.id, { onDelete: 'cascade' }),
    expedient_id: integer('expedient_id')
      .notNull()
      .references(() => archiveExpedients.id),
    position: integer('position').notNull(),
    /** Selección: kept (conservación permanente) instead of destroyed. */
    keep: boolean('keep').notNull().default(false),
    /** Where it sat on the shelf when destroyed (its position is freed). */
    location_code: varchar('location_code', { length: 80 }),
  },
  (t) => [
    uniqueIndex('archive_disposal_items_unit_key').on(t.disposal_id, t.expedient_id),
    index('archive_disposal_items_expedient_idx').on(t.expedient_id),
  ],
);
