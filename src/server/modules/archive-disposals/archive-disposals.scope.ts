/**
 * Who sees and does what with disposals (docs/architecture.md §4, docs/domain.md §5.6): the archivist
 * (`archive-disposals-index`) sees every one; a user who holds only `-show` or `-update` (an
 * office's archive clerk) sees the disposals that list a unit their own office produced.
 * `-create` drafts an inventory; `-update` edits, approves, executes and annuls it.
 */
import { ADMIN, can, type PermissionKey } from '@shared/permissions';
import { eq, type SQL, sql } from 'drizzle-orm';
import { archiveDisposalItems, archiveDisposals, archiveExpedients } from '../../db/schema';
import { documentScope } from '../../lib/records/scope';
import type { Auth } from '../../plugins/auth';

export const ENTITY = 'archive-disposals';
export const ALL = 'archive-disposals-index' as const;
export const READ = [
  'archive-disposals-index',
  'archive-disposals-show',
  'archive-disposals-update',
] as const satisfies readonly PermissionKey[];
export const CREATE = ['archive-disposals-create'] as const;
export const UPDATE = ['archive-disposals-update'] as const;
/** Who lists the candidates: whoever drafts or edits an inventory. */
export const DRAFT = ['archive-disposals-create', 'archive-disposals-update'] as const;

export type DisposalRow = typeof archiveDisposals.$inferSelect;

const ownOffice = (caller: Auth) =>
  caller.user.office_id
    ? sql`exists (select 1 from ${archiveDisposalItems} i join ${archiveExpedients} e on e.id = i.expedient_id where i.disposal_id = ${archiveDisposals.id} and e.office_id = ${caller.user.office_id})`
    : sql`false`;

export function disposalScope(caller: Auth): SQL | undefined {
  return documentScope(caller, {
    entity: ENTITY,
    id: archiveDisposals.id,
    all: ALL,
    rules: [
      { key: 'archive-disposals-show', where: ownOffice },
      { key: 'archive-disposals-update', where: ownOffice },
    ],
  });
}

/**
 * The units a caller may list in an inventory: every office's for the archive (`-index`), their
 * own office's for anyone else (their disposals are scoped to it too).
 */
export function listableUnits(caller: Auth): SQL | undefined {
  if (can(caller.permissions, [ALL]) || caller.permissions.includes(ADMIN)) return undefined;
  return caller.user.office_id ? eq(archiveExpedients.office_id, caller.user.office_id) : sql`false`;
}
