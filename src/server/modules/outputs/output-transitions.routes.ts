import { type DeliveryInput, deliveryInput, type OutputState } from '@shared/schemas/outputs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { outputRecipients } from '../../db/schema';
import { actorOf, parseId } from '../../lib/crud/resource';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isFuture } from '../../lib/records/references';
import { registerStateSteps } from '../../lib/records/state-steps';
import { callerOf } from '../../plugins/auth';
import { BASE, lockForChange, stateConflict, transition } from './output-common';
import { UPDATE } from './output-scope';
import { findVisible, type OutputRow, outputAnswer } from './output-view';

const recipientParams = z.object({ id: z.string().max(12), recipientId: z.string().max(12) });

/** The state once a recipient is resolved: still en_despacho while any is pending. */
async function rolledUpState(tx: Executor, outputId: number): Promise<OutputState> {
  const rows = await tx
    .select({ state: outputRecipients.delivery_state })
    .from(outputRecipients)
    .where(eq(outputRecipients.output_id, outputId));
  if (rows.some((r) => r.state === 'pendiente')) return 'en_despacho';
  return rows.some((r) => r.state === 'entregado') ? 'entregado' : 'devuelto';
}

export async function outputTransitionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  await registerStateSteps<OutputRow>(app, {
    base: BASE,
    lockForChange,
    transition,
    answer: outputAnswer,
    steps: [
      { path: 'dispatch', permissions: UPDATE, from: ['registrado'], to: 'en_despacho', verb: 'despachar' },
      { path: 'archive', permissions: UPDATE, from: ['entregado', 'devuelto'], to: 'archivado', verb: 'archivar' },
      {
        path: 'annul',
        permissions: UPDATE,
        from: ['registrado', 'en_despacho'],
        to: 'anulado',
        verb: 'anular',
        reasonColumn: 'annulled_reason',
      },
    ],
  });

  r.post(
    `${BASE}/:id/recipients/:recipientId/deliver`,
    { schema: { params: recipientParams, body: deliveryInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const body: DeliveryInput = request.body;
      const deliveredAt = body.delivered_at ? new Date(body.delivered_at) : new Date();
      if (isFuture(deliveredAt)) throw invalid({ delivered_at: ['La fecha de entrega no puede ser futura.'] });
      const row = await app.db.transaction(async (tx) => {
        const existing = await findVisible(tx, caller, parseId(request.params.id), true);
        const [recipient] = await tx
          .select()
          .from(outputRecipients)
          .where(
            and(
              eq(outputRecipients.id, parseId(request.params.recipientId)),
              eq(outputRecipients.output_id, existing.id),
            ),
          );
        if (!recipient) throw notFound();
        if (existing.state !== 'en_despacho') throw stateConflict('registrar la entrega de', existing.state);
        if (recipient.delivery_state !== 'pendiente')
          throw conflict('La entrega a este destinatario ya fue registrada.');
        const [saved] = await tx
          .update(outputRecipients)
          .set({
            delivery_state: body.state,
            delivered_at: deliveredAt,
            received_by_name: body.received_by_name,
            received_by_document: body.received_by_document,
            note: body.note,
            updated_by: caller.user.id,
          })
          .where(eq(outputRecipients.id, recipient.id))
          .returning();
        const state = await rolledUpState(tx, existing.id);
        return transition(tx, actorOf(request), existing, 'deliver', { state }, { recipient: [recipient, saved] });
      });
      return outputAnswer(app.db, caller, row);
    },
  );
}
