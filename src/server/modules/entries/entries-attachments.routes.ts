/**
 * An entry's files (lib/attachments): listed and downloaded by whoever sees the entry; uploaded and
 * removed while `can.attach` allows it (`canAttach` in entry-access.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Attachment,
  attachmentData,
  findAttachment,
  listAttachments,
  removeAttachment,
  saveAttachments,
  sendAttachment,
} from '../../lib/attachments/attachments';
import { readUploads } from '../../lib/attachments/uploads';
import { actorOf, idParams, parseId } from '../../lib/crud/resource';
import { conflict, forbidden, invalid } from '../../lib/errors';
import { type Auth, callerOf } from '../../plugins/auth';
import { ATTACH, BASE, canAttach, type EntryRow, findVisible, isVisible, READ } from './entry-access';

const OWNER = 'entries';
const attachmentParams = z.object({ id: z.string().max(12), attachmentId: z.string().max(12) });

const data = (row: Attachment) => attachmentData(row, `${BASE}/${row.owner_id}/attachments/${row.id}`);

/** 403 without the right to attach, 409 when the entry's state no longer takes files. */
function assertCanAttach(caller: Auth, entry: EntryRow) {
  if (canAttach(caller, entry)) return;
  if (canAttach(caller, { ...entry, state: 'registrado' }))
    throw conflict(`No se pueden modificar los adjuntos de un ingreso en estado «${entry.state}».`);
  throw forbidden('No puede modificar los adjuntos de este ingreso.');
}

export async function entriesAttachmentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${BASE}/:id/attachments`, { schema: { params: idParams }, config: { permissions: READ } }, async (request) => {
    const entry = await findVisible(app.db, callerOf(request), parseId(request.params.id));
    return { data: (await listAttachments(app.db, OWNER, entry.id)).map(data) };
  });

  r.post(
    `${BASE}/:id/attachments`,
    { schema: { params: idParams }, config: { permissions: ATTACH } },
    async (request, reply) => {
      const caller = callerOf(request);
      const entry = await findVisible(app.db, caller, parseId(request.params.id));
      assertCanAttach(caller, entry);
      const { files } = await readUploads(request);
      if (files.length === 0) throw invalid({ files: ['Seleccione al menos un archivo.'] });
      const saved = await app.db.transaction(async (tx) => {
        // Checked again under the row lock: the entry may have been annulled while the files arrived.
        assertCanAttach(caller, await findVisible(tx, caller, entry.id, true));
        return saveAttachments(tx, {
          store: app.files,
          ownerType: OWNER,
          ownerId: entry.id,
          files,
          actor: actorOf(request),
        });
      });
      return reply.status(201).send({ data: saved.map(data) });
    },
  );

  r.get(
    `${BASE}/:id/attachments/:attachmentId`,
    {
      schema: { params: attachmentParams, querystring: z.object({ download: z.enum(['0', '1']).optional() }) },
      config: { permissions: READ },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const attachment = await findAttachment(app.db, {
        ownerType: OWNER,
        ownerId: parseId(request.params.id),
        attachmentId: parseId(request.params.attachmentId),
        canSee: (ownerId) => isVisible(app.db, caller, ownerId),
      });
      return sendAttachment(reply, attachment, app.files, { download: request.query.download === '1' });
    },
  );

  r.delete(
    `${BASE}/:id/attachments/:attachmentId`,
    { schema: { params: attachmentParams }, config: { permissions: ATTACH } },
    async (request, reply) => {
      const caller = callerOf(request);
      await app.db.transaction(async (tx) => {
        const entry = await findVisible(tx, caller, parseId(request.params.id), true);
        assertCanAttach(caller, entry);
        const attachment = await findAttachment(tx, {
          ownerType: OWNER,
          ownerId: entry.id,
          attachmentId: parseId(request.params.attachmentId),
          canSee: () => true,
        });
        await removeAttachment(tx, attachment, actorOf(request));
      });
      return reply.status(204).send();
    },
  );
}
