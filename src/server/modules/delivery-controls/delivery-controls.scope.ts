/**
 * Who may see and do what with delivery controls (docs/architecture.md §4): `delivery-controls-index` sees the
 * controls of the caller's office (the office that prepared them); anyone sees those they
 * registered or carry as courier. `-create` prepares them, `-update` edits, dispatches, annuls
 * and records results; the courier of a control records its results with `-show` alone.
 */
import { ADMIN, can, type PermissionKey } from '@shared/permissions';
import type { SQL } from 'drizzle-orm';
import { deliveryControls } from '../../db/schema';
import type { Caller } from '../../lib/records/caller';
import { documentScope, involvedThrough, type ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';

export const READ = ['delivery-controls-index', 'delivery-controls-show'] as const;
export const CREATE = ['delivery-controls-create'] as const;
export const UPDATE = ['delivery-controls-update'] as const;
/** Results: the update key, or the control's own courier (checked by `refuse`). */
export const RECORD = ['delivery-controls-update', 'delivery-controls-show', 'delivery-controls-index'] as const;
export const ENTITY = 'delivery-controls';

export type DeliveryControlRow = typeof deliveryControls.$inferSelect;

export function controlScope(caller: Auth, access?: ScopeAccess): SQL | undefined {
  return documentScope(
    caller,
    {
      entity: ENTITY,
      id: deliveryControls.id,
      index: 'delivery-controls-index',
      ...involvedThrough(deliveryControls),
    },
    access,
  );
}

/** Whether the caller may record results on this control: `-update`, or being its courier. */
export const mayRecord = (caller: Auth, control: Pick<DeliveryControlRow, 'courier_id'>) =>
  can(caller.permissions, UPDATE) || (control.courier_id !== null && control.courier_id === caller.user.id);

/**
 * The caller acting through another module's service once this module has authorised the act
 * (the control's courier marking a recipient copy, a receiver with `delivery-events-store`): the
 * same person in the audit trail and the route sheet, without that module's keys or scope.
 */
export const onBehalf = (caller: Caller): Caller => ({
  ...caller,
  permissions: [...caller.permissions, ADMIN as PermissionKey],
});
