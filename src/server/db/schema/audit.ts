import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The audit trail: one row per create, update, (de)activation or permission change, written in
 * the same transaction. Each row's `hash` covers its content and the previous row's hash, so an
 * edited or deleted row breaks the chain (`npm run audit:verify`).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurred_at: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
    actor_id: integer('actor_id'),
    ip: varchar('ip', { length: 64 }),
    entity: varchar('entity', { length: 60 }).notNull(),
    entity_id: varchar('entity_id', { length: 40 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    changes: jsonb('changes').notNull(),
    prev_hash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [index('audit_logs_entity_idx').on(t.entity, t.entity_id)],
);
