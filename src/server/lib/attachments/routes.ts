/**
 * The attachment routes of a module's records, under `{base}/:id/attachments`: list and download
 * for whoever sees the record, upload and removal while the `attach` rule of the module's
 * transitions table allows it (403 for who may not, 409 in a state that takes no files).
 */
import type { PermissionKey } from '@shared/permissions';
import { many, one } from '@shared/schemas/api';
import { attachment, attachmentText } from '@shared/schemas/attachments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';
import { answers, fileAnswer, NO_CONTENT } from '../crud/answers';
import { actorOf, idParams, parseId } from '../crud/resource';
import { invalid } from '../errors';
import type { ScopedRecords } from '../records/scoped';
import type { Stateful, Transitions } from '../records/transitions';
import {
  type Attachment,
  attachmentData,
  findAttachment,
  listAttachments,
  removeAttachment,
  saveAttachments,
  sendAttachment,
} from './attachments';
import { signatureCheckOf } from './signature-checks';
import { requestTextAgain } from './text/jobs';
import { attachmentTextOf, textStatusOf } from './text/status';
import { readUploads } from './uploads';

export interface AttachmentRoutes<Owner extends Stateful, Context>
  extends Pick<ScopedRecords<Owner>, 'findVisible' | 'isVisible'> {
  /** Who reads the files: whoever may read the records. */
  read: readonly PermissionKey[];
  /** The module's transitions table: its base, its entity (the files' `owner_type`) and its `attach` rule. */
  transitions: Transitions<Owner, Context>;
}

const attachmentParams = z.object({ id: z.string().max(12), attachmentId: z.string().max(12) });
const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** The upload's parts, for the document: one or more files in `files`. */
const ATTACHMENT_PARTS = {
  files: {
    files: {
      description: 'Los archivos, uno por parte (PDF, imágenes, documentos de oficina).',
      multiple: true,
      required: true,
    },
  },
};

export async function registerAttachmentRoutes<Owner extends Stateful, Context>(
  app: FastifyInstance,
  owner: AttachmentRoutes<Owner, Context>,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, entity: ownerType, attach } = owner.transitions.table;
  if (!attach) throw new Error(`${ownerType} has no attach rule in its transitions table`);
  const permissions = { read: owner.read, write: attach.permissions };
  const answer = async (rows: Attachment[]) => {
    const checkOf = await signatureCheckOf(app.db, rows);
    const textOf = await textStatusOf(
      app.db,
      rows.map((row) => row.sha256),
    );
    return rows.map((row) => ({
      ...attachmentData(row, `${base}/${row.owner_id}/attachments/${row.id}`),
      created_at: row.created_at.toISOString(),
      signature_check: checkOf(row),
      text: textOf(row.sha256),
    }));
  };

  r.get(
    `${base}/:id/attachments`,
    { schema: { params: idParams, ...answers(200, many(attachment)) }, config: { permissions: permissions.read } },
    async (request) => {
      const record = await owner.findVisible(app.db, callerOf(request), parseId(request.params.id));
      return { data: await answer(await listAttachments(app.db, ownerType, record.id)) };
    },
  );

  r.post(
    `${base}/:id/attachments`,
    {
      schema: { params: idParams, ...answers(201, many(attachment)) },
      config: { permissions: permissions.write, multipart: ATTACHMENT_PARTS },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const record = await owner.findVisible(app.db, caller, parseId(request.params.id));
      await owner.transitions.assertAttach(app.db, caller, record);
      const { files } = await readUploads(request);
      if (files.length === 0) throw invalid({ files: ['Seleccione al menos un archivo.'] });
      const saved = await app.db.transaction(async (tx) => {
        // Checked again under the row lock: the record may have been annulled while the files arrived.
        await owner.transitions.assertAttach(tx, caller, await owner.findVisible(tx, caller, record.id, true));
        return saveAttachments(tx, { store: app.files, ownerType, ownerId: record.id, files, actor: actorOf(request) });
      });
      // A new PDF's signatures are checked by the job in a moment, never during this answer.
      if (saved.some((row) => row.content_type === 'application/pdf')) await app.jobs.send('pdf-signatures');
      // Its text is read for the search by the extraction's jobs, woken now (docs/text-search.md).
      await app.jobs.send('attachment-text-sweep');
      return reply.status(201).send({ data: await answer(saved) });
    },
  );

  r.get(
    `${base}/:id/attachments/:attachmentId`,
    {
      schema: {
        params: attachmentParams,
        querystring: downloadQuery,
        ...fileAnswer('El archivo, con su tipo de contenido.'),
      },
      config: { permissions: permissions.read },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const attachment = await findAttachment(app.db, {
        ownerType,
        ownerId: parseId(request.params.id),
        attachmentId: parseId(request.params.attachmentId),
        canSee: (ownerId) => owner.isVisible(app.db, caller, ownerId),
      });
      return sendAttachment(reply, attachment, app.files, { download: request.query.download === '1' });
    },
  );

  r.get(
    `${base}/:id/attachments/:attachmentId/text`,
    {
      schema: { params: attachmentParams, ...answers(200, one(attachmentText)) },
      config: { permissions: permissions.read },
    },
    async (request) => {
      const caller = callerOf(request);
      const found = await findAttachment(app.db, {
        ownerType,
        ownerId: parseId(request.params.id),
        attachmentId: parseId(request.params.attachmentId),
        canSee: (ownerId) => owner.isVisible(app.db, caller, ownerId),
      });
      return { data: await attachmentTextOf(app.db, found.sha256) };
    },
  );

  // «Reextraer»: whoever may attach files to the record has its text read again.
  r.post(
    `${base}/:id/attachments/:attachmentId/text`,
    {
      schema: { params: attachmentParams, ...answers(202, one(attachmentText)) },
      config: { permissions: permissions.write },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const record = await owner.findVisible(app.db, caller, parseId(request.params.id), true);
      const found = await findAttachment(app.db, {
        ownerType,
        ownerId: record.id,
        attachmentId: parseId(request.params.attachmentId),
        canSee: () => true,
      });
      await requestTextAgain(app, found.sha256);
      return reply.status(202).send({ data: await attachmentTextOf(app.db, found.sha256) });
    },
  );

  r.delete(
    `${base}/:id/attachments/:attachmentId`,
    { schema: { params: attachmentParams, ...NO_CONTENT }, config: { permissions: permissions.write } },
    async (request, reply) => {
      const caller = callerOf(request);
      await app.db.transaction(async (tx) => {
        const record = await owner.findVisible(tx, caller, parseId(request.params.id), true);
        await owner.transitions.assertAttach(tx, caller, record);
        const attachment = await findAttachment(tx, {
          ownerType,
          ownerId: record.id,
          attachmentId: parseId(request.params.attachmentId),
          canSee: () => true,
        });
        await removeAttachment(tx, attachment, actorOf(request));
      });
      return reply.status(204).send();
    },
  );
}
