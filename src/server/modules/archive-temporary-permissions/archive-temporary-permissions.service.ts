/**
 * The temporary access permissions' services: plain functions taking the transaction and a
 * `Caller`, so the demo seed and other modules request, approve and return loans as the API does.
 */
import { can } from '@shared/permissions';
import type { PermissionInput } from '@shared/schemas/archive-temporary-permissions';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { archiveTemporaryPermissions, users } from '../../db/schema';
import { audit, diff } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import { registrationNumber } from '../../lib/records/registration-number';
import { itemFacts } from './archive-temporary-permissions.items';
import { CREATE, ENTITY, manages, notifyPermission, type PermissionRow } from './archive-temporary-permissions.scope';
import { permissionTransitions } from './archive-temporary-permissions.transitions';

/** The list's filters, for what counts the same loans elsewhere (the archive report). */
export { conditions as permissionListConditions, permissionListQuery } from './archive-temporary-permissions.reads';

/** One sequence per year for the organisation: `PA-2026-000012`. */
export const PERMISSION_NUMBER_FORMAT = 'PA-{AAAA}-{NNNNNN}';

/** The columns an input sets: the holder's office and the item's label and office as they are now. */
async function columns(db: Executor, caller: Caller, input: PermissionInput) {
  if (!manages(caller) && input.holder_id !== caller.user.id)
    throw invalid({ holder_id: ['Solo puede pedir permisos de acceso para usted.'] });
  const [holder] = await db
    .select({ office_id: users.office_id })
    .from(users)
    .where(and(eq(users.id, input.holder_id), eq(users.active, true)));
  if (!holder) throw invalid({ holder_id: ['Elija un usuario activo.'] });
  const item = await itemFacts(db, input.item_kind, input.item_id);
  return {
    holder_id: input.holder_id,
    holder_office_id: holder.office_id,
    item_kind: input.item_kind,
    item_id: input.item_id,
    item_label: item.label,
    item_office_id: item.office_id,
    type: input.type,
    reason: input.reason,
    starts_on: input.starts_on,
    until_on: input.until_on,
    original_until_on: input.until_on,
  };
}

/** Requests a permission (`solicitado`) with the next gapless number; a worker's request is told to the archive. */
export async function registerPermission(tx: Tx, caller: Caller, input: PermissionInput): Promise<PermissionRow> {
  if (!can(caller.permissions, CREATE)) throw forbidden();
  const values = await columns(tx, caller, input);
  const { year, sequence, number } = await registrationNumber(tx, {
    kind: ENTITY,
    format: PERMISSION_NUMBER_FORMAT,
    officeId: caller.user.office_id ?? 0,
    at: new Date(),
  });
  const [row] = await tx
    .insert(archiveTemporaryPermissions)
    .values({ ...values, year, sequence, number, requested_by: caller.user.id, state: 'solicitado' })
    .returning();
  await audit(tx, actorOf(caller), { entity: ENTITY, entityId: row!.id, action: 'create', changes: diff(null, row!) });
  if (!manages(caller))
    await notifyPermission(
      tx,
      row!,
      [{ permission: 'archive-temporary-permission-update' }],
      `${caller.user.names} ${caller.user.surnames} pide el permiso ${row!.number} sobre ${row!.item_label}.`,
    );
  return row!;
}

/** Edits a permission not yet active, at `version`. */
export async function updatePermission(
  tx: Executor,
  caller: Caller,
  id: number,
  version: number,
  input: PermissionInput,
): Promise<PermissionRow> {
  const existing = await permissionTransitions.lockForEdit(tx, caller, id, version);
  return versionedWrite(tx, {
    table: archiveTemporaryPermissions,
    entity: ENTITY,
    actor: actorOf(caller),
    action: 'update',
    existing,
    version,
    set: await columns(tx, caller, input),
  }) as Promise<PermissionRow>;
}

const act = permissionTransitions.act;

/** `{ version }`: to `vigente`, or `por_autorizar` when the item's office must authorise. */
export const approvePermission = act('approve');
export const authorizePermission = act('authorize');
/** `{ version, reason }`. */
export const rejectPermission = act('reject');
export const cancelPermission = act('cancel');
export const revokePermission = act('revoke');
/** `{ version, return_notes }`. */
export const returnPermission = act('return');
/** `{ version, until_on }`. */
export const renewPermission = act('renew');
