import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** API tokens: only the SHA-256 of the token is stored; idle ones expire (TOKEN_IDLE_MINUTES). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 300 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user_id)],
);

/** One-time password reset links (forgot password). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.user_id)],
);

/**
 * Failed sign-ins per key (`user:{id}`, `name:{typed}` for unknown names, `ip:{address}`,
 * `forgot:{address}`), shared by every instance: past the limit each failure doubles the wait.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    failures: integer('failures').notNull(),
    last_failure_at: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    blocked_until: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttles_last_failure_idx').on(t.last_failure_at)],
);
