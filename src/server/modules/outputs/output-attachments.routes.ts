/**
 * An output's files (lib/attachments): listed and downloaded by whoever sees the output; uploaded
 * and removed while `can.attach` allows it (outputs-update, or its registrar, until archived or
 * annulled).
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
import { forbidden, invalid } from '../../lib/errors';
import { type Auth, callerOf } from '../../plugins/auth';
import { BASE, stateConflict } from './output-common';
import { CREATE, READ, UPDATE } from './output-scope';
import { abilities, findVisible, isVisible, type OutputRow } from './output-view';

const OWNER = 'outputs';
const WRITE = [...UPDATE, ...CREATE];
const attachmentParams = z.object({ id: z.string().max(12), attachmentId: z.string().max(12) });

const data = (row: Attachment) => attachmentData(row, `${BASE}/${row.owner_id}/attachments/${row.id}`);

/** 403 without the right to attach, 409 when the output's state no longer takes files. */
function assertCanAttach(caller: Auth, output: OutputRow) {
  if (abilities(caller, output).attach) return;
  if (abilities(caller, { ...output, state: 'registrado' }).attach)
    throw stateConflict('modificar los adjuntos de', output.state);
  throw forbidden('No puede modificar los adjuntos de esta salida.');
}

export async function outputAttachmentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${BASE}/:id/attachments`, { schema: { params: idParams }, config: { permissions: READ } }, async (request) => {
    const output = await findVisible(app.db, callerOf(request), parseId(request.params.id));
    return { data: (await listAttachments(app.db, OWNER, output.id)).map(data) };
  });

  r.post(
    `${BASE}/:id/attachments`,
    { schema: { params: idParams }, config: { permissions: WRITE } },
    async (request, reply) => {
      const caller = callerOf(request);
      const output = await findVisible(app.db, caller, parseId(request.params.id));
      assertCanAttach(caller, output);
      const { files } = await readUploads(request);
      if (files.length === 0) throw invalid({ files: ['Seleccione al menos un archivo.'] });
      const saved = await app.db.transaction(async (tx) => {
        assertCanAttach(caller, await findVisible(tx, caller, output.id, true));
        return saveAttachments(tx, {
          store: app.files,
          ownerType: OWNER,
          ownerId: output.id,
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
    { schema: { params: attachmentParams }, config: { permissions: WRITE } },
    async (request, reply) => {
      const caller = callerOf(request);
      await app.db.transaction(async (tx) => {
        const output = await findVisible(tx, caller, parseId(request.params.id), true);
        assertCanAttach(caller, output);
        const attachment = await findAttachment(tx, {
          ownerType: OWNER,
          ownerId: output.id,
          attachmentId: parseId(request.params.attachmentId),
          canSee: () => true,
        });
        await removeAttachment(tx, attachment, actorOf(request));
      });
      return reply.status(204).send();
    },
  );
}
