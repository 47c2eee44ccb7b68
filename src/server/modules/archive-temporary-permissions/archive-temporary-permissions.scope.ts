/**
 * Who may see and do what with temporary access permissions (docs/architecture.md §4, docs/domain.md §5.5): the
 * archivists (`archive-temporary-permission-index`) see every permission; anyone else sees those
 * they hold or requested, and the head of an office the permissions on its items (they authorise
 * them). `-create` requests one for oneself; `-update` manages them all (for anyone, approve,
 * return, renew, revoke).
 */
import { can, type PermissionKey } from '@shared/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveTemporaryPermissions, offices } from '../../db/schema';
import { documentScope, type ScopeAccess } from '../../lib/records/scope';
import { usersWhoSee } from '../../lib/records/visible-to';
import type { Auth } from '../../plugins/auth';
import { type NotifyOptions, type NotifyTarget, notify } from '../notifications/notifications.service';
import { GRANTED_KINDS } from './archive-temporary-permissions.grants';

export const ENTITY = 'archive-temporary-permissions';
export const INDEX = 'archive-temporary-permission-index';
export const READ = [
  'archive-temporary-permission-index',
  'archive-temporary-permission-show',
  'archive-temporary-permission-create',
  'archive-temporary-permission-update',
] as const satisfies readonly PermissionKey[];
export const CREATE = ['archive-temporary-permission-create', 'archive-temporary-permission-update'] as const;
export const UPDATE = ['archive-temporary-permission-update'] as const;

export type PermissionRow = typeof archiveTemporaryPermissions.$inferSelect;

export const manages = (caller: Auth) => can(caller.permissions, UPDATE);

/** The offices the user heads. */
const headedBy = (userId: number) => sql`array(select o.id from ${offices} o where o.head_user_id = ${userId})`;

export function permissionScope(caller: Auth, access?: ScopeAccess): SQL | undefined {
  return documentScope(
    caller,
    {
      entity: ENTITY,
      id: archiveTemporaryPermissions.id,
      all: INDEX,
      personal: (userId) =>
        sql`(${archiveTemporaryPermissions.holder_id} = ${userId} or ${archiveTemporaryPermissions.requested_by} = ${userId} or ${archiveTemporaryPermissions.item_office_id} = any(${headedBy(userId)}))`,
    },
    access,
  );
}

/** Tells the users named (ids, or an office) of a permission, only those whose scope opens it. */
export async function notifyPermission(
  tx: Executor,
  row: Pick<PermissionRow, 'id'>,
  targets: NotifyTarget[],
  text: string,
) {
  await notify(
    tx,
    targets,
    { text, type: 'permissions', data_id: row.id },
    {
      visibleTo: (db, ids) =>
        usersWhoSee(db, { table: archiveTemporaryPermissions, id: row.id, read: READ, scope: permissionScope }, ids),
    },
  );
}

/** The record kinds whose page the holder opens through an active permission (archive-temporary-permissions.grants.ts). */
const OPENED = new Set<string>(GRANTED_KINDS);

/**
 * Tells the holder about their own permission. While it is active and names a record they open
 * through it, the notice leads to that record; otherwise to the permission.
 */
export async function notifyHolder(
  tx: Executor,
  row: Pick<PermissionRow, 'id' | 'holder_id' | 'state' | 'item_kind' | 'item_id'>,
  text: string,
  options: NotifyOptions = {},
) {
  const link =
    row.state === 'vigente' && OPENED.has(row.item_kind)
      ? { type: row.item_kind, data_id: row.item_id }
      : { type: 'permissions', data_id: row.id };
  await notify(tx, row.holder_id, { text, ...link }, options);
}
