/**
 * What may happen to a delivery control, written once: items are added and removed while it is a
 * draft (`borrador`), it leaves (`en_ruta`, items locked), each item gets its visits' results, it
 * closes by itself when every item is final (`cerrada`), or it is annulled (`anulada`).
 */

import { can } from '@shared/permissions';
import { addItemsInput, attemptInput, DELIVERY_CONTROL_STATES, scanInput } from '@shared/schemas/delivery';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryControls, deliveryItems, outputRecipients, outputs } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import type { Caller } from '../../lib/records/caller';
import { childOf } from '../../lib/records/children';
import { scopedRecords } from '../../lib/records/scoped';
import { stateConflicts, transitions } from '../../lib/records/transitions';
import { dispatchOutput } from '../outputs/outputs.service';
import { addPicked, addScanned, removeItem } from './delivery-controls.items';
import { recordAttempt, releaseItems } from './delivery-controls.results';
import {
  controlScope,
  type DeliveryControlRow,
  ENTITY,
  mayRecord,
  onBehalf,
  RECORD,
  UPDATE,
} from './delivery-controls.scope';

export const BASE = '/api/v1/delivery-controls';

export const { findVisible, isVisible } = scopedRecords(deliveryControls, controlScope);

export const stateConflict = stateConflicts('un control de entrega', DELIVERY_CONTROL_STATES);

type Item = typeof deliveryItems.$inferSelect;
const itemOf = childOf(deliveryItems, deliveryItems.control_id, 'itemId');

/** The control's outputs still `registrado` leave with it: dispatched through the outputs service. */
async function dispatchOutputs(tx: Executor, caller: Caller, controlId: number) {
  const waiting = await tx
    .selectDistinct({ id: outputs.id, version: outputs.version })
    .from(deliveryItems)
    .innerJoin(outputRecipients, eq(outputRecipients.id, deliveryItems.output_recipient_id))
    .innerJoin(outputs, eq(outputs.id, outputRecipients.output_id))
    .where(and(eq(deliveryItems.control_id, controlId), eq(outputs.state, 'registrado')));
  for (const output of waiting) await dispatchOutput(tx, onBehalf(caller), output.id, { version: output.version });
}

async function itemCount(tx: Executor, controlId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(deliveryItems)
    .where(eq(deliveryItems.control_id, controlId));
  return row?.n ?? 0;
}

/** The control leaves: it must carry something; its outputs leave with it. */
async function leave(tx: Executor, caller: Caller, control: DeliveryControlRow) {
  if ((await itemCount(tx, control.id)) === 0)
    throw conflict('Agregue al menos un documento antes de despachar el control.');
  if (control.kind === 'externo') await dispatchOutputs(tx, caller, control.id);
  return { state: 'en_ruta' as const, dispatched_at: new Date() };
}

const notCourier = forbidden('Solo el mensajero del control o quien puede editarlo registra los resultados.');

export const controlTransitions = transitions<DeliveryControlRow>({
  base: BASE,
  entity: ENTITY,
  table: deliveryControls,
  findVisible,
  stateConflict,
  edit: { permissions: UPDATE, from: ['borrador'], verb: 'editar' },
  // The signed receipts, while on its way.
  attach: {
    permissions: RECORD,
    from: ['en_ruta'],
    refuse: (caller, row) =>
      mayRecord(caller, row)
        ? null
        : forbidden('Solo el mensajero del control o quien puede editarlo adjunta los cargos.'),
    closed: (state) => stateConflict('adjuntar cargos a', state),
  },
  actions: {
    add_items: {
      path: 'items',
      permissions: UPDATE,
      from: ['borrador'],
      verb: 'agregar documentos a',
      unversioned: true,
      body: addItemsInput,
      run: async (tx, { caller, existing, body }) => {
        const added = await addPicked(
          tx,
          existing,
          existing.kind === 'interno' ? (body.entry_movement_ids as number[]) : (body.output_recipient_ids as number[]),
        );
        if (!body.dispatch) return added;
        return { ...added, set: await leave(tx, caller, existing) };
      },
    },
    scan: {
      permissions: UPDATE,
      from: ['borrador'],
      verb: 'agregar documentos a',
      unversioned: true,
      body: scanInput,
      run: (tx, { existing, body }) => addScanned(tx, existing, body.text as string),
    },
    remove_item: {
      path: 'items/:itemId/remove',
      permissions: UPDATE,
      from: ['borrador'],
      verb: 'quitar documentos de',
      unversioned: true,
      child: itemOf,
      run: (tx, { child }) => removeItem(tx, child as Item),
    },
    dispatch: {
      permissions: UPDATE,
      from: ['borrador'],
      to: 'en_ruta',
      verb: 'despachar',
      run: async (tx, { caller, existing }) => ({ set: await leave(tx, caller, existing) }),
    },
    record: {
      path: 'items/:itemId/results',
      permissions: RECORD,
      from: ['en_ruta'],
      verb: 'registrar resultados en',
      unversioned: true,
      body: attemptInput,
      child: itemOf,
      refuse: (caller, row) => (mayRecord(caller, row) ? null : notCourier),
      run: async (tx, { caller, existing, child, body }) => {
        const { closes, attempt } = await recordAttempt(tx, caller, existing, child as Item, body as never);
        if (closes) await releaseItems(tx, existing.id);
        return {
          set: closes ? { state: 'cerrada', closed_at: new Date() } : {},
          changes: { attempt: [null, { item_id: attempt.item_id, visit: attempt.visit, result: attempt.result }] },
        };
      },
    },
    annul: {
      permissions: UPDATE,
      from: ['borrador', 'en_ruta'],
      to: 'anulada',
      verb: 'anular',
      reason: 'annulled_reason',
      run: async (tx, { existing }) => {
        await releaseItems(tx, existing.id);
        return undefined;
      },
    },
  },
  offers: {
    print: () => true,
    edit_items: (caller, row) => row.state === 'borrador' && can(caller.permissions, UPDATE),
  },
});
