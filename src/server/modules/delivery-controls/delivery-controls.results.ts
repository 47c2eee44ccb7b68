/**
 * A visit's result on one item: entregado (who received it and the signed cargo), devuelto (a
 * coded reason from Configuración) or reintentar (until the configured visits are used up). The
 * copy's own record follows in the same transaction: the output's recipient copy (and the output's
 * state) through the outputs service, a returned entry movement through the entries service; a
 * return tells the issuing office. The control closes by itself once every item is final.
 */
import type { AttemptInput, DeliveryKind } from '@shared/schemas/delivery';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  attachments,
  deliveryAttempts,
  deliveryControls,
  deliveryItems,
  entryMovements,
  outputRecipients,
  outputs,
  users,
} from '../../db/schema';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { conflict, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { usersWhoSee } from '../../lib/records/visible-to';
import { getSettings } from '../../lib/settings/settings';
import { notifyEntry } from '../entries/entries.scope';
import { returnMovement } from '../entries/entries.service';
import { notify } from '../notifications/notifications.service';
import { READ as OUTPUT_READ, outputScope } from '../outputs/outputs.scope';
import { deliverRecipient } from '../outputs/outputs.service';
import { copiesByIds } from './delivery-controls.copies';
import { type DeliveryControlRow, ENTITY, onBehalf } from './delivery-controls.scope';

type Item = typeof deliveryItems.$inferSelect;

/** 422 unless the attachment is a live file of this control. */
async function checkCargo(tx: Executor, controlId: number, attachmentId: number | null) {
  if (attachmentId === null) return;
  const [file] = await tx
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        eq(attachments.id, attachmentId),
        eq(attachments.owner_type, ENTITY),
        eq(attachments.owner_id, controlId),
        isNull(attachments.deleted_at),
      ),
    );
  if (!file) throw invalid({ cargo_attachment_id: ['El cargo adjunto no pertenece a este control.'] });
}

/** The copy's own record: the recipient copy (and output) or the entry movement. */
async function followCopy(
  tx: Executor,
  caller: Caller,
  kind: DeliveryKind,
  item: Item,
  body: AttemptInput,
  at: Date,
  reason: string | null,
) {
  if (body.result === 'reintentar') return;
  const acting = onBehalf(caller);
  if (kind === 'externo') {
    const [copy] = await tx.select().from(outputRecipients).where(eq(outputRecipients.id, item.output_recipient_id!));
    await deliverRecipient(tx, acting, copy!.output_id, copy!.id, {
      state: body.result,
      delivered_at: at.toISOString(),
      received_by_name: body.received_by_name,
      received_by_document: body.received_by_document,
      note: body.result === 'devuelto' ? [reason, body.note].filter(Boolean).join(': ') : body.note,
    });
    return;
  }
  if (body.result !== 'devuelto') return;
  const [movement] = await tx.select().from(entryMovements).where(eq(entryMovements.id, item.entry_movement_id!));
  if (movement?.state === 'pendiente')
    await returnMovement(tx, acting, movement.entry_id, movement.id, [reason, body.note].filter(Boolean).join(': '));
}

/** Tells the office that sent the copy that it came back. */
async function notifyReturn(tx: Executor, control: DeliveryControlRow, kind: DeliveryKind, item: Item, reason: string) {
  const copyId = (item.entry_movement_id ?? item.output_recipient_id)!;
  const copy = (await copiesByIds(tx, kind, [copyId])).get(copyId);
  if (!copy || copy.issuing_office_id === null) return;
  const text = `Devuelto en el control ${control.number}: ${copy.document.number} (${copy.recipient}) — ${reason}.`;
  if (kind === 'externo') {
    await notify(
      tx,
      { office: copy.issuing_office_id },
      { text: text.slice(0, 500), type: 'outputs', data_id: copy.document.id },
      {
        visibleTo: (db, ids) =>
          usersWhoSee(db, { table: outputs, id: copy.document.id, read: OUTPUT_READ, scope: outputScope }, ids),
      },
    );
  }
  // An entry's return already tells whoever derived it (entries.transitions.ts); its office too.
  else await notifyEntry(tx, { id: copy.document.id }, [{ office: copy.issuing_office_id }], text);
}

