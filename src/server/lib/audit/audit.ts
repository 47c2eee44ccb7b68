/**
 * Writes the audit trail inside the caller's transaction. Rows are chained by SHA-256: each
 * hash covers the row's content and the previous hash. An advisory lock serialises writers so
 * concurrent transactions cannot fork the chain.
 */
import { createHash } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLogs } from '../../db/schema';
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

export function auditHash(prevHash: string, row: HashedContent): string {
  const content = canonicalJson({
    occurred_at: row.occurred_at.toISOString(),
    actor_id: row.actor_id,
    ip: row.ip,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    changes: row.changes,
  });
  return createHash('sha256').update(`${prevHash}\n${content}`).digest('hex');
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

export async function audit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`);
  const [last] = await tx.select({ hash: auditLogs.hash }).from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const row: HashedContent = {
    occurred_at: new Date(),
    actor_id: actor.id,
    ip: actor.ip,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    action: entry.action,
    changes: JSON.parse(canonicalJson(entry.changes)),
  };
  await tx.insert(auditLogs).values({ ...row, prev_hash: prevHash, hash: auditHash(prevHash, row) });
}
