import { index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Running Folio instances; one that stops beating is dead and its presence rows are swept. */
export const realtimeInstances = pgTable('realtime_instances', {
  id: varchar('id', { length: 40 }).primaryKey(),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Presence-channel members of every instance, one row per socket and channel, so every instance sees them all. */
export const realtimePresence = pgTable(
  'realtime_presence',
  {
    channel: varchar('channel', { length: 164 }).notNull(),
    socket_id: varchar('socket_id', { length: 40 }).notNull(),
    instance_id: varchar('instance_id', { length: 40 })
      .notNull()
      .references(() => realtimeInstances.id, { onDelete: 'cascade' }),
    user_id: varchar('user_id', { length: 128 }).notNull(),
    user_info: jsonb('user_info').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.socket_id] }),
    index('realtime_presence_channel_user_idx').on(t.channel, t.user_id),
    index('realtime_presence_instance_idx').on(t.instance_id),
  ],
);