/** Records the visit; returns what the control's write needs (its closing, the audited change). */
export async function recordAttempt(
  tx: Executor,
  caller: Caller,
  control: DeliveryControlRow,
  item: Item,
  body: AttemptInput,
) {
  if (item.result !== 'pendiente') throw conflict('Este documento ya tiene un resultado final en el control.');
  const { max_visits, return_reasons } = (await getSettings(tx)).delivery;
  if (item.visits >= max_visits && body.result !== 'devuelto')
    throw invalid({
      result: [
        `Ya se hicieron ${max_visits} ${max_visits === 1 ? 'visita' : 'visitas'}: solo queda registrar la devolución.`,
      ],
    });
  const reason = body.result === 'devuelto' ? return_reasons.find((r) => r.code === body.reason_code) : undefined;
  if (body.result === 'devuelto' && !reason)
    throw invalid({ reason_code: ['Elija un motivo de devolución de la lista.'] });
  if (body.result === 'entregado' && !body.signed && !body.sealed)
    throw invalid({ signed: ['Indique si el cargo fue firmado o sellado.'] });
  await checkCargo(tx, control.id, body.cargo_attachment_id);
  const at = body.at ? new Date(body.at) : new Date();
  const visit = item.visits + 1;
  const [attempt] = await tx
    .insert(deliveryAttempts)
    .values({
      item_id: item.id,
      visit,
      result: body.result,
      at,
      received_by_name: body.result === 'entregado' ? body.received_by_name : null,
      received_by_document: body.result === 'entregado' ? body.received_by_document : null,
      received_by_position: body.result === 'entregado' ? body.received_by_position : null,
      signed: body.result === 'entregado' && body.signed,
      sealed: body.result === 'entregado' && body.sealed,
      reason_code: reason?.code ?? null,
      note: body.note,
      cargo_attachment_id: body.cargo_attachment_id,
      recorded_by: caller.user.id,
    })
    .returning();
  const result = body.result === 'reintentar' ? 'pendiente' : body.result;
  await tx.update(deliveryItems).set({ result, visits: visit }).where(eq(deliveryItems.id, item.id));
  const kind = control.kind as DeliveryKind;
  await followCopy(tx, caller, kind, item, body, at, reason?.name ?? null);
  if (reason) await notifyReturn(tx, control, kind, item, reason.name);
  return { closes: await everyItemFinal(tx, control.id), attempt: attempt! };
}

/** Whether no item of the control is pending any more. */
async function everyItemFinal(tx: Executor, controlId: number): Promise<boolean> {
  const [row] = await tx
    .select({ pending: sql<number>`count(*)::int` })
    .from(deliveryItems)
    .where(and(eq(deliveryItems.control_id, controlId), eq(deliveryItems.result, 'pendiente')));
  return (row?.pending ?? 0) === 0;
}

/** The control no longer holds its copies (closed or annulled): they may go on another one. */
export async function releaseItems(tx: Executor, controlId: number) {
  await tx.update(deliveryItems).set({ open: false }).where(eq(deliveryItems.control_id, controlId));
}

/** Who took a copy handed over at another office: named by the one who handed it. */
export interface Receiver {
  name: string;
  document: string;
  position: string | null;
}

/**
 * The office received the copy (a scan at "Recibir documentos"): on a control in route the item
 * is delivered — to the person scanning at their own office, or to the `receiver` a courier
 * named — and the control may close; on a draft the copy leaves it.
 */
export async function receivedAtOffice(
  tx: Executor,
  caller: Caller,
  movementId: number,
  at: Date,
  receiver: Receiver | null = null,
) {
  const [found] = await tx
    .select({ item: deliveryItems, control: deliveryControls })
    .from(deliveryItems)
    .innerJoin(deliveryControls, eq(deliveryControls.id, deliveryItems.control_id))
    .where(and(eq(deliveryItems.entry_movement_id, movementId), eq(deliveryItems.open, true)))
    .for('update', { of: deliveryControls });
  if (!found) return null;
  const { item, control } = found;
  if (item.result !== 'pendiente') return null;
  if (control.state === 'borrador') {
    await tx.delete(deliveryItems).where(eq(deliveryItems.id, item.id));
    return null;
  }
  const [person] = await tx
    .select({ names: users.names, surnames: users.surnames, document: users.document_number })
    .from(users)
    .where(eq(users.id, caller.user.id));
  await tx.insert(deliveryAttempts).values({
    item_id: item.id,
    visit: item.visits + 1,
    result: 'entregado',
    at,
    received_by_name: receiver?.name ?? (person ? `${person.names} ${person.surnames}` : null),
    received_by_document: receiver ? receiver.document : (person?.document ?? null),
    received_by_position: receiver?.position ?? null,
    note: receiver
      ? 'Entregado en la oficina por lectura del sticker.'
      : 'Recibido en la oficina por lectura del sticker.',
    recorded_by: caller.user.id,
  });
  await tx
    .update(deliveryItems)
    .set({ result: 'entregado', visits: item.visits + 1 })
    .where(eq(deliveryItems.id, item.id));
  if (await everyItemFinal(tx, control.id)) {
    await releaseItems(tx, control.id);
    await versionedWrite(tx, {
      table: deliveryControls,
      entity: ENTITY,
      actor: actorOf(caller),
      action: 'close',
      existing: control,
      set: { state: 'cerrada', closed_at: at },
    });
  }
  return control.number;
}
