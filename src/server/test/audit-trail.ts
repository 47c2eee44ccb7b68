/** What the audit trail kept, for tests that check it: the latest row of an entity (of one record, when given). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLogs } from '../db/schema';

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
