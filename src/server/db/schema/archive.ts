/** The central archive: the location tree and the units (boxes, expedients…) placed in it. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { users } from './users';

/**
 * building → deposit → shelf → body → level. A level's `capacity` is its number of box positions
 * (P01…); the topographic code (`A-D1-E02-C1-N3`) is computed from the codes along the path, so
 * moving a node (a new parent) moves everything it holds.
 */
export const physicalLocations = pgTable(
  'physical_locations',
  {
    id: serial('id').primaryKey(),
    parent_id: integer('parent_id').references((): AnyPgColumn => physicalLocations.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 120 }),
    capacity: integer('capacity'),
    notes: varchar('notes', { length: 500 }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('physical_locations_code_key').on(sql`coalesce(${t.parent_id}, 0)`, sql`lower(${t.code})`),
    index('physical_locations_parent_idx').on(t.parent_id),
  ],
);

/**
 * An archive unit: a box, expedient, bundle, volume or binder. Placed, it occupies one position
 * of a level; who placed it and when stay on the row and in its audit history.
 */
export const archiveExpedients = pgTable(
  'archive_expedients',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    kind: varchar('kind', { length: 12 }).notNull().default('caja'),
    box_number: integer('box_number'),
    location_id: integer('location_id').references(() => physicalLocations.id),
    position: integer('position'),
    placed_at: timestamp('placed_at', { withTimezone: true }),
    placed_by: integer('placed_by').references(() => users.id),
    ...versioned,
  },
  (t) => [
    uniqueIndex('archive_expedients_code_key').on(sql`lower(${t.code})`),
    uniqueIndex('archive_expedients_position_key').on(t.location_id, t.position),
  ],
);
