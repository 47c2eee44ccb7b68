/**
 * What may happen to a transfer, written once (docs/domain.md §5.4): while a draft the office edits it, adds
 * and removes units and sends it (its units go `pendiente_transferencia`); the archive receives it,
 * accepting each unit (`transferido`, placed on a shelf now or later) or rejecting it with an
 * observation (`rechazado`, back to the office). `transferTransitions.apply` is the service.
 */
import { addItemsBody, receiveBody, removeItemBody, TRANSFER_STATES } from '@shared/schemas/archive-transfers';
import { and, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveExpedients, archiveTransferItems, archiveTransfers, offices } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { childCounts } from '../../lib/records/children';
import { scopedRecords } from '../../lib/records/scoped';
import { stateConflicts, transitions } from '../../lib/records/transitions';
import { placeExpedient } from '../archive-expedients/archive-expedients.service';
import { ENTITY, notifyTransfer, PREPARE, RECEIVE, type TransferRow, transferScope } from './archive-transfers.scope';
import { checkCandidates, type ItemRow, itemsOf, moveUnits } from './archive-transfers.units';

export const BASE = '/api/v1/archive-transfers';

export const { findVisible, isVisible } = scopedRecords(archiveTransfers, transferScope);

const stateConflict = stateConflicts('una transferencia', TRANSFER_STATES);

/** How many units each transfer carries. */
export interface TransferContext {
  units: number;
}

async function unitCounts(db: Executor, rows: readonly TransferRow[]) {
  const units = await childCounts(
    db,
    archiveTransferItems.transfer_id,
    rows.map((r) => r.id),
  );
  return (row: TransferRow): TransferContext => ({ units: units.get(row.id) ?? 0 });
}

/** Appends units to a transfer, after its last one. */
export async function appendItems(tx: Executor, transfer: TransferRow, ids: readonly number[]) {
  const units = await checkCandidates(tx, transfer.office_id, ids);
  const [last] = await tx
    .select({ n: max(archiveTransferItems.position) })
    .from(archiveTransferItems)
    .where(eq(archiveTransferItems.transfer_id, transfer.id));
  const start = (last?.n ?? 0) + 1;
  if (units.length > 0)
    await tx
      .insert(archiveTransferItems)
      .values(units.map((u, i) => ({ transfer_id: transfer.id, expedient_id: u.id, position: start + i })));
  return units.map((u) => u.code);
}

