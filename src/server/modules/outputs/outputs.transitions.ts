/**
 * What may happen to an output, written once: dispatch, delivery per recipient (by courier, or
 * electronically in the recipient's casilla), archive and annul.
 * `outputTransitions.apply` is the service (outputs.service.ts names each action), `abilities`
 * the `can` of every answer, `register` the `POST /outputs/:id/{action}` routes.
 */
import {
  type DELIVERY_STATES,
  deliveryInput,
  OUTPUT_STATES,
  type OutputState,
  peerRefusalInput,
  redispatchInput,
  returnAcknowledgeInput,
} from '@shared/schemas/outputs';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { outputRecipients, outputs } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { editorsOrRegistrar } from '../../lib/records/attach';
import { childOf } from '../../lib/records/children';
import { isFuture } from '../../lib/records/references';
import { scopedRecords } from '../../lib/records/scoped';
import { stateConflicts, type TransitionEffect, type TransitionRule, transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import { depositInCasilla } from '../casilla/casilla.service';
import { deliverOfficeCopiesOnReception, dispatchOfficeCopies, officeCopyStates } from './outputs.copies';
import { acknowledgeReturn, redispatchRecipient } from './outputs.returns';
import { ARCHIVE, CREATE, type OutputRow, outputScope, RETURNS, UPDATE } from './outputs.scope';

export const BASE = '/api/v1/outputs';

/** Outputs within the caller's scope: `findVisible` (404 outside it) and `isVisible`. */
export const { findVisible, isVisible } = scopedRecords(outputs, outputScope);

/** 409 for an action the output's state does not allow, e.g. «No se puede despachar una salida en estado «Entregado».» */
export const stateConflict = stateConflicts('una salida', OUTPUT_STATES);

type Recipient = typeof outputRecipients.$inferSelect;

/** The recipient `:recipientId` of the output (404 when it has none). */
const recipientOf = childOf(outputRecipients, outputRecipients.output_id, 'recipientId');

/**
 * An action on one recipient copy (`recipients/:recipientId/{segment}`): guarded by the copy's own
 * state rather than the output's version; `run` gets the copy.
 */
const onRecipient = (
  segment: string,
  rule: Omit<TransitionRule<OutputRow, null, Recipient>, 'path' | 'unversioned' | 'child'>,
): TransitionRule<OutputRow, null, Recipient> => ({
  ...rule,
  path: `recipients/:recipientId/${segment}`,
  unversioned: true,
  child: recipientOf,
});

/**
 * The state once a copy is resolved (a citizen's by courier or casilla, an office's by its reception): still en_despacho while any is pending (or deposited in
 * a casilla, not yet notified); notified electronically counts as delivered.
 */
export async function rolledUpState(tx: Executor, outputId: number): Promise<OutputState> {
  const rows = await tx
    .select({ state: outputRecipients.delivery_state })
    .from(outputRecipients)
    .where(eq(outputRecipients.output_id, outputId));
  const offices = (await officeCopyStates(tx, outputId)).map((s) => (s === 'recibido' ? 'entregado' : s));
  const states = [...rows.map((r) => r.state), ...offices];
  if (states.some((s) => s === 'pendiente' || s === 'depositado')) return 'en_despacho';
  return states.some((s) => s === 'entregado' || s === 'notificado') ? 'entregado' : 'devuelto';
}

deliverOfficeCopiesOnReception(rolledUpState);

/** A copy resolved (`saved`): the output's state rolls up, and the copy's change goes in its history. */
const copyResolved = async (
  tx: Executor,
  outputId: number,
  recipient: Recipient,
  saved: Recipient | undefined,
): Promise<TransitionEffect<OutputRow>> => ({
  set: { state: await rolledUpState(tx, outputId) },
  changes: { recipient: [recipient, saved] },
});

/** Saves the courier's result on a copy (`values`, by the caller), then as `copyResolved`. */
async function saveCopyResult(
  tx: Executor,
  caller: Auth,
  outputId: number,
  recipient: Recipient,
  values: Partial<typeof outputRecipients.$inferInsert>,
) {
  const [saved] = await tx
    .update(outputRecipients)
    .set({ ...values, updated_by: caller.user.id })
    .where(eq(outputRecipients.id, recipient.id))
    .returning();
  return copyResolved(tx, outputId, recipient, saved);
}

export const outputTransitions = transitions<OutputRow>({
  base: BASE,
  entity: 'outputs',
  table: outputs,
  findVisible,
  stateConflict,
  edit: { permissions: UPDATE, from: ['registrado'], verb: 'editar' },
  // The signed document, the delivery receipts: until it is archived or annulled.
  attach: editorsOrRegistrar(
    { update: UPDATE, create: CREATE },
    ['registrado', 'en_despacho', 'entregado', 'devuelto'],
    'No puede modificar los adjuntos de esta salida.',
  ),
  actions: {
    // The office copies leave at once, without paper (outputs.copies.ts); the citizens' go by courier.
    dispatch: {
      permissions: UPDATE,
      from: ['registrado'],
      to: 'en_despacho',
      verb: 'despachar',
      run: async (tx, { caller, existing }) => ({ changes: await dispatchOfficeCopies(tx as Tx, caller, existing) }),
    },
    deliver: onRecipient('deliver', {
      permissions: UPDATE,
      from: ['en_despacho'],
      verb: 'registrar la entrega de',
      body: deliveryInput,
      run: async (tx, { caller, existing, child: recipient, body }) => {
        const deliveredAt = body.delivered_at ? new Date(body.delivered_at as string) : new Date();
        if (isFuture(deliveredAt)) throw invalid({ delivered_at: ['La fecha de entrega no puede ser futura.'] });
        if (recipient.delivery_state !== 'pendiente')
          throw conflict('La entrega a este destinatario ya fue registrada.');
        return saveCopyResult(tx, caller, existing.id, recipient, {
          delivery_state: body.state as keyof typeof DELIVERY_STATES,
          delivered_at: deliveredAt,
          received_by_name: (body.received_by_name as string | null) ?? null,
          received_by_document: (body.received_by_document as string | null) ?? null,
          note: (body.note as string | null) ?? null,
        });
      },
    }),
    notify: onRecipient('notify', {
      permissions: UPDATE,
      // Straight from registration too: an electronic notification needs no courier's dispatch.
      from: ['registrado', 'en_despacho'],
      verb: 'notificar electrónicamente',
      run: async (tx, { caller, existing, child: recipient }) => {
        return copyResolved(tx, existing.id, recipient, await depositInCasilla(tx, caller, existing.id, recipient));
      },
    }),
    // A peer institution's mesa de partes refused the copy its receipt had marked delivered (wrong
    // addressee, unreadable): the copy comes back, as a courier's return «rehusado», with the reason;
    // the receipt stays in the history. Only that copy: a casilla's notification or a cargo stands.
    peer_refused: onRecipient('peer-refused', {
      serviceOnly: true,
      permissions: UPDATE,
      from: ['en_despacho', 'entregado', 'devuelto'],
      verb: 'registrar el rechazo de',
      body: peerRefusalInput,
      run: async (tx, { caller, existing, child: recipient, body }) => {
        const refusal = peerRefusalInput.parse(body);
        if (recipient.delivery_state !== 'pendiente' && recipient.delivery_state !== 'entregado')
          throw conflict('La entrega a este destinatario ya no puede rechazarse.');
        return saveCopyResult(tx, caller, existing.id, recipient, {
          delivery_state: 'devuelto',
          delivered_at: new Date(Math.min(Date.parse(refusal.refused_at), Date.now())),
          note: `Rechazado por ${refusal.peer}: ${refusal.reason}`.slice(0, 500),
        });
      },
    }),
    acknowledge_return: onRecipient('acknowledge-return', {
      permissions: RETURNS,
      // A copy may come back while another recipient's is still on its way.
      from: ['en_despacho', 'devuelto', 'entregado'],
      verb: 'recibir la devolución de',
      body: returnAcknowledgeInput,
      run: async (tx, { caller, child, body }) => ({
        changes: await acknowledgeReturn(tx, caller, child, returnAcknowledgeInput.parse(body)),
      }),
    }),
    redispatch: onRecipient('redispatch', {
      permissions: RETURNS,
      from: ['en_despacho', 'devuelto', 'entregado'],
      verb: 'volver a despachar',
      body: redispatchInput,
      run: async (tx, { caller, existing, child, body }) => {
        const changes = await redispatchRecipient(tx, caller, child, redispatchInput.parse(body));
        return { set: { state: await rolledUpState(tx, existing.id) }, changes };
      },
    }),
    archive: { permissions: ARCHIVE, from: ['entregado', 'devuelto'], to: 'archivado', verb: 'archivar' },
    annul: {
      permissions: UPDATE,
      from: ['registrado', 'en_despacho'],
      to: 'anulado',
      verb: 'anular',
      reason: 'annulled_reason',
    },
  },
});
