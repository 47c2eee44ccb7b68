/** How a permission is shown: its names, whether it is overdue, and `can` (the state actions and the receipts). */
import { PERMISSION_ITEM_KINDS, PERMISSION_TYPES } from '@shared/schemas/archive-temporary-permissions';
import { calendarDate } from '@shared/working-days';
import type { Executor } from '../../db/client';
import { archiveTemporaryPermissions } from '../../db/schema';
import { officeName, personName } from '../../lib/records/names';
import type { Auth } from '../../plugins/auth';
import type { PermissionRow } from './archive-temporary-permissions.scope';
import { permissionTransitions } from './archive-temporary-permissions.transitions';

export const PERMISSION_NAMES = {
  holder: personName(archiveTemporaryPermissions.holder_id),
  holder_office: officeName(archiveTemporaryPermissions.holder_office_id),
  item_office: officeName(archiveTemporaryPermissions.item_office_id),
  requested_by_user: personName(archiveTemporaryPermissions.requested_by),
  granted_by_user: personName(archiveTemporaryPermissions.granted_by),
  authorized_by_user: personName(archiveTemporaryPermissions.authorized_by),
  received_by_user: personName(archiveTemporaryPermissions.received_by),
};

/** Active and past its until date (a digital access ends by itself instead). */
export const isOverdue = (row: Pick<PermissionRow, 'state' | 'until_on'>, today = calendarDate(new Date())) =>
  row.state === 'vigente' && row.until_on < today;

export async function present(db: Executor, caller: Auth, rows: PermissionRow[]) {
  if (rows.length === 0) return [];
  const contextOf = await permissionTransitions.table.context(db, rows);
  const today = calendarDate(new Date());
  return rows.map((row) => ({
    ...row,
    subject: `${PERMISSION_TYPES[row.type as keyof typeof PERMISSION_TYPES]} — ${PERMISSION_ITEM_KINDS[row.item_kind as keyof typeof PERMISSION_ITEM_KINDS]} ${row.item_label}`,
    overdue: isOverdue(row, today),
    can: permissionTransitions.abilities(caller, row, contextOf(row)),
  }));
}
