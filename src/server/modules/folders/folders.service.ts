/**
 * The folders' services: create and edit a folder, close or reopen it, and file, remove and
 * reorder its items — plain functions another module may call in its own transaction (the
 * archive turns a folder into an expedient from `findFolder` and `folderItemsFor`).
 */
import { can } from '@shared/permissions';
import type { FolderInput, FolderItemInput } from '@shared/schemas/folders';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { folderItems, folders, offices } from '../../db/schema';
import { auditCreation } from '../../lib/audit/audit';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { forbidden, invalid } from '../../lib/errors';
import { actorOf, type Caller } from '../../lib/records/caller';
import type { FieldErrors } from '../../lib/records/references';
import { CREATE, type FolderRow } from './folders.scope';
import { findVisible, folderTransitions } from './folders.transitions';

/** Office-wide and shared folders are for whoever sees the office's folders (`folders-index`). */
async function checkInput(tx: Executor, caller: Caller, input: FolderInput, officeId: number | null) {
  const errors: FieldErrors = {};
  if (officeId === null) errors.name = ['Su usuario no tiene oficina: no puede crear carpetas.'];
  const officeWide = input.visibility === 'oficina' || input.shared_office_ids.length > 0;
  if (officeWide && !can(caller.permissions, ['folders-index']))
    errors.visibility = ['Solo puede crear carpetas personales.'];
  if (officeId !== null && input.shared_office_ids.includes(officeId))
    errors.shared_office_ids = ['No es necesario compartirla con su propia oficina.'];
  if (input.shared_office_ids.length > 0) {
    const found = await tx.select({ id: offices.id }).from(offices).where(inArray(offices.id, input.shared_office_ids));
    if (found.length !== input.shared_office_ids.length)
      errors.shared_office_ids = ['Alguna de las oficinas no existe.'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function createFolder(tx: Tx, caller: Caller, input: FolderInput): Promise<FolderRow> {
  if (!can(caller.permissions, CREATE)) throw forbidden();
  const officeId = caller.user.office_id ?? null;
  await checkInput(tx, caller, input, officeId);
  const [row] = await tx
    .insert(folders)
    .values({ ...input, office_id: officeId!, owner_id: caller.user.id, state: 'abierta' })
    .returning();
  await auditCreation(tx, actorOf(caller), 'folders', row!);
  return row!;
}

export async function updateFolder(tx: Executor, caller: Caller, id: number, version: number, input: FolderInput) {
  const existing = await folderTransitions.lockForEdit(tx, caller, id, version);
  await checkInput(tx, caller, input, existing.office_id);
  return versionedWrite(tx, {
    table: folders,
    entity: 'folders',
    actor: actorOf(caller),
    action: 'update',
    existing,
    version,
    set: input,
  });
}

export const closeFolder = folderTransitions.act('close');
export const reopenFolder = folderTransitions.act('reopen');
/** Files a record the caller may open; `{ version, ...FolderItemInput }`. */
export const fileRecord = (tx: Executor, caller: Caller, id: number, body: { version: number } & FolderItemInput) =>
  folderTransitions.apply(tx, caller, 'file', id, body);

/** The folder if the caller may see it (404 otherwise). */
export const findFolder = (db: Executor, caller: Caller, id: number) => findVisible(db, caller, id);

/** The folder's item rows in order (links only: read each through its module's scope). */
export const folderItemsFor = (db: Executor, folderId: number) =>
  db.select().from(folderItems).where(eq(folderItems.folder_id, folderId)).orderBy(asc(folderItems.position));