/** The reception's decisions checked against the transfer's items: each decided exactly once. */
function checkDecisions(
  items: { item: ItemRow; unit: { id: number; code: string } }[],
  body: ReturnType<typeof receiveBody.parse>,
) {
  const decided = new Map(body.decisions.map((d) => [d.item_id, d]));
  const missing = items.filter(({ item }) => !decided.has(item.id)).map(({ unit }) => unit.code);
  const unknown = body.decisions.filter((d) => !items.some(({ item }) => item.id === d.item_id));
  const errors: Record<string, string[]> = {};
  if (missing.length > 0) errors.decisions = [`Acepte o rechace cada unidad: falta ${missing.join(', ')}.`];
  if (unknown.length > 0 || decided.size !== body.decisions.length)
    errors.decisions = [...(errors.decisions ?? []), 'Cada unidad de la transferencia se decide una sola vez.'];
  const accepted = new Set(
    items.filter(({ item }) => decided.get(item.id)?.decision === 'aceptado').map(({ unit }) => unit.id),
  );
  if (body.placements.some((p) => !accepted.has(p.expedient_id)))
    errors.placements = ['Solo se ubican las unidades aceptadas de esta transferencia.'];
  if (Object.keys(errors).length > 0) throw invalid(errors, Object.values(errors)[0]![0]);
  return decided;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function officeCode(tx: Executor, officeId: number) {
  const [office] = await tx.select({ code: offices.code }).from(offices).where(eq(offices.id, officeId));
  return office?.code ?? '';
}

export const transferTransitions = transitions<TransferRow, TransferContext>({
  base: BASE,
  entity: ENTITY,
  table: archiveTransfers,
  findVisible,
  stateConflict,
  context: unitCounts,
  edit: { permissions: PREPARE, from: ['borrador'], verb: 'editar' },
  actions: {
    add_items: {
      path: 'items',
      permissions: PREPARE,
      from: ['borrador'],
      verb: 'agregar unidades a',
      body: addItemsBody,
      run: async (tx, { existing, body }) => {
        const codes = await appendItems(tx, existing, addItemsBody.parse(body).expedient_ids);
        return { changes: { unidades_agregadas: [null, codes.join(', ')] } };
      },
    },
    remove_item: {
      path: 'remove-item',
      permissions: PREPARE,
      from: ['borrador'],
      verb: 'quitar unidades de',
      body: removeItemBody,
      run: async (tx, { existing, body }) => {
        const { item_id } = removeItemBody.parse(body);
        const [found] = await tx
          .select({ id: archiveTransferItems.id, code: archiveExpedients.code })
          .from(archiveTransferItems)
          .innerJoin(archiveExpedients, eq(archiveExpedients.id, archiveTransferItems.expedient_id))
          .where(and(eq(archiveTransferItems.id, item_id), eq(archiveTransferItems.transfer_id, existing.id)));
        if (!found) throw invalid({ item_id: ['La unidad no está en esta transferencia.'] });
        await tx.delete(archiveTransferItems).where(eq(archiveTransferItems.id, found.id));
        return { changes: { unidad_quitada: [found.code, null] } };
      },
    },
    send: {
      permissions: PREPARE,
      from: ['borrador'],
      to: 'enviada',
      verb: 'enviar',
      refuse: (_caller, _row, context) =>
        context.units === 0 ? conflict('Agregue al menos una unidad antes de enviar la transferencia.') : null,
      run: async (tx, { caller, existing }) => {
        const items = await itemsOf(tx, [existing.id]);
        await moveUnits(tx, caller, {
          ids: items.map(({ unit }) => unit.id),
          from: 'cerrado',
          to: 'pendiente_transferencia',
          action: 'transfer_send',
          changes: { transferencia: [null, existing.number] },
        });
        const office = await officeCode(tx, existing.office_id);
        return {
          set: { sent_at: new Date(), sent_by: caller.user.id },
          // Those who receive transfers learn one is waiting.
          after: (saved) =>
            notifyTransfer(
              tx,
              caller,
              saved,
              [{ permission: RECEIVE[0] }],
              `${office} envió la transferencia ${saved.number} (${counted(items.length, 'unidad', 'unidades')}) al archivo central: espera su recepción.`,
            ),
        };
      },
    },
    receive: {
      permissions: RECEIVE,
      from: ['enviada'],
      to: 'recibida',
      verb: 'recibir',
      body: receiveBody,
      run: async (tx, { caller, existing, body }) => {
        const parsed = receiveBody.parse(body);
        const items = await itemsOf(tx, [existing.id]);
        const decided = checkDecisions(items, parsed);
        for (const decision of ['aceptado', 'rechazado'] as const) {
          const chosen = items.filter(({ item }) => decided.get(item.id)!.decision === decision);
          for (const { item } of chosen) {
            const d = decided.get(item.id)!;
            await tx
              .update(archiveTransferItems)
              .set({ decision, observation: d.observation })
              .where(eq(archiveTransferItems.id, item.id));
          }
          for (const { unit, item } of chosen)
            await moveUnits(tx, caller, {
              ids: [unit.id],
              from: 'pendiente_transferencia',
              to: decision === 'aceptado' ? 'transferido' : 'rechazado',
              action: decision === 'aceptado' ? 'transfer_accept' : 'transfer_reject',
              changes: {
                transferencia: [null, existing.number],
                ...(decided.get(item.id)!.observation && { observacion: [null, decided.get(item.id)!.observation] }),
              },
            });
        }
        for (const place of parsed.placements) {
          const [unit] = await tx.select().from(archiveExpedients).where(eq(archiveExpedients.id, place.expedient_id));
          await placeExpedient(tx, caller, place.expedient_id, {
            version: unit!.version,
            location_id: place.location_id,
            position: place.position,
          });
        }
        const rejected = items.filter(({ item }) => decided.get(item.id)!.decision === 'rechazado').length;
        const accepted = items.length - rejected;
        return {
          set: { received_at: new Date(), received_by: caller.user.id },
          changes: { aceptadas: [null, accepted], rechazadas: [null, rejected] },
          // The office's people who prepared and sent it learn what was accepted and rejected.
          after: (saved) =>
            notifyTransfer(
              tx,
              caller,
              saved,
              [saved.created_by, ...(saved.sent_by === null ? [] : [saved.sent_by])],
              `El archivo central recibió la transferencia ${saved.number}: ${counted(accepted, 'unidad aceptada', 'unidades aceptadas')} y ${counted(rejected, 'rechazada', 'rechazadas')}.`,
            ),
        };
      },
    },
  },
  offers: { inventory: () => true },
});
