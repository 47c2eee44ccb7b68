import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The organisation's settings: one row (id 1) whose `settings` follow the shared zod schema, so
 * the settings form is typed end to end while adding a setting needs no migration.
 */
export const configs = pgTable('configs', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  version: integer('version').notNull().default(1),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
