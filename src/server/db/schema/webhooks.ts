import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { offices } from './users';

/**
 * An integrator's subscription (modules/webhooks): the URL that receives the events named in
 * `events`, of one office or (null) of all. `secret` signs every delivery (Standard Webhooks,
 * `whsec_…`); it is shown once, when created. `active` goes false by hand or when deliveries keep
 * failing (`disabled_reason`).
 */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  url: varchar('url', { length: 2000 }).notNull(),
  events: text('events').array().notNull(),
  office_id: integer('office_id').references(() => offices.id),
  secret: varchar('secret', { length: 120 }).notNull(),
  active: boolean('active').notNull().default(true),
  disabled_reason: varchar('disabled_reason', { length: 300 }),
  ...versioned,
});

/**
 * One event for one subscription: written in the transaction of the change (the outbox; the
 * delivery job is sent in the same transaction), then updated by each attempt. `id` is the
 * `webhook-id` of every attempt and redelivery.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    event_type: varchar('event_type', { length: 60 }).notNull(),
    payload: jsonb('payload').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    state: varchar('state', { length: 12 }).notNull().default('pendiente'),
    attempts: integer('attempts').notNull().default(0),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    last_status: integer('last_status'),
    last_latency_ms: integer('last_latency_ms'),
    last_response: varchar('last_response', { length: 500 }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_subscription_idx').on(t.subscription_id, t.created_at),
    check('webhook_deliveries_state_check', sql`${t.state} in ('pendiente', 'entregado', 'fallido')`),
  ],
);
