/**
 * What may happen to a folder, written once: close and reopen it, and file, remove and reorder
 * its items (each a versioned write of the folder, so two people reordering at once get a 409
 * and the history keeps every change). `foldersTransitions.apply` is the service.
 */
import { FOLDER_STATES, type FolderState, folderItemInput, folderOrderInput } from '@shared/schemas/folders';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { folderItems, folders } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../lib/errors';
import { scopedRecords } from '../../lib/records/scoped';
import { transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import { canFile } from './folders.items';
import { canChange, EDIT, FILE, type FolderRow, folderScope } from './folders.scope';

export const BASE = '/api/v1/folders';

export const { findVisible, isVisible } = scopedRecords(folders, folderScope);

export const stateConflict = (verb: string, state: string) =>
  conflict(`No se puede ${verb} una carpeta ${FOLDER_STATES[state as FolderState]?.toLocaleLowerCase('es') ?? state}.`);

const refuseOthers = (caller: Auth, folder: FolderRow) =>
  canChange(caller, folder) ? null : forbidden('Solo puede cambiar sus propias carpetas o las de su oficina.');

const itemsOf = (tx: Executor, folderId: number) =>
  tx.select().from(folderItems).where(eq(folderItems.folder_id, folderId)).orderBy(asc(folderItems.position));

export const folderTransitions = transitions<FolderRow>({
  base: BASE,
  entity: 'folders',
  table: folders,
  findVisible,
  stateConflict,
  edit: { permissions: EDIT, from: ['abierta', 'cerrada'], verb: 'editar', refuse: refuseOthers },
  actions: {
    close: { permissions: EDIT, from: ['abierta'], to: 'cerrada', verb: 'cerrar', refuse: refuseOthers },
    reopen: { permissions: EDIT, from: ['cerrada'], to: 'abierta', verb: 'reabrir', refuse: refuseOthers },
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
