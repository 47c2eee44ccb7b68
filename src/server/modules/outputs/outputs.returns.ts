/**
 * A returned recipient copy's next step at the front desk (docs/delivery.md): mesa de partes
 * acknowledges the paper (`acknowledge_return`: who, when, a note), then may send it again with a
 * corrected address (`redispatch`): the copy is pending again and goes on a new delivery control,
 * while the first control's items and visits stay as the history of the earlier attempt.
 */
import type { RedispatchInput, ReturnAcknowledgeInput } from '@shared/schemas/outputs';
import { ubigeoPlace } from '@shared/ubigeo/ubigeo';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { citizens, outputRecipients, outputReturns } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { Caller } from '../../lib/records/caller';

export type Recipient = typeof outputRecipients.$inferSelect;

/** The return of this copy still at the desk (acknowledged, not sent again), locked. */
async function openReturn(tx: Executor, recipientId: number) {
  const [row] = await tx
    .select()
    .from(outputReturns)
    .where(and(eq(outputReturns.recipient_id, recipientId), isNull(outputReturns.redispatched_at)))
    .for('update');
  return row ?? null;
}

const notReturned = () => conflict('Este destinatario no tiene una devolución pendiente.');

/** Mesa de partes has the returned paper. */
export async function acknowledgeReturn(
  tx: Executor,
  caller: Caller,
  recipient: Recipient,
  body: ReturnAcknowledgeInput,
) {
  if (recipient.delivery_state !== 'devuelto') throw notReturned();
  if (await openReturn(tx, recipient.id)) throw conflict('La devolución de este destinatario ya fue recibida.');
  const [saved] = await tx
    .insert(outputReturns)
    .values({
      recipient_id: recipient.id,
      acknowledged_at: new Date(),
      acknowledged_by: caller.user.id,
      note: body.note ?? null,
    })
    .returning();
  return {
    return: [null, { recipient_id: recipient.id, citizen_id: recipient.citizen_id, note: saved!.note }] as [
      unknown,
      unknown,
    ],
  };
}

/** The copy leaves again to the corrected address and distrito: pending, its earlier result cleared. */
export async function redispatchRecipient(tx: Executor, caller: Caller, recipient: Recipient, body: RedispatchInput) {
  if (recipient.delivery_state !== 'devuelto') throw notReturned();
  const open = await openReturn(tx, recipient.id);
  if (!open) throw conflict('Reciba primero el documento devuelto antes de volver a despacharlo.');
  const [citizen] = await tx
    .select({ address: citizens.address, district: citizens.district, ubigeo: citizens.ubigeo })
    .from(citizens)
    .where(eq(citizens.id, recipient.citizen_id));
  const previous = {
    address: recipient.address ?? citizen?.address ?? null,
    // The INEI distrito's name, or the place typed before the ubigeo existed.
    district:
      recipient.district ??
      ubigeoPlace(recipient.ubigeo ?? citizen?.ubigeo)?.district ??
      (recipient.ubigeo ? null : citizen?.district) ??
      null,
  };
  await tx
    .update(outputReturns)
    .set({
      redispatched_at: new Date(),
      redispatched_by: caller.user.id,
      previous_address: previous.address,
      previous_district: previous.district,
      address: body.address,
      district: ubigeoPlace(body.ubigeo)?.district ?? null,
    })
    .where(eq(outputReturns.id, open.id));
  const [saved] = await tx
    .update(outputRecipients)
    .set({
      address: body.address,
      // The chosen distrito is the copy's own; a district typed on an earlier re-dispatch no longer wins.
      ubigeo: body.ubigeo,
      district: null,
      delivery_state: 'pendiente',
      delivered_at: null,
      received_by_name: null,
      received_by_document: null,
      note: null,
      updated_by: caller.user.id,
    })
    .where(eq(outputRecipients.id, recipient.id))
    .returning();
  return {
    recipient: [
      { id: recipient.id, citizen_id: recipient.citizen_id, delivery_state: recipient.delivery_state, ...previous },
      {
        id: saved!.id,
        citizen_id: saved!.citizen_id,
        delivery_state: saved!.delivery_state,
        address: saved!.address,
        district: ubigeoPlace(saved!.ubigeo)?.district ?? null,
        ubigeo: saved!.ubigeo,
      },
    ] as [unknown, unknown],
  };
}
