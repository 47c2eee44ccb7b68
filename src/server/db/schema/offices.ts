import { type AnyPgColumn, boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { users } from './users';

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => offices.id),
    head_user_id: integer('head_user_id').references((): AnyPgColumn => users.id),
    active: boolean('active').notNull().default(true),
    ...versioned,
  },
  (t) => [index('offices_parent_idx').on(t.parent_id)],
);
