/**
 * What may happen to a folder, written once: close and reopen it, file, remove and reorder its
 * items (each a versioned write of the folder, so two people reordering at once get a 409 and the
 * history keeps every change), and become an expedient of its office with its documents.
 * `foldersTransitions.apply` is the service.
 */
import {
  FOLDER_STATES,
  type FolderItemType,
  type FolderState,
  folderExpedientInput,
  folderItemInput,
  folderOrderInput,
} from '@shared/schemas/folders';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { folderItems, folders } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../lib/errors';
import type { Caller } from '../../lib/records/caller';
import { scopedRecords } from '../../lib/records/scoped';
import { transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import { fileRecords } from '../archive-documents/archive-documents.service';
import { openExpedient } from '../archive-expedients/archive-expedients.service';
import { canFile, visibleRecords } from './folders.items';
import { canChange, EDIT, FILE, type FolderRow, folderScope } from './folders.scope';

export const BASE = '/api/v1/folders';

export const { findVisible, isVisible } = scopedRecords(folders, folderScope);

export const stateConflict = (verb: string, state: string) =>
  conflict(`No se puede ${verb} una carpeta ${FOLDER_STATES[state as FolderState]?.toLocaleLowerCase('es') ?? state}.`);

const refuseOthers = (caller: Auth, folder: FolderRow) =>
  canChange(caller, folder) ? null : forbidden('Solo puede cambiar sus propias carpetas o las de su oficina.');

const itemsOf = (tx: Executor, folderId: number) =>
  tx.select().from(folderItems).where(eq(folderItems.folder_id, folderId)).orderBy(asc(folderItems.position));

/**
 * Opens the folder's office an expedient and files every item into it, in the folder's order
 * (each record archived through its own module, which may refuse it: then nothing is written).
 */
async function becomeExpedient(tx: Executor, caller: Caller, folder: FolderRow, body: Record<string, unknown>) {
  const input = folderExpedientInput.parse(body);
  const items = await itemsOf(tx, folder.id);
  if (items.length === 0)
    throw invalid(
      { code: ['La carpeta no tiene documentos: archive alguno en ella antes de convertirla.'] },
      'La carpeta no tiene documentos: archive alguno en ella antes de convertirla.',
    );
  const expedient = await openExpedient(tx, caller, {
    code: input.code,
    title: input.title ?? folder.name.slice(0, 300),
    kind: 'expediente',
    box_number: null,
    container_id: null,
    office_id: folder.office_id,
    series_id: input.series_id,
    subseries_id: input.subseries_id,
    medium: items.every((i) => i.medium === 'digital')
      ? 'electronico'
      : items.some((i) => i.medium === 'digital')
        ? 'hibrido'
        : 'fisico',
    notes: `Formado con la carpeta de apoyo «${folder.name}».`.slice(0, 1000),
  });
  const folios = new Map<string, number>();
  for (const type of new Set(items.map((i) => i.item_type as FolderItemType))) {
    const ids = items.filter((i) => i.item_type === type).map((i) => i.item_id);
    for (const [id, details] of await visibleRecords(tx, caller, type, ids, 'write'))
      folios.set(`${type}:${id}`, details.folios);
  }
  await fileRecords(
    tx,
    caller,
    expedient,
    items.map((i) => ({
      kind: i.item_type as FolderItemType,
      id: i.item_id,
      folios: folios.get(`${i.item_type}:${i.item_id}`) ?? 1,
    })),
  );
  return {
    set: { expedient_id: expedient.id, state: 'cerrada' },
    changes: { expediente: [null, expedient.code] as [unknown, unknown] },
  };
}

export const folderTransitions = transitions<FolderRow>({
  base: BASE,
  entity: 'folders',
  table: folders,
  findVisible,
  stateConflict,
  edit: { permissions: EDIT, from: ['abierta', 'cerrada'], verb: 'editar', refuse: refuseOthers },
  actions: {
    close: { permissions: EDIT, from: ['abierta'], to: 'cerrada', verb: 'cerrar', refuse: refuseOthers },
    reopen: {
      permissions: EDIT,
      from: ['cerrada'],
      to: 'abierta',
      verb: 'reabrir',
      // Its documents now live in the expedient it became.
      refuse: (caller, folder) =>
        folder.expedient_id !== null
          ? conflict('La carpeta se convirtió en expediente: sus documentos están archivados en él.')
          : refuseOthers(caller, folder),
    },
    expedient: {
      permissions: FILE,
      from: ['abierta', 'cerrada'],
      verb: 'convertir en expediente',
      body: folderExpedientInput,
      refuse: (caller, folder) =>
        folder.expedient_id !== null
          ? conflict('La carpeta ya se convirtió en expediente.')
          : refuseOthers(caller, folder),
      run: (tx, { caller, existing, body }) => becomeExpedient(tx, caller, existing, body),
    },
    file: {
      path: 'items',
      permissions: FILE,
      from: ['abierta'],
      verb: 'archivar documentos en',
      body: folderItemInput,
      refuse: refuseOthers,
      run: async (tx, { caller, existing, body }) => {
        const input = folderItemInput.parse(body);
        if (!(await canFile(tx, caller, input.item_type, input.item_id)))
          throw invalid({ item_id: ['El documento no existe o no tiene acceso a él.'] });
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${folderItems.position}), 0)` })
          .from(folderItems)
          .where(eq(folderItems.folder_id, existing.id));
        const [item] = await tx
          .insert(folderItems)
          .values({
            folder_id: existing.id,
            item_type: input.item_type,
            item_id: input.item_id,
            position: Number(last?.position ?? 0) + 1,
            medium: input.medium,
            note: input.note,
            added_by: caller.user.id,
          })
          .onConflictDoNothing()
          .returning();
        if (!item) throw conflict('El documento ya está en esta carpeta.');
        return {
          changes: { item: [null, { item_type: item.item_type, item_id: item.item_id, position: item.position }] },
        };
      },
    },
    unfile: {
      path: 'items/remove',
      permissions: FILE,
      from: ['abierta'],
      verb: 'quitar documentos de',
      body: z.object({ item_id: z.number().int().positive().max(2_147_483_647) }),
      refuse: refuseOthers,
      run: async (tx, { existing, body }) => {
        const [item] = await tx
          .delete(folderItems)
          .where(and(eq(folderItems.id, Number(body.item_id)), eq(folderItems.folder_id, existing.id)))
          .returning();
        if (!item) throw invalid({ item_id: ['El documento no está en esta carpeta.'] });
        await tx
          .update(folderItems)
          .set({ position: sql`${folderItems.position} - 1` })
          .where(and(eq(folderItems.folder_id, existing.id), gt(folderItems.position, item.position)));
        return {
          changes: { item: [{ item_type: item.item_type, item_id: item.item_id, position: item.position }, null] },
        };
      },
    },
    reorder: {
      path: 'items/order',
      permissions: FILE,
      from: ['abierta'],
      verb: 'ordenar',
      body: folderOrderInput,
      refuse: refuseOthers,
      run: async (tx, { existing, body }) => {
        const order = folderOrderInput.parse(body).item_ids;
        const items = await itemsOf(tx, existing.id);
        const same = order.length === items.length && new Set(order).size === order.length;
        if (!same || items.some((i) => !order.includes(i.id)))
          throw invalid({ item_ids: ['Envíe cada documento de la carpeta una vez.'] });
        for (const [index, id] of order.entries())
          await tx
            .update(folderItems)
            .set({ position: index + 1 })
            .where(eq(folderItems.id, id));
        const summary = (ids: number[]) =>
          ids.map((id) => {
            const item = items.find((i) => i.id === id)!;
            return { item_type: item.item_type, item_id: item.item_id };
          });
        return { changes: { order: [summary(items.map((i) => i.id)), summary(order)] } };
      },
    },
  },
});
