/**
 * The attachment routes of a module's records, under `{base}/:id/attachments`: list and download
 * for whoever sees the record, upload and removal while the module's `canAttach` allows it.
 */
import type { PermissionKey } from '@shared/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, callerOf } from '../../plugins/auth';
import { actorOf, idParams, parseId } from '../crud/resource';
import { forbidden, type HttpError, invalid } from '../errors';
import type { ScopedRecords } from '../records/scoped';
import {
  type Attachment,
  attachmentData,
  findAttachment,
  listAttachments,
  removeAttachment,
  saveAttachments,
  sendAttachment,
} from './attachments';
import { readUploads } from './uploads';

/** Records with a `state` say in which states they take files; records without one (folders) only who may. */
export interface AttachmentRoutes<Owner extends { id: number; state?: string }> extends ScopedRecords<Owner> {
  /** The records' path, e.g. `/api/v1/entries`. */
  base: string;
  /** The `owner_type` of the attachments, the module's resource name. */
  ownerType: string;
  permissions: { read: readonly PermissionKey[]; write: readonly PermissionKey[] };
  /** Whether the caller may add or remove the record's files now. */
  canAttach(caller: Auth, owner: Owner): boolean;
  /** A state in which the record takes files: refused there too, the caller lacks the right (403). */
  openState?: string;
  /** The 409 for a record whose state no longer takes files. */
  closed?(state: string): HttpError;
  /** The 403 message for a caller who may not modify the record's files. */
  forbidden: string;
}

const attachmentParams = z.object({ id: z.string().max(12), attachmentId: z.string().max(12) });
const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });

export async function registerAttachmentRoutes<Owner extends { id: number; state?: string }>(
  app: FastifyInstance,
  owner: AttachmentRoutes<Owner>,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, ownerType, permissions } = owner;
  const data = (row: Attachment) => attachmentData(row, `${base}/${row.owner_id}/attachments/${row.id}`);

  /** 403 without the right to attach, 409 when the record's state no longer takes files. */
  function assertCanAttach(caller: Auth, record: Owner) {
    if (owner.canAttach(caller, record)) return;
    const { openState, closed } = owner;
    if (record.state !== undefined && openState && closed && owner.canAttach(caller, { ...record, state: openState }))
      throw closed(record.state);
    throw forbidden(owner.forbidden);
  }

  r.get(
    `${base}/:id/attachments`,
    { schema: { params: idParams }, config: { permissions: permissions.read } },
    async (request) => {
      const record = await owner.findVisible(app.db, callerOf(request), parseId(request.params.id));
      return { data: (await listAttachments(app.db, ownerType, record.id)).map(data) };
    },
  );

  r.post(
    `${base}/:id/attachments`,
    { schema: { params: idParams }, config: { permissions: permissions.write } },
    async (request, reply) => {
      const caller = callerOf(request);
      const record = await owner.findVisible(app.db, caller, parseId(request.params.id));
      assertCanAttach(caller, record);
      const { files } = await readUploads(request);
      if (files.length === 0) throw invalid({ files: ['Seleccione al menos un archivo.'] });
      const saved = await app.db.transaction(async (tx) => {
        // Checked again under the row lock: the record may have been annulled while the files arrived.
        assertCanAttach(caller, await owner.findVisible(tx, caller, record.id, true));
        return saveAttachments(tx, { store: app.files, ownerType, ownerId: record.id, files, actor: actorOf(request) });
      });
      return reply.status(201).send({ data: saved.map(data) });
    },
  );

  r.get(
    `${base}/:id/attachments/:attachmentId`,
    { schema: { params: attachmentParams, querystring: downloadQuery }, config: { permissions: permissions.read } },
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

  r.delete(
    `${base}/:id/attachments/:attachmentId`,
    { schema: { params: attachmentParams }, config: { permissions: permissions.write } },
    async (request, reply) => {
      const caller = callerOf(request);
      await app.db.transaction(async (tx) => {
        const record = await owner.findVisible(tx, caller, parseId(request.params.id), true);
        assertCanAttach(caller, record);
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
