/**
 * Putting copies on a draft control and taking them off: picked from the pending list or read
 * from a sticker. A copy is on one open control at most: the partial unique indexes of
 * `delivery_items` (migration 0014) refuse a second one even when two desks race for it.
 */
import { type DeliveryKind, scannedNumber } from '@shared/schemas/delivery';
import { eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryItems } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { documentKindOf, lockPending, pendingCopiesOf } from './delivery-controls.copies';
import type { DeliveryControlRow } from './delivery-controls.scope';

export const ON_ANOTHER_CONTROL = 'El documento ya figura en otro control de entrega abierto.';

/** A unique violation along the driver's `cause` chain. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Adds the copies (already checked pending) at the end of the control; 409 if one is on another open control. */
async function insertItems(tx: Executor, control: DeliveryControlRow, copyIds: number[]) {
  const [{ last } = { last: 0 }] = await tx
    .select({ last: max(deliveryItems.position) })
    .from(deliveryItems)
    .where(eq(deliveryItems.control_id, control.id));
  const column = control.kind === 'interno' ? 'entry_movement_id' : 'output_recipient_id';
  try {
    return await tx
      .insert(deliveryItems)
      .values(copyIds.map((id, i) => ({ control_id: control.id, position: (last ?? 0) + i + 1, [column]: id })))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ON_ANOTHER_CONTROL);
    throw error;
  }
}

/** The picked copies: every one must still be pending and on no open control. */
export async function addPicked(tx: Executor, control: DeliveryControlRow, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw invalid({ items: ['Elija al menos un documento.'] });
  const pending = new Set(await lockPending(tx, control.kind as DeliveryKind, unique));
  const missing = unique.filter((id) => !pending.has(id));
  if (missing.length > 0)
    throw conflict('Algún documento elegido ya no está pendiente de entrega o ya figura en un control abierto.');
  const added = await insertItems(tx, control, unique);
  return {
    changes: { items: [null, added.map((i) => i.entry_movement_id ?? i.output_recipient_id)] as [unknown, unknown] },
  };
}

/** A read that names nothing this control can carry: the reason itself is the message, on `text`. */
const refusedScan = (reason: string) => invalid({ text: [reason] }, reason);

/** The copies of the document a scanner read (every pending copy of it). */
export async function addScanned(tx: Executor, control: DeliveryControlRow, text: string) {
  const number = scannedNumber(text);
  const kind = await documentKindOf(tx, number);
  if (kind === null) throw refusedScan(`No se encontró el documento «${number}».`);
  if (kind !== control.kind)
    throw refusedScan(
      control.kind === 'interno'
        ? `${number} es una salida: este control lleva ingresos a oficinas.`
        : `${number} es un ingreso: este control lleva salidas a destinatarios.`,
    );
  const copies = await pendingCopiesOf(tx, kind, number);
  if (copies.length === 0)
    throw conflict(`${number} no tiene copias pendientes de entrega, o ya figura en un control abierto.`);
  return addPicked(tx, control, copies);
}

/** Takes an item off a draft control. */
export async function removeItem(tx: Executor, item: typeof deliveryItems.$inferSelect) {
  await tx.delete(deliveryItems).where(eq(deliveryItems.id, item.id));
  const copy = item.entry_movement_id ?? item.output_recipient_id;
  return { changes: { items: [[copy], null] as [unknown, unknown] } };
}
