/**
 * Mesa de partes virtual: what a citizen sends from the public form, held until they confirm
 * their e-mail address; then it becomes an entry request (`request_id`). The captcha nonces
 * already used, and the e-mails to send once the transaction that asked for them commits.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { requests } from './requests';

/** One file as the citizen sent it: its hash in the file store and what it is. */
export interface DeskFile {
  sha256: string;
  name: string;
  size: number;
  content_type: string;
  /** The main document (a PDF); the others are annexes. */
  main: boolean;
}

export const virtualDeskSubmissions = pgTable(
  'virtual_desk_submissions',
  {
    id: serial('id').primaryKey(),
    /** por_verificar (waiting for the e-mail link), enviada (a request exists). */
    state: varchar('state', { length: 20 }).notNull().default('por_verificar'),
    email: varchar('email', { length: 254 }).notNull(),
    /** SHA-256 of the e-mail link's secret. */
    verify_hash: varchar('verify_hash', { length: 64 }).notNull(),
    verify_expires_at: timestamp('verify_expires_at', { withTimezone: true }).notNull(),
    /** The sender as typed (document, names or business name, contact). */
    sender: jsonb('sender').notNull().$type<Record<string, unknown>>(),
    /** The document: type, subject, folios. */
    document: jsonb('document').notNull().$type<Record<string, unknown>>(),
    files: jsonb('files').notNull().$type<DeskFile[]>(),
    ip: varchar('ip', { length: 64 }),
    /** When the address was confirmed: the moment it was received. */
    received_at: timestamp('received_at', { withTimezone: true }),
    /** The working day its terms count from (the same day within working hours, else the next). */
    counted_from: date('counted_from'),
    outside_hours: boolean('outside_hours').notNull().default(false),
    request_id: integer('request_id').references(() => requests.id),
    /** Bumped by each correction, so an older correction link stops working. */
    corrections: integer('corrections').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('virtual_desk_submissions_verify_key').on(t.verify_hash),
    uniqueIndex('virtual_desk_submissions_request_key').on(t.request_id),
    check('virtual_desk_submissions_state_check', sql`${t.state} in ('por_verificar', 'enviada')`),
  ],
);

/** Captcha challenges already answered: each is accepted once. */
export const virtualDeskNonces = pgTable('virtual_desk_nonces', {
  nonce: varchar('nonce', { length: 64 }).primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** E-mails to a citizen, written in the transaction that causes them and sent after it commits. */
export const virtualDeskMails = pgTable(
  'virtual_desk_mails',
  {
    id: serial('id').primaryKey(),
    submission_id: integer('submission_id')
      .notNull()
      .references(() => virtualDeskSubmissions.id),
    /** recibida, asignada, observada, rechazada. */
    kind: varchar('kind', { length: 20 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a sender took it; another may retry it after a few minutes (a crash mid-send). */
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('virtual_desk_mails_pending_idx').on(t.id).where(sql`${t.sent_at} is null`)],
);
