import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a notification carries: `type` is the route prefix and `data_id` the record, so a click opens `{type}-show`. */
export interface NotificationData {
  text: string;
  type: string;
  data_id: number;
  /** Addressed to this user by name, not through their office or role (absent on older rows: false). */
  personal?: boolean;
  /** Sent by a schedule (a due date, an expiry), not by someone's action (absent: false). */
  automatic?: boolean;
}

/** Stored notifications (Laravel's `notifications` table for users); pushed in real time when created. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: varchar('type', { length: 100 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<NotificationData>().notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_id, t.created_at),
    index('notifications_user_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
    // "Was this record already announced?" (the due-date notices ask it for every due entry).
    index('notifications_record_idx').on(t.type, sql`(${t.data}->>'data_id')`),
  ],
);
