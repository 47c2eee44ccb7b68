/**
 * Who sees and changes which folders (docs/architecture.md §4): `folders-index` the office-wide folders of the
 * caller's office and those other offices share with it (read-only); everyone their own
 * (`folders-me`: personal folders). A folder is changed by its owner, or — office-wide ones — by
 * a holder of `folders-update` of that office; offices it is shared with only read it.
 */
import { ADMIN, can } from '@shared/permissions';
import type { SQL } from 'drizzle-orm';
import { folders } from '../../db/schema';
import { documentScope, involvedThrough, type ScopeAccess } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';

export const READ = ['folders-index', 'folders-me', 'folders-show'] as const;
export const CREATE = ['folders-create'] as const;
/** Edit, close or reopen a folder (SPEC: /folders/{id}/edit is `folders-update`), when it is theirs to change. */
export const EDIT = ['folders-update'] as const;
/** File, remove and reorder items: also a worker in their own personal folders. */
export const FILE = ['folders-update', 'folders-create', 'folders-me'] as const;

export type FolderRow = typeof folders.$inferSelect;

export function folderScope(caller: Auth, access?: ScopeAccess): SQL | undefined {
  return documentScope(
    caller,
    {
      entity: 'folders',
      id: folders.id,
      index: 'folders-index',
      // Office-wide of that office, or shared with it; the owner (generated arrays, migration 0013).
      ...involvedThrough(folders),
    },
    access,
  );
}

/** Whether the caller may change the folder (its data and items). */
export function canChange(caller: Auth, folder: Pick<FolderRow, 'owner_id' | 'visibility' | 'office_id'>): boolean {
  if (caller.permissions.includes(ADMIN) || folder.owner_id === caller.user.id) return true;
  return (
    folder.visibility === 'oficina' &&
    folder.office_id === (caller.user.office_id ?? null) &&
    can(caller.permissions, ['folders-update'])
  );
}
