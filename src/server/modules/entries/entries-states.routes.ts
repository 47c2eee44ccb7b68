/** The entry's own state changes: attend, archive and annul (the number is kept). */
import { reasonInput } from '@shared/schemas/entries';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entryMovements } from '../../db/schema';
import { actorOf, idParams, parseId } from '../../lib/crud/resource';
import { assertVersion } from '../../lib/records/versioned';
import { callerOf } from '../../plugins/auth';
import { BASE, findVisible, HANDLE, stateConflict, transition, UPDATE } from './entry-access';
import { entryAnswer } from './entry-present';

const simple = [
  { path: 'attend', permissions: HANDLE, from: ['recibido'], to: 'atendido', verb: 'atender' },
  { path: 'archive', permissions: UPDATE, from: ['atendido'], to: 'archivado', verb: 'archivar' },
] as const;

export async function entriesStatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const step of simple) {
    r.post(
      `${BASE}/:id/${step.path}`,
      {
        schema: { params: idParams, body: z.object({ version: z.number().int().positive() }) },
        config: { permissions: step.permissions },
      },
      async (request) => {
        const caller = callerOf(request);
        const row = await app.db.transaction(async (tx) => {
          const existing = await findVisible(tx, caller, parseId(request.params.id), true);
          assertVersion(existing, request.body.version);
          if (!(step.from as readonly string[]).includes(existing.state))
            throw stateConflict(step.verb, existing.state);
          return transition(tx, actorOf(request), existing, step.path, { state: step.to });
        });
        return entryAnswer(app.db, caller, row);
      },
    );
  }

  r.post(
    `${BASE}/:id/annul`,
    { schema: { params: idParams, body: reasonInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const row = await app.db.transaction(async (tx) => {
        const existing = await findVisible(tx, caller, parseId(request.params.id), true);
        assertVersion(existing, request.body.version);
        if (existing.state === 'anulado' || existing.state === 'archivado')
          throw stateConflict('anular', existing.state);
        // Pending movements die with the entry; the number is kept (never reused).
        await tx
          .update(entryMovements)
          .set({ state: 'devuelto', returned_reason: 'Ingreso anulado.' })
          .where(and(eq(entryMovements.entry_id, existing.id), eq(entryMovements.state, 'pendiente')));
        return transition(tx, actorOf(request), existing, 'annul', {
          state: 'anulado',
          annulled_reason: request.body.reason,
        });
      });
      return entryAnswer(app.db, caller, row);
    },
  );
}
