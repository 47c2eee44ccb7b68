import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every editable record carries: optimistic-lock version and timestamps. */
export const versioned = {
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
