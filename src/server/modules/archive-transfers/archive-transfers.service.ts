/**
 * The transfers' services: plain functions taking the transaction and a `Caller`, so the demo seed
 * prepares, sends and receives transfers as the API does.
 */
import { can } from '@shared/permissions';
import { TRANSFER_NUMBER_FORMAT, type TransferInput } from '@shared/schemas/archive-transfers';
import type { Executor, Tx } from '../../db/client';
import { archiveTransfers, offices } from '../../db/schema';
import { auditCreation } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { checkReferences, type FieldErrors, officeRefusal } from '../../lib/records/references';
import { registrationNumber } from '../../lib/records/registration-number';
import { ENTITY, PREPARE, type TransferRow } from './archive-transfers.scope';
import { appendItems, transferTransitions } from './archive-transfers.transitions';

/** 422 unless the office exists and the caller may prepare its transfers. */
export async function checkOffice(tx: Executor, caller: Caller, officeId: number) {
  const errors: FieldErrors = {};
  await checkReferences(tx, errors, [[offices, officeId, 'office_id', 'La oficina no existe.']]);
  if (!errors.office_id && officeRefusal(caller, officeId, 'archive-transfers-create'))
    errors.office_id = ['Solo puede preparar transferencias de su propia oficina.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Registers a draft with the office's next number (`TR-2026-012`) and the units named. */
export async function createTransfer(tx: Tx, caller: Caller, input: TransferInput): Promise<TransferRow> {
  if (!can(caller.permissions, PREPARE)) throw forbidden();
  await checkOffice(tx, caller, input.office_id);
  const { year, sequence, number } = await registrationNumber(tx, {
    kind: ENTITY,
    format: TRANSFER_NUMBER_FORMAT,
    officeId: input.office_id,
    at: new Date(`${input.transfer_date}T12:00:00Z`),
    scope: 'office',
  });
  const [row] = await tx
    .insert(archiveTransfers)
    .values({
      year,
      sequence,
      number,
      office_id: input.office_id,
      transfer_date: input.transfer_date,
      notes: input.notes,
      state: 'borrador',
      created_by: caller.user.id,
    })
    .returning();
  const codes = await appendItems(tx, row!, input.expedient_ids);
  await auditCreation(tx, actorOf(caller), ENTITY, row!, {
    ...(codes.length > 0 && { unidades_agregadas: [null, codes.join(', ')] }),
  });
  return row!;
}

/** Edits a draft's office, date and notes at `version` (its units must belong to the office). */
export async function updateTransfer(
  tx: Executor,
  caller: Caller,
  id: number,
  version: number,
  input: Omit<TransferInput, 'expedient_ids'>,
): Promise<TransferRow> {
  const existing = await transferTransitions.lockForEdit(tx, caller, id, version);
  await checkOffice(tx, caller, input.office_id);
  if (
    input.office_id !== existing.office_id &&
    (await transferTransitions.table.context(tx, [existing]))(existing).units > 0
  )
    throw invalid({ office_id: ['Quite las unidades antes de cambiar la oficina.'] });
  return versionedWrite(tx, {
    table: archiveTransfers,
    entity: ENTITY,
    actor: actorOf(caller),
    action: 'update',
    existing,
    version,
    set: { office_id: input.office_id, transfer_date: input.transfer_date, notes: input.notes },
  });
}

const act = transferTransitions.act;

/** `{ version, expedient_ids }`. */
export const addTransferItems = act('add_items');
/** `{ version }`: its units go `pendiente_transferencia`. */
export const sendTransfer = act('send');
/** `{ version, decisions: [{ item_id, decision, observation }], placements }`. */
export const receiveTransfer = act('receive');
