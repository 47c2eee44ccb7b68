import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Gapless yearly document numbers (lib/numbering): one row per sequence and year, holding the
 * last number given. `scope` is '' for organisation-wide sequences (entries, outputs) and the
 * office's id for per-office ones (supporting documents).
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    kind: varchar('kind', { length: 40 }).notNull(),
    scope: varchar('scope', { length: 40 }).notNull().default(''),
    year: integer('year').notNull(),
    last_value: integer('last_value').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.scope, t.year] }),
    check('document_sequences_last_value_check', sql`${t.last_value} >= 0`),
  ],
);
