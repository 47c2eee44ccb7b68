/** Every change of an entry after registration goes through here: version bump plus its audit row. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entries } from '../../db/schema';
import { type AuditActor, audit, type Changes, diff } from '../../lib/audit/audit';
import type { EntryRow } from './entry-access';

/**
 * Sets `set` on the (locked, already checked) entry, bumps its version and audits `action` with
 * the changed columns plus `extra` (movements, attachments…). Returns the updated row.
 */
export async function transition(
  tx: Executor,
  actor: AuditActor,
  existing: EntryRow,
  action: string,
  set: Partial<EntryRow>,
  extra: Changes = {},
): Promise<EntryRow> {
  const [row] = await tx
    .update(entries)
    .set({ ...set, version: sql`${entries.version} + 1`, updated_at: sql`now()` })
    .where(eq(entries.id, existing.id))
    .returning();
  await audit(tx, actor, {
    entity: 'entries',
    entityId: existing.id,
    action,
    changes: { ...diff(existing, row!), ...extra },
  });
  return row!;
}
