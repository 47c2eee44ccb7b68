/**
 * An entry's files (lib/attachments): listed and downloaded by whoever sees the entry; uploaded and
 * removed while `can.attach` allows it (`canAttach` in entry-access.ts).
 */
import type { FastifyInstance } from 'fastify';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { conflict } from '../../lib/errors';
import { ATTACH, BASE, canAttach, type EntryRow, findVisible, isVisible, READ } from './entry-access';

export async function entriesAttachmentsRoutes(app: FastifyInstance): Promise<void> {
  await registerAttachmentRoutes<EntryRow>(app, {
    base: BASE,
    ownerType: 'entries',
    permissions: { read: READ, write: ATTACH },
    findVisible,
    isVisible,
    canAttach,
    openState: 'registrado',
    closed: (state) => conflict(`No se pueden modificar los adjuntos de un ingreso en estado «${state}».`),
    forbidden: 'No puede modificar los adjuntos de este ingreso.',
  });
}
