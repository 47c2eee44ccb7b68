import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The digest e-mails sent (modules/digest): one row per person, kind and day (for the weekly one,
 * the Monday of its week). The unique key is the claim that makes several instances send each
 * e-mail once: a run inserts the row in the transaction that sends, and a failed send rolls it back.
 * `sent` is false when the person had nothing pending that day (no e-mail, and no second look).
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    day: date('day').notNull(),
    sent: boolean('sent').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.kind, t.day] }),
    check('digest_deliveries_kind_check', sql`${t.kind} in ('daily', 'weekly')`),
  ],
);

/** A person's choice about the digests (Mi perfil); without a row they receive both. */
export const digestPreferences = pgTable('digest_preferences', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  daily: boolean('daily').notNull().default(true),
  weekly: boolean('weekly').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
