import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { outputRecipients, outputs } from './outputs';
import { requests } from './requests';
import { users } from './users';

/**
 * Another institution's registry this one exchanges documents with (modules/peer-institutions):
 * its RUC (how its messages name it), its base URL and the two shared secrets of Standard Webhooks
 * signatures: `send_secret` signs what goes to it, `receive_secret` checks what comes from it.
 */
export const peerInstitutions = pgTable(
  'peer_institutions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    ruc: varchar('ruc', { length: 11 }).notNull(),
    base_url: varchar('base_url', { length: 500 }).notNull(),
    send_secret: varchar('send_secret', { length: 120 }).notNull(),
    receive_secret: varchar('receive_secret', { length: 120 }),
    active: boolean('active').notNull().default(true),
    ...versioned,
  },
  (t) => [uniqueIndex('peer_institutions_ruc_key').on(t.ruc)],
);

/**
 * Every message exchanged with a peer, both ways. `id` is the message id: chosen by the sender,
 * the same on every retry, and the primary key on the receiving side too, so a retried message
 * never makes a second entry request. An outgoing message is the outbox row its delivery job reads
 * (state, attempts, last error); an outgoing document also keeps what the peer answered: the
 * receipt (its request number and time), then its entry number or its refusal.
 */
export const peerMessages = pgTable(
  'peer_messages',
  {
    id: uuid('id').primaryKey(),
    peer_id: integer('peer_id')
      .notNull()
      .references(() => peerInstitutions.id),
    direction: varchar('direction', { length: 3 }).notNull(),
    type: varchar('type', { length: 12 }).notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    /** Outgoing document: the output sent. Incoming document: the output of ours it answers. */
    output_id: integer('output_id').references(() => outputs.id),
    recipient_id: integer('recipient_id').references(() => outputRecipients.id),
    /** Incoming document: the entry request it became. Outgoing answer: the request it is about. */
    request_id: integer('request_id').references(() => requests.id),
    /** An answer (registered, refused): the document message it is about. */
    about_id: uuid('about_id'),
    sent_by: integer('sent_by').references(() => users.id),
    state: varchar('state', { length: 12 }).notNull().default('pendiente'),
    attempts: integer('attempts').notNull().default(0),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    last_error: varchar('last_error', { length: 500 }),
    request_number: varchar('request_number', { length: 60 }),
    received_at: timestamp('received_at', { withTimezone: true }),
    entry_number: varchar('entry_number', { length: 60 }),
    registered_at: timestamp('registered_at', { withTimezone: true }),
    refusal: varchar('refusal', { length: 1000 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('peer_messages_output_idx').on(t.output_id),
    index('peer_messages_request_idx').on(t.request_id),
    check('peer_messages_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('peer_messages_type_check', sql`${t.type} in ('document', 'registered', 'refused')`),
    check('peer_messages_state_check', sql`${t.state} in ('pendiente', 'entregado', 'fallido', 'recibido')`),
  ],
);
