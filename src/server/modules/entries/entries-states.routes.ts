/** The entry's own state changes: attend, archive and annul (the number is kept). */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { entryMovements } from '../../db/schema';
import { registerStateSteps } from '../../lib/records/state-steps';
import { BASE, type EntryRow, HANDLE, lockForChange, transition, UPDATE } from './entry-access';
import { entryAnswer } from './entry-present';

/** Pending movements die with the entry; the number is kept (never reused). */
async function closePendingMovements(tx: Executor, entry: EntryRow): Promise<void> {
  await tx
    .update(entryMovements)
    .set({ state: 'devuelto', returned_reason: 'Ingreso anulado.' })
    .where(and(eq(entryMovements.entry_id, entry.id), eq(entryMovements.state, 'pendiente')));
}

export async function entriesStatesRoutes(app: FastifyInstance): Promise<void> {
  await registerStateSteps<EntryRow>(app, {
    base: BASE,
    lockForChange,
    transition,
    answer: entryAnswer,
    steps: [
      { path: 'attend', permissions: HANDLE, from: ['recibido'], to: 'atendido', verb: 'atender' },
      { path: 'archive', permissions: UPDATE, from: ['atendido'], to: 'archivado', verb: 'archivar' },
      {
        path: 'annul',
        permissions: UPDATE,
        from: ['registrado', 'derivado', 'recibido', 'atendido'],
        to: 'anulado',
        verb: 'anular',
        reasonColumn: 'annulled_reason',
        before: closePendingMovements,
      },
    ],
  });
}
