/** What the audit trail kept, for tests that check it: the latest row of an entity (of one record, when given), a record's history. */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { auditLogs } from '../db/schema';
import { call } from './harness';

export async function lastAudit(db: Db, entity: string, entityId?: number | string) {
  const [row] = await db
    .select()
    .from(auditLogs)
    .where(
      and(eq(auditLogs.entity, entity), entityId === undefined ? undefined : eq(auditLogs.entity_id, String(entityId))),
    )
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return row;
}

/** The actions of a record's history (`GET {record}/history`, newest first), as `token` reads them. */
export async function historyActions(app: FastifyInstance, record: string, token: string): Promise<string[]> {
  const res = await call(app, 'GET', `${record}/history`, { token });
  if (res.statusCode !== 200) throw new Error(`GET ${record}/history answered ${res.statusCode}: ${res.body}`);
  return (res.json().data as { action: string }[]).map((h) => h.action);
}
