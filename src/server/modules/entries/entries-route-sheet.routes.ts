/** The route sheet: derive an entry to offices or people, and receive or return each movement. */
import { type DeriveInput, deriveInput, OPEN_ENTRY_STATES, returnMovementInput } from '@shared/schemas/entries';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entryMovements, offices, users } from '../../db/schema';
import { actorOf, idParams, parseId } from '../../lib/crud/resource';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import { notify } from '../notifications/notify';
import {
  BASE,
  canHandleMovement,
  findVisible,
  HANDLE,
  lockForChange,
  stateConflict,
  transition,
  UPDATE,
} from './entry-access';
import { entryAnswer } from './entry-present';

const movementParams = z.object({ id: z.string().max(12), movementId: z.string().max(12) });

export async function entriesRouteSheetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${BASE}/:id/derive`,
    { schema: { params: idParams, body: deriveInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const body: DeriveInput = request.body;
      const row = await app.db.transaction(async (tx) => {
        const id = parseId(request.params.id);
        const existing = await lockForChange(tx, caller, id, body.version, OPEN_ENTRY_STATES, 'derivar');
        const errors: Record<string, string[]> = {};
        for (const [i, d] of body.destinations.entries()) {
          const [office] = await tx.select().from(offices).where(eq(offices.id, d.office_id));
          if (!office?.active) errors[`destinations.${i}.office_id`] = ['La oficina no existe o está inactiva.'];
          if (d.user_id !== null) {
            const [user] = await tx.select().from(users).where(eq(users.id, d.user_id));
            if (!user?.active) errors[`destinations.${i}.user_id`] = ['El usuario no existe o está inactivo.'];
            else if (user.office_id !== d.office_id)
              errors[`destinations.${i}.user_id`] = ['El usuario no pertenece a la oficina elegida.'];
          }
        }
        if (Object.keys(errors).length > 0) throw invalid(errors);
        const inserted = await tx
          .insert(entryMovements)
          .values(
            body.destinations.map((d) => ({
              entry_id: existing.id,
              from_office_id: caller.user.office_id ?? null,
              to_office_id: d.office_id,
              to_user_id: d.user_id,
              action: d.action,
              instructions: d.instructions,
              sent_by: caller.user.id,
            })),
          )
          .returning();
        for (const m of inserted) {
          await notify(tx, m.to_user_id ?? { office: m.to_office_id }, {
            text: `Se derivó el ingreso ${existing.number}: ${existing.subject}`.slice(0, 500),
            type: 'entries',
            data_id: existing.id,
          });
        }
        return transition(
          tx,
          actorOf(request),
          existing,
          'derive',
          { state: 'derivado' },
          {
            movements: [
              null,
              inserted.map((m) => ({
                id: m.id,
                to_office_id: m.to_office_id,
                to_user_id: m.to_user_id,
                action: m.action,
              })),
            ],
          },
        );
      });
      return entryAnswer(app.db, caller, row);
    },
  );

  /** Receives or returns a pending movement: only a user of its destination office (or the person it names). */
  async function handleMovement(request: FastifyRequest, id: string, movementId: string, reason: string | null) {
    const caller = callerOf(request);
    const row = await app.db.transaction(async (tx) => {
      const existing = await findVisible(tx, caller, parseId(id), true);
      const [movement] = await tx
        .select()
        .from(entryMovements)
        .where(and(eq(entryMovements.id, parseId(movementId)), eq(entryMovements.entry_id, existing.id)));
      if (!movement) throw notFound();
      if (!canHandleMovement(caller, movement))
        throw forbidden('Solo un usuario de la oficina de destino puede recibir o devolver este documento.');
      if (movement.state !== 'pendiente') throw conflict('Este movimiento ya fue recibido o devuelto.');
      if (existing.state === 'anulado') throw stateConflict(reason ? 'devolver' : 'recibir', existing.state);
      const [saved] = await tx
        .update(entryMovements)
        .set(
          reason === null
            ? { state: 'recibido', received_by: caller.user.id, received_at: sql`now()` }
            : { state: 'devuelto', received_by: caller.user.id, received_at: sql`now()`, returned_reason: reason },
        )
        .where(eq(entryMovements.id, movement.id))
        .returning();
      const movementChange = { movement: [movement, saved] as [unknown, unknown] };
      if (reason === null) {
        const state = existing.state === 'derivado' || existing.state === 'registrado' ? 'recibido' : existing.state;
        return transition(tx, actorOf(request), existing, 'receive', { state }, movementChange);
      }
      // Returned: the entry goes back to `registrado` when nothing else is pending or received.
      const [other] = await tx
        .select({ id: entryMovements.id })
        .from(entryMovements)
        .where(and(eq(entryMovements.entry_id, existing.id), inArray(entryMovements.state, ['pendiente', 'recibido'])))
        .limit(1);
      const state = other ? existing.state : 'registrado';
      await notify(tx, movement.sent_by, {
        text: `Se devolvió el ingreso ${existing.number}: ${reason}`.slice(0, 500),
        type: 'entries',
        data_id: existing.id,
      });
      return transition(tx, actorOf(request), existing, 'return', { state }, movementChange);
    });
    return entryAnswer(app.db, caller, row);
  }

  r.post(
    `${BASE}/:id/movements/:movementId/receive`,
    { schema: { params: movementParams }, config: { permissions: HANDLE } },
    async (request) => handleMovement(request, request.params.id, request.params.movementId, null),
  );

  r.post(
    `${BASE}/:id/movements/:movementId/return`,
    { schema: { params: movementParams, body: returnMovementInput }, config: { permissions: HANDLE } },
    async (request) => handleMovement(request, request.params.id, request.params.movementId, request.body.reason),
  );
}
