/**
 * The citizens' casillas electrónicas (docs/domain.md §9): the account, the evidence of its
 * acceptance of electronic notification, and its one-use secrets (the e-mail verification link,
 * the sign-in code, the password reset link) and sessions, all stored as SHA-256 only.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** What the citizen accepted, and when, from where and with what browser. */
export interface CasillaAcceptance {
  terms_version: string;
  text: string;
  accepted_at: string;
  ip: string | null;
  user_agent: string | null;
}

export const casillaAccounts = pgTable(
  'casilla_accounts',
  {
    id: serial('id').primaryKey(),
    document_type: varchar('document_type', { length: 3 }).notNull(),
    document_number: varchar('document_number', { length: 11 }).notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    /** por_verificar (waiting for the e-mail link), activa, suspendida. */
    state: varchar('state', { length: 20 }).notNull().default('por_verificar'),
    acceptance: jsonb('acceptance').notNull().$type<CasillaAcceptance>(),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('casilla_accounts_document_key').on(t.document_type, t.document_number),
    check('casilla_accounts_state_check', sql`${t.state} in ('por_verificar', 'activa', 'suspendida')`),
  ],
);

export const casillaSecrets = pgTable(
  'casilla_secrets',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => casillaAccounts.id, { onDelete: 'cascade' }),
    /** verificar (e-mail link), codigo (sign-in challenge), restablecer (reset link), sesion. */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    secret_hash: varchar('secret_hash', { length: 64 }).notNull(),
    /** A sign-in challenge's code, hashed with the challenge. */
    code_hash: varchar('code_hash', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('casilla_secrets_hash_key').on(t.secret_hash),
    index('casilla_secrets_account_idx').on(t.account_id, t.purpose),
    check('casilla_secrets_purpose_check', sql`${t.purpose} in ('verificar', 'codigo', 'restablecer', 'sesion')`),
  ],
);
