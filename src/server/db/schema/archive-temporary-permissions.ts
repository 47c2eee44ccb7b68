/**
 * Temporary access permissions of the central archive ("Permisos de acceso", loans; docs/domain.md §5.5):
 * one person, one item (an expedient, an archived document, or a restricted entry, output or
 * supporting document), a type, a reason and the days it lasts. While `vigente` and within its
 * dates it opens exactly that record to its holder (lib/records/scope-grants.ts).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { offices, users } from './users';

export const archiveTemporaryPermissions = pgTable(
  'archive_temporary_permissions',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    holder_id: integer('holder_id')
      .notNull()
      .references(() => users.id),
    /** The holder's office when requested: an item of another office needs that office's authorisation. */
    holder_office_id: integer('holder_office_id').references(() => offices.id),
    /** archive-expedients, archive-documents, entries, outputs, supporting-entries, supporting-outputs. */
    item_kind: varchar('item_kind', { length: 24 }).notNull(),
    item_id: integer('item_id').notNull(),
    /** The item's code or number, as it was when requested. */
    item_label: varchar('item_label', { length: 80 }).notNull(),
    /** The office the item belongs to (producing, destination or issuing office). */
    item_office_id: integer('item_office_id').references(() => offices.id),
    /** consulta_sala, prestamo_fisico, acceso_digital. */
    type: varchar('type', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    starts_on: date('starts_on').notNull(),
    until_on: date('until_on').notNull(),
    /** The until date first granted; renewals move `until_on` and count here. */
    original_until_on: date('original_until_on').notNull(),
    renewals: integer('renewals').notNull().default(0),
    /** solicitado, por_autorizar, vigente, devuelto, rechazado, revocado, cancelado. */
    state: varchar('state', { length: 16 }).notNull().default('solicitado'),
    requested_by: integer('requested_by')
      .notNull()
      .references(() => users.id),
    authorized_by: integer('authorized_by').references(() => users.id),
    authorized_at: timestamp('authorized_at', { withTimezone: true }),
    granted_by: integer('granted_by').references(() => users.id),
    granted_at: timestamp('granted_at', { withTimezone: true }),
    returned_at: timestamp('returned_at', { withTimezone: true }),
    received_by: integer('received_by').references(() => users.id),
    return_notes: varchar('return_notes', { length: 500 }),
    /** Why it was rejected, revoked or cancelled. */
    closing_reason: varchar('closing_reason', { length: 500 }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('archive_temporary_permissions_number_key').on(t.number),
    uniqueIndex('archive_temporary_permissions_year_sequence_key').on(t.year, t.sequence),
    // One active loan per item: the physical ones (a digital access may be shared).
    uniqueIndex('archive_temporary_permissions_active_loan_key')
      .on(t.item_kind, t.item_id)
      .where(sql`${t.state} = 'vigente' and ${t.type} <> 'acceso_digital'`),
    index('archive_temporary_permissions_item_idx').on(t.item_kind, t.item_id, t.state),
    index('archive_temporary_permissions_holder_idx').on(t.holder_id, t.state),
    index('archive_temporary_permissions_until_idx').on(t.state, t.until_on),
    check(
      'archive_temporary_permissions_state_check',
      sql`${t.state} in ('solicitado', 'por_autorizar', 'vigente', 'devuelto', 'rechazado', 'revocado', 'cancelado')`,
    ),
    check(
      'archive_temporary_permissions_type_check',
      sql`${t.type} in ('consulta_sala', 'prestamo_fisico', 'acceso_digital')`,
    ),
    check(
      'archive_temporary_permissions_item_kind_check',
      sql`${t.item_kind} in ('archive-expedients', 'archive-documents', 'entries', 'outputs', 'supporting-entries', 'supporting-outputs')`,
    ),
    check('archive_temporary_permissions_dates_check', sql`${t.until_on} >= ${t.starts_on}`),
  ],
);
