/**
 * The states of an output: dispatch (registrado → en_despacho), the delivery to each recipient
 * (entregado or devuelto; when none is pending the output is `entregado` if any was delivered,
 * else `devuelto`), archive (entregado | devuelto → archivado) and annul (registrado |
 * en_despacho → anulado, keeping its number). Each checks the version and the state (409).
 */
import { MESSAGES } from '@shared/errors';
import { reasonInput } from '@shared/schemas/entries';
import { type DeliveryInput, deliveryInput, type OutputState } from '@shared/schemas/outputs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { outputRecipients, outputs } from '../../db/schema';
import { audit, type Changes, diff } from '../../lib/audit/audit';
import { actorOf, idParams, parseId } from '../../lib/crud/resource';
import { conflict, invalid, notFound } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import { BASE, stateConflict } from './output-common';
import { UPDATE } from './output-scope';
import { findVisible, type OutputRow, present } from './output-view';

const versionBody = z.object({ version: z.number().int().positive() });
const recipientParams = z.object({ id: z.string().max(12), recipientId: z.string().max(12) });

/** Saves the output's new state (and more columns) with its audit row. */
async function transition(
  tx: Executor,
  request: FastifyRequest,
  existing: OutputRow,
  action: string,
  set: Partial<OutputRow>,
  extra: Changes = {},
): Promise<OutputRow> {
  const [row] = await tx
    .update(outputs)
    .set({ ...set, version: sql`${outputs.version} + 1`, updated_at: sql`now()` })
    .where(eq(outputs.id, existing.id))
    .returning();
  await audit(tx, actorOf(request), {
    entity: 'outputs',
    entityId: existing.id,
    action,
    changes: { ...diff(existing, row!), ...extra },
  });
  return row!;
}

function checkVersion(existing: OutputRow, version: number) {
  if (existing.version !== version) throw conflict(MESSAGES.staleVersion);
}

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

  const answer = async (request: FastifyRequest, row: OutputRow) => {
    const [data] = await present(app.db, callerOf(request), [row]);
    return { data };
  };

  const simple = [
    { path: 'dispatch', from: ['registrado'], to: 'en_despacho', verb: 'despachar' },
    { path: 'archive', from: ['entregado', 'devuelto'], to: 'archivado', verb: 'archivar' },
  ] as const;
  for (const step of simple) {
    r.post(
      `${BASE}/:id/${step.path}`,
      { schema: { params: idParams, body: versionBody }, config: { permissions: UPDATE } },
      async (request) => {
        const caller = callerOf(request);
        const row = await app.db.transaction(async (tx) => {
          const existing = await findVisible(tx, caller, parseId(request.params.id), true);
          checkVersion(existing, request.body.version);
          if (!(step.from as readonly string[]).includes(existing.state))
            throw stateConflict(step.verb, existing.state);
          return transition(tx, request, existing, step.path, { state: step.to });
        });
        return answer(request, row);
      },
    );
  }

  r.post(
    `${BASE}/:id/recipients/:recipientId/deliver`,
    { schema: { params: recipientParams, body: deliveryInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const body: DeliveryInput = request.body;
      const deliveredAt = body.delivered_at ? new Date(body.delivered_at) : new Date();
      if (deliveredAt.getTime() > Date.now() + 5 * 60_000)
        throw invalid({ delivered_at: ['La fecha de entrega no puede ser futura.'] });
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
            note: body.note,
            updated_by: caller.user.id,
          })
          .where(eq(outputRecipients.id, recipient.id))
          .returning();
        const state = await rolledUpState(tx, existing.id);
        return transition(tx, request, existing, 'deliver', { state }, { recipient: [recipient, saved] });
      });
      return answer(request, row);
    },
  );

  r.post(
    `${BASE}/:id/annul`,
    { schema: { params: idParams, body: reasonInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const row = await app.db.transaction(async (tx) => {
        const existing = await findVisible(tx, caller, parseId(request.params.id), true);
        checkVersion(existing, request.body.version);
        if (existing.state !== 'registrado' && existing.state !== 'en_despacho')
          throw stateConflict('anular', existing.state);
        return transition(tx, request, existing, 'annul', { state: 'anulado', annulled_reason: request.body.reason });
      });
      return answer(request, row);
    },
  );
}
