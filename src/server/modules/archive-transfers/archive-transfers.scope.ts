/**
 * Who sees and does what with transfers (docs/architecture.md §4, docs/domain.md §5.4). The archivists
 * (`archive-transfers-index`) see every office's transfers and receive them (`-update`); an
 * office's heads and clerks (`-show`, `-create-office`) see their own office's, prepare them and
 * send them; `-create` prepares them for any office.
 */
import type { PermissionKey } from '@shared/permissions';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { archiveTransfers } from '../../db/schema';
import { documentScope, ownOffice } from '../../lib/records/scope';
import { usersWhoSee } from '../../lib/records/visible-to';
import type { Auth } from '../../plugins/auth';
import { type NotifyTarget, notify } from '../notifications/notifications.service';

export const ENTITY = 'archive-transfers';
export const ALL = 'archive-transfers-index' as const;
export const READ = [
  'archive-transfers-index',
  'archive-transfers-show',
  'archive-transfers-create',
  'archive-transfers-create-office',
  'archive-transfers-update',
] as const satisfies readonly PermissionKey[];
/** Prepare (register, edit, add and remove units) and send. */
export const PREPARE = ['archive-transfers-create', 'archive-transfers-create-office'] as const;
/** Receive, and keep the annual schedule. */
export const RECEIVE = ['archive-transfers-update'] as const;

export type TransferRow = typeof archiveTransfers.$inferSelect;

const ofOwnOffice = ownOffice(archiveTransfers.office_id);

export function transferScope(caller: Auth): SQL | undefined {
  return documentScope(caller, {
    entity: ENTITY,
    id: archiveTransfers.id,
    all: ALL,
    rules: READ.filter((key) => key !== ALL).map((key) => ({ key, where: ofOwnOffice })),
  });
}

/**
 * Tells the people named (ids, or the holders of a key) about a transfer, once each, only those
 * whose scope opens it and never the one who acted; the notice opens the transfer.
 */
export async function notifyTransfer(
  tx: Executor,
  caller: Auth,
  row: Pick<TransferRow, 'id'>,
  targets: NotifyTarget[],
  text: string,
) {
  await notify(
    tx,
    targets,
    { text, type: 'transfers', data_id: row.id },
    {
      visibleTo: async (db, ids) =>
        (await usersWhoSee(db, { table: archiveTransfers, id: row.id, read: READ, scope: transferScope }, ids)).filter(
          (id) => id !== caller.user.id,
        ),
    },
  );
}
