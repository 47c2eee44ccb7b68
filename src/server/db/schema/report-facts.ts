/**
 * The reports' narrow copies of entries and outputs: one row per document with only what a
 * report groups, filters and measures by, the moments as calendar days of the organisation
 * (America/Lima). A year of the whole organisation is a scan of these (140 MB at a million
 * entries) instead of the documents' tables (840 MB); an office's part is found by `office_ids`.
 * Kept by triggers on entries and outputs (migration 0028), so every service's write reaches
 * them; never written by the app.
 *
 * The daily summaries (migration 0048) count the facts rows by every column a report groups,
 * filters or measures by, without the access arrays: the reports of a caller who sees the whole
 * organisation read them (reports.sources.ts). Kept by statement triggers on the facts, in the
 * same transaction as each change; `npm run reports:rebuild` recomputes facts and summaries.
 */
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
 * How many entries' facts share each combination; `due_on` is kept only while the entry is open
 * (the backlog's), so a closed entry's due date does not split its group.
 */
export const entryDaily = pgTable(
  'entry_daily',
  {
    received_on: date('received_on').notNull(),
    destination_office_id: integer('destination_office_id').notNull(),
    type_entry_id: integer('type_entry_id').notNull(),
    channel: varchar('channel', { length: 20 }).notNull(),
    state: varchar('state', { length: 20 }).notNull(),
    classification_id: integer('classification_id'),
    assignee_id: integer('assignee_id'),
    attended_on: date('attended_on'),
    due_on: date('due_on'),
    entries: integer('entries').notNull(),
  },
  (t) => [
    unique('entry_daily_key')
      .on(
        t.received_on,
        t.destination_office_id,
        t.type_entry_id,
        t.channel,
        t.state,
        t.classification_id,
        t.assignee_id,
        t.attended_on,
        t.due_on,
      )
      .nullsNotDistinct(),
  ],
);

export const outputDaily = pgTable(
  'output_daily',
  {
    issued_on: date('issued_on').notNull(),
    origin_office_id: integer('origin_office_id').notNull(),
    type_output_id: integer('type_output_id').notNull(),
    classification_id: integer('classification_id'),
    outputs: integer('outputs').notNull(),
  },
  (t) => [
    unique('output_daily_key')
      .on(t.issued_on, t.origin_office_id, t.type_output_id, t.classification_id)
      .nullsNotDistinct(),
  ],
);
