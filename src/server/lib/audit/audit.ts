/**
 * Writes the audit trail inside the caller's transaction. Rows are chained by SHA-256: each
 * hash covers the row's content and the previous hash. An advisory lock serialises writers so
 * concurrent transactions cannot fork the chain.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { canonicalJson } from './canonical';

export const GENESIS_HASH = '0'.repeat(64);
const AUDIT_LOCK_KEY = 7_215_301;

export type AuditAction = 'create' | 'update' | 'activate' | 'deactivate' | 'delete' | 'permissions' | string;

/** `{ field: [before, after] }` for the fields that changed (for a create, before is null). */
export type Changes = Record<string, [unknown, unknown]>;

export interface AuditActor {
  id: number | null;
  ip: string | null;
}

/**
 * Who the trail names: a service's caller (its user, and its address when it acts for a request),
 * or a request itself (its signed-in user, none on a public route, and its address).
 */
export function actorOf(who: { user: { id: number }; ip?: string | null } | FastifyRequest): AuditActor {
  if ('raw' in who) return { id: who.auth?.user.id ?? null, ip: who.ip };
  return { id: who.user.id, ip: who.ip ?? null };
}

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: AuditAction;
  changes: Changes;
}

interface HashedContent {
  occurred_at: Date;
  actor_id: number | null;
  ip: string | null;
  entity: string;
  entity_id: string;
  action: string;
  changes: unknown;
}

/** What a row's hash covers besides the previous hash. */
function hashedText(row: HashedContent): string {
  return canonicalJson({
    occurred_at: row.occurred_at.toISOString(),
    actor_id: row.actor_id,
    ip: row.ip,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    changes: row.changes,
  });
}

export function auditHash(prevHash: string, row: HashedContent): string {
  return createHash('sha256')
    .update(`${prevHash}\n${hashedText(row)}`)
    .digest('hex');
}

/** Field-by-field differences between two versions of a record (ignoring bookkeeping columns). */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown>): Changes {
  const ignored = new Set(['version', 'created_at', 'updated_at', 'password_hash']);
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    if (ignored.has(key)) continue;
    const old = before ? before[key] : null;
    if (canonicalJson(old) !== canonicalJson(value)) changes[key] = [old ?? null, value ?? null];
  }
  return changes;
}

/**
 * Work a module does on every audited change, inside its transaction, as the change's actor (the
 * webhooks' outbox; an output's internal copy delivered when its office receives it).
 */
export type AuditListener = (tx: Executor, entry: AuditEntry, actor: AuditActor) => Promise<void>;
const beforeTheRow = new Set<AuditListener>();
const afterTheRow = new Set<AuditListener>();

/**
 * Adds `listener` to every later `audit` call (once however often it is added). It runs after the
 * change's row, under the chain's lock, unless `beforeTheRow`: a listener that writes no audit row
 * of its own (the webhooks' outbox) runs before the lock, so other writers do not wait for it.
 */
export function onAudited(listener: AuditListener, options: { beforeTheRow?: boolean } = {}): void {
  (options.beforeTheRow ? beforeTheRow : afterTheRow).add(listener);
}

/**
 * The change's row, chained by `audit_append` (migration 0051): the lock, then the insert that reads
 * the previous hash and computes the new one in SQL (the same SHA-256 as `auditHash`), in one round
 * trip. The lock is held until the transaction ends, so take it last: every other audited write
 * waits from here (a registration also holds its number's row lock meanwhile).
 */
export async function audit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  for (const listener of beforeTheRow) await listener(tx, entry, actor);
  const row: HashedContent = {
    occurred_at: new Date(),
    actor_id: actor.id,
    ip: actor.ip,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    action: entry.action,
    changes: JSON.parse(canonicalJson(entry.changes)),
  };
  await tx.execute(sql`select audit_append(${AUDIT_LOCK_KEY}, ${row.occurred_at.toISOString()}::timestamptz,
    ${row.actor_id}::integer, ${row.ip}, ${row.entity}, ${row.entity_id}, ${row.action},
    ${canonicalJson(row.changes)}::jsonb, ${hashedText(row)})`);
  for (const listener of afterTheRow) await listener(tx, entry, actor);
}

/** The trail's row of a record just created: each of its fields from nothing, plus `extra` changes. */
export const auditCreation = (
  tx: Executor,
  actor: AuditActor,
  entity: string,
  row: Record<string, unknown> & { id: number },
  extra: Changes = {},
) => audit(tx, actor, { entity, entityId: row.id, action: 'create', changes: { ...diff(null, row), ...extra } });
