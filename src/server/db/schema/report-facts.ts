/**
 * The reports' narrow copies of entries and outputs: one row per document with only what a
 * report groups, filters and measures by, the moments as calendar days of the organisation
 * (America/Lima). A year of the whole organisation is a scan of these (140 MB at a million
 * entries) instead of the documents' tables (840 MB); an office's part is found by `office_ids`.
 * Kept by triggers on entries and outputs (migration 0028), so every service's write reaches
 * them; never written by the app.
 *
 * The daily summaries (migration 0049) count the facts by day and one dimension at a time: the
 * volume report of a caller who sees the whole organisation reads them (reports.sources.ts). Kept
 * by statement triggers on the facts, in the same transaction as each change; `npm run
 * reports:rebuild` recomputes facts and summaries.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { entries } from './entries';
import { outputs } from './outputs';

export const entryFacts = pgTable(
  'entry_facts',
  {
    entry_id: integer('entry_id')
      .primaryKey()
      .references(() => entries.id, { onDelete: 'cascade' }),
    received_on: date('received_on').notNull(),
    attended_on: date('attended_on'),
    destination_office_id: integer('destination_office_id').notNull(),
    type_entry_id: integer('type_entry_id').notNull(),
    channel: varchar('channel', { length: 20 }).notNull(),
    classification_id: integer('classification_id'),
    assignee_id: integer('assignee_id'),
    state: varchar('state', { length: 20 }).notNull(),
    /** The entry's own `office_ids`/`user_ids` (migration 0009), for its scope. */
    office_ids: integer('office_ids').array().notNull(),
    user_ids: integer('user_ids').array().notNull(),
    due_date: date('due_date').notNull(),
  },
  (t) => [
    index('entry_facts_received_idx').on(t.received_on),
    index('entry_facts_office_ids_idx').using('gin', t.office_ids),
    index('entry_facts_classification_idx').on(t.classification_id),
    /** The backlog's: the open entries only. */
    index('entry_facts_open_idx').on(t.received_on).where(sql`${t.state} in ('registrado', 'derivado', 'recibido')`),
  ],
);

export const outputFacts = pgTable(
  'output_facts',
  {
    output_id: integer('output_id')
      .primaryKey()
      .references(() => outputs.id, { onDelete: 'cascade' }),
    issued_on: date('issued_on').notNull(),
    origin_office_id: integer('origin_office_id').notNull(),
    type_output_id: integer('type_output_id').notNull(),
    classification_id: integer('classification_id'),
    office_ids: integer('office_ids').array().notNull(),
    user_ids: integer('user_ids').array().notNull(),
  },
  (t) => [
    index('output_facts_issued_idx').on(t.issued_on),
    index('output_facts_office_ids_idx').using('gin', t.office_ids),
    index('output_facts_classification_idx').on(t.classification_id),
  ],
);

/**
 * How many entries were received on a day, by one `dimension` at a time ('office': the
 * destination office's id, 'type': the entry type's id, 'channel'; `key` as text) and
 * classification. One dimension per row, not their combinations: a day's few thousand entries
 * spread over offices × types × channels leave almost one entry per combination, while a day has
 * a few dozen offices (docs/benchmarks.md, «Daily summaries»).
 */
export const entryDaily = pgTable(
  'entry_daily',
  {
    received_on: date('received_on').notNull(),
    dimension: varchar('dimension', { length: 10 }).notNull(),
    key: varchar('key', { length: 20 }).notNull(),
    classification_id: integer('classification_id'),
    entries: integer('entries').notNull(),
  },
  (t) => [unique('entry_daily_key').on(t.received_on, t.dimension, t.key, t.classification_id).nullsNotDistinct()],
);

/** The same for outputs issued, by 'office' (the origin office's id) and 'type' (the output type's id). */
export const outputDaily = pgTable(
  'output_daily',
  {
    issued_on: date('issued_on').notNull(),
    dimension: varchar('dimension', { length: 10 }).notNull(),
    key: varchar('key', { length: 20 }).notNull(),
    classification_id: integer('classification_id'),
    outputs: integer('outputs').notNull(),
  },
  (t) => [unique('output_daily_key').on(t.issued_on, t.dimension, t.key, t.classification_id).nullsNotDistinct()],
);
