import { integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { offices, roles, users } from './users';

/**
 * Another system that calls the API (modules/integrations, docs/integrations.md): it acts for
 * `office_id` with `permissions`, a subset of `role_id`'s keys, as the principal `user_id` (an
 * inactive user that cannot sign in, named after the integration, so every audit row and every
 * record it registers names it). Its token is stored only as its SHA-256 (`token_hash`, null once
 * revoked); `token_hint` is the token's first characters, to tell tokens apart. `window_*` count
 * the requests of the current minute (the per-token throttle, shared by every instance).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    office_id: integer('office_id')
      .notNull()
      .references(() => offices.id),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    permissions: text('permissions').array().notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    token_hash: varchar('token_hash', { length: 64 }),
    token_hint: varchar('token_hint', { length: 16 }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    window_started_at: timestamp('window_started_at', { withTimezone: true }),
    window_requests: integer('window_requests').notNull().default(0),
    ...versioned,
  },
  (t) => [
    uniqueIndex('integrations_token_hash_key').on(t.token_hash),
    uniqueIndex('integrations_user_key').on(t.user_id),
  ],
);
