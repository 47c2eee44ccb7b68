/**
 * The delivery controls' services: plain functions taking the transaction and a `Caller`, so the
 * demo seed and other modules prepare, dispatch and fill controls exactly as the API does.
 */
import { can } from '@shared/permissions';
import type { AttemptInput, DeliveryControlInput } from '@shared/schemas/delivery';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { deliveryControls, deliveryItems, rolePermissions, roles, userRoles, users } from '../../db/schema';
import { audit, diff } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { registrationNumber } from '../../lib/records/registration-number';
import { CREATE, type DeliveryControlRow, ENTITY } from './delivery-controls.scope';
import { controlTransitions } from './delivery-controls.transitions';

/** The controls' number, one sequence per year for the organisation: `DC-2026-000123`. */
export const CONTROL_NUMBER_FORMAT = 'DC-{AAAA}-{NNNNNN}';

/** Couriers are active users whose roles may see delivery controls and receive documents. */
export async function isCourier(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .where(
      and(
        eq(users.id, userId),
        eq(users.active, true),
        inArray(rolePermissions.permission, ['delivery-controls-show', 'delivery-controls-index', 'admin']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function checkInput(db: Executor, input: DeliveryControlInput) {
  if (input.courier_id !== null && !(await isCourier(db, input.courier_id)))
    throw invalid({ courier_id: ['Elija un usuario activo con el rol de mensajero.'] });
}

const columns = (input: DeliveryControlInput) => ({
  kind: input.kind,
  courier_id: input.courier_id,
  provider: input.provider,
  guide_number: input.guide_number,
  zone: input.zone,
  scheduled_date: input.scheduled_date,
  notes: input.notes,
});

/** Prepares a draft control with the next gapless number. */
export async function registerControl(
  tx: Tx,
  caller: Caller,
  input: DeliveryControlInput,
): Promise<DeliveryControlRow> {
  if (!can(caller.permissions, CREATE)) throw forbidden();
  await checkInput(tx, input);
  const at = new Date();
  const { year, sequence, number } = await registrationNumber(tx, {
    kind: ENTITY,
    format: CONTROL_NUMBER_FORMAT,
    officeId: caller.user.office_id ?? 0,
    at,
  });
  const [row] = await tx
    .insert(deliveryControls)
    .values({
      ...columns(input),
      year,
      sequence,
      number,
      office_id: caller.user.office_id ?? null,
      registered_by: caller.user.id,
      state: 'borrador',
    })
    .returning();
  await audit(tx, actorOf(caller), { entity: ENTITY, entityId: row!.id, action: 'create', changes: diff(null, row!) });
  return row!;
}

/** Edits a draft at `version`; its kind stays while it has items. */
export async function updateControl(
  tx: Executor,
  caller: Caller,
  id: number,
  version: number,
  input: DeliveryControlInput,
): Promise<DeliveryControlRow> {
  const existing = await controlTransitions.lockForEdit(tx, caller, id, version);
  await checkInput(tx, input);
  if (input.kind !== existing.kind) {
    const [item] = await tx
      .select({ id: deliveryItems.id })
      .from(deliveryItems)
      .where(eq(deliveryItems.control_id, id))
      .limit(1);
    if (item) throw invalid({ kind: ['Quite los documentos antes de cambiar el tipo del control.'] });
  }
  return versionedWrite(tx, {
    table: deliveryControls,
    entity: ENTITY,
    actor: actorOf(caller),
    action: 'update',
    existing,
    version,
    set: columns(input),
  }) as Promise<DeliveryControlRow>;
}

type Body = Parameters<typeof controlTransitions.apply>[4];
const act = controlTransitions.act;

/** `{ entry_movement_ids }` or `{ output_recipient_ids }`. */
export const addItems = act('add_items');
/** `{ text }`: what the scanner read. */
export const scanIntoControl = act('scan');
export const dispatchControl = act('dispatch');
/** `{ version, reason }`. */
export const annulControl = act('annul');
export const removeControlItem = (tx: Executor, caller: Caller, id: number, itemId: number) =>
  controlTransitions.apply(tx, caller, 'remove_item', id, {}, { itemId: String(itemId) });
export const recordResult = (tx: Executor, caller: Caller, id: number, itemId: number, body: AttemptInput) =>
  controlTransitions.apply(tx, caller, 'record', id, body as unknown as Body, { itemId: String(itemId) });

/** The copies waiting for a control, filtered (the pending list of the screen; the demo seed). */
export { pendingCopies } from './delivery-controls.copies';
/** The office received an internal copy itself (modules/delivery-events): its item on a control follows. */
export { type Receiver, receivedAtOffice } from './delivery-controls.results';
