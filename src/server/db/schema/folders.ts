/**
 * Support folders ("Carpetas de apoyo", docs/domain.md §2): personal or office-wide, optionally shared
 * read-only with other offices; their items are links to supporting documents, entries and
 * outputs, in the order the folder keeps them. `office_ids`/`user_ids` (the scope, migration
 * 0013) are generated columns the Drizzle schema does not list.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { archiveExpedients } from './archive';
import { versioned } from './columns';
import { offices, users } from './users';

export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 1000 }),
    office_id: integer('office_id')
      .notNull()
      .references(() => offices.id),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** personal (only its owner) or oficina (the whole office). */
    visibility: varchar('visibility', { length: 20 }).notNull().default('personal'),
    /** Other offices that may read it (never change it). */
    shared_office_ids: integer('shared_office_ids').array().notNull().default(sql`'{}'`),
    /** abierta, cerrada (no more items). */
    state: varchar('state', { length: 20 }).notNull().default('abierta'),
    /** The expedient the folder became (docs/domain.md §2), with its documents. */
    expedient_id: integer('expedient_id').references(() => archiveExpedients.id),
    ...versioned,
  },
  (t) => [
    index('folders_office_idx').on(t.office_id),
    index('folders_owner_idx').on(t.owner_id),
    check('folders_visibility_check', sql`${t.visibility} in ('personal', 'oficina')`),
    check('folders_state_check', sql`${t.state} in ('abierta', 'cerrada')`),
  ],
);

export const folderItems = pgTable(
  'folder_items',
  {
    id: serial('id').primaryKey(),
    folder_id: integer('folder_id')
      .notNull()
      .references(() => folders.id),
    /** The record's resource: supporting-entries, supporting-outputs, entries, outputs. */
    item_type: varchar('item_type', { length: 30 }).notNull(),
    item_id: integer('item_id').notNull(),
    /** 1-based place in the folder (the control sheet's N.°). */
    position: integer('position').notNull(),
    /** fisico, digital. */
    medium: varchar('medium', { length: 20 }).notNull().default('fisico'),
    note: varchar('note', { length: 500 }),
    added_by: integer('added_by')
      .notNull()
      .references(() => users.id),
    added_at: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('folder_items_record_key').on(t.folder_id, t.item_type, t.item_id),
    index('folder_items_folder_idx').on(t.folder_id, t.position),
    index('folder_items_record_idx').on(t.item_type, t.item_id),
    check(
      'folder_items_type_check',
      sql`${t.item_type} in ('supporting-entries', 'supporting-outputs', 'entries', 'outputs')`,
    ),
    check('folder_items_medium_check', sql`${t.medium} in ('fisico', 'digital')`),
    check('folder_items_position_check', sql`${t.position} >= 1`),
  ],
);
