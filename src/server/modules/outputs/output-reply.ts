/**
 * An output in reply to an entry: the entry must be one the caller sees (the entries scope) and
 * still open; registering the reply attends it in the same transaction, audited on the entry, and
 * tells whoever registered the entry.
 */
import { ENTRY_STATES, type EntryState, OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entries } from '../../db/schema';
import { type AuditActor, audit, diff } from '../../lib/audit/audit';
import { invalid } from '../../lib/errors';
import type { Auth } from '../../plugins/auth';
import { scopeCondition } from '../entries/entry-scope';
import { notify } from '../notifications/notify';

type EntryRow = typeof entries.$inferSelect;

/** Locks the entry being answered; 422 on `entry_id` when the caller cannot see it or it is closed. */
export async function entryToAnswer(tx: Executor, caller: Auth, entryId: number): Promise<EntryRow> {
  const [entry] = await tx
    .select()
    .from(entries)
    .where(and(eq(entries.id, entryId), scopeCondition(caller)))
    .for('update', { of: entries });
  if (!entry) throw invalid({ entry_id: ['El ingreso no existe.'] });
  if (!(OPEN_ENTRY_STATES as readonly string[]).includes(entry.state)) {
    const state = ENTRY_STATES[entry.state as EntryState] ?? entry.state;
    throw invalid({ entry_id: [`El ingreso ${entry.number} está «${state}»; solo se responde un ingreso pendiente.`] });
  }
  return entry;
}

/** Marks the entry `atendido` by this output, audits it on the entry and notifies its registrar. */
export async function attendEntry(
  tx: Executor,
  actor: AuditActor,
  entry: EntryRow,
  output: { id: number; number: string },
): Promise<void> {
  const [row] = await tx
    .update(entries)
    .set({ state: 'atendido', version: sql`${entries.version} + 1`, updated_at: sql`now()` })
    .where(eq(entries.id, entry.id))
    .returning();
  await audit(tx, actor, {
    entity: 'entries',
    entityId: entry.id,
    action: 'reply',
    changes: { ...diff(entry, row!), output: [null, output] },
  });
  if (entry.registered_by !== actor.id) {
    await notify(tx, entry.registered_by, {
      text: `Se respondió el ingreso ${entry.number} con la salida ${output.number}.`,
      type: 'entries',
      data_id: entry.id,
    });
  }
}
