/**
 * Outputs notified electronically in a casilla (docs/electronic-delivery.md): the deposit (what
 * files, when, by whom, under which rule the legal date falls), the acuse de lectura (the first
 * opening: when, from what address and browser), the legal notification date, the constancia kept
 * with the output, and the citizen's replies (virtual-desk submissions).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { attachments } from './attachments';
import { casillaAccounts } from './casilla';
import { outputRecipients, outputs } from './outputs';
import { users } from './users';
import { virtualDeskSubmissions } from './virtual-desk';

/** A file deposited: the output's attachment as it was at the deposit. */
export interface DepositedFile {
  attachment_id: number;
  name: string;
  sha256: string;
  size: number;
  content_type: string;
  /** documento: the signed PDF; anexo: the rest. */
  role: 'documento' | 'anexo';
}

export const casillaNotifications = pgTable(
  'casilla_notifications',
  {
    id: serial('id').primaryKey(),
    output_id: integer('output_id')
      .notNull()
      .references(() => outputs.id),
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => outputRecipients.id),
    account_id: integer('account_id')
      .notNull()
      .references(() => casillaAccounts.id),
    /** deposito or lectura: the Configuración rule in force at the deposit. */
    rule: varchar('rule', { length: 10 }).notNull(),
    files: jsonb('files').notNull().$type<DepositedFile[]>(),
    deposited_at: timestamp('deposited_at', { withTimezone: true }).notNull().defaultNow(),
    deposited_by: integer('deposited_by').references(() => users.id),
    /** The e-mail alert (without the document) left. */
    alerted_at: timestamp('alerted_at', { withTimezone: true }),
    /** The acuse de lectura: the first opening in the casilla. */
    read_at: timestamp('read_at', { withTimezone: true }),
    read_ip: varchar('read_ip', { length: 64 }),
    read_user_agent: varchar('read_user_agent', { length: 300 }),
    /** The legal notification date: the deposit, or the first reading (per `rule`). */
    notified_at: timestamp('notified_at', { withTimezone: true }),
    /** The latest constancia de notificación (an attachment of the output) and what it states. */
    constancia_id: integer('constancia_id').references(() => attachments.id),
    constancia_stage: varchar('constancia_stage', { length: 10 }),
  },
  (t) => [
    uniqueIndex('casilla_notifications_recipient_key').on(t.recipient_id),
    index('casilla_notifications_account_idx').on(t.account_id),
    index('casilla_notifications_output_idx').on(t.output_id),
    check('casilla_notifications_rule_check', sql`${t.rule} in ('deposito', 'lectura')`),
    check('casilla_notifications_stage_check', sql`${t.constancia_stage} in ('deposito', 'lectura')`),
  ],
);

/** A reply from the casilla: a virtual-desk submission answering the notification. */
export const casillaReplies = pgTable(
  'casilla_replies',
  {
    id: serial('id').primaryKey(),
    notification_id: integer('notification_id')
      .notNull()
      .references(() => casillaNotifications.id),
    submission_id: integer('submission_id')
      .notNull()
      .references(() => virtualDeskSubmissions.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('casilla_replies_submission_key').on(t.submission_id),
    index('casilla_replies_notification_idx').on(t.notification_id),
  ],
);
