/** A record's audit trail, newest first, with the actor's name: the "Historial" tab. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { pageMeta } from './list';

export async function historyPage(db: Executor, entity: string, id: number, query: { page: number; per_page: number }) {
  const where = and(eq(auditLogs.entity, entity), eq(auditLogs.entity_id, String(id)));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLogs).where(where);
  const data = await db
    .select({
      id: auditLogs.id,
      occurred_at: auditLogs.occurred_at,
      action: auditLogs.action,
      changes: auditLogs.changes,
      ip: auditLogs.ip,
      actor_id: auditLogs.actor_id,
      actor_name: sql<
        string | null
      >`(select u.names || ' ' || u.surnames from users u where u.id = ${auditLogs.actor_id})`,
    })
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { data, meta: pageMeta(query.page, query.per_page, total) };
}
