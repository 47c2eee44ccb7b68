/**
 * The holder's notifications, under `/api/v1/public/casilla/notifications` (the casilla's own
 * bearer token): the list, the opening (the acuse de lectura), the files, and the reply (a
 * virtual-desk submission, throttled per address and casilla as the virtual desk is).
 */
import {
  casillaNotification,
  casillaNotificationDetail,
  casillaReplyAnswer,
  casillaReplyInput,
} from '@shared/schemas/casilla-notifications';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { casillaAccounts } from '../../db/schema';
import { sendAttachment } from '../../lib/attachments/attachments';
import { readUploads } from '../../lib/attachments/uploads';
import { fileAnswer } from '../../lib/crud/answers';
import { clientInfo } from '../../lib/request';
import { getSettings } from '../../lib/settings/settings';
import { recordFailure, refuseWhileBlocked, throttleRule } from '../../lib/throttle';
import { parseInput } from '../../lib/validation';
import { deskLimits, storeDeskFiles } from '../virtual-desk/virtual-desk.module';
import { listNotifications, notificationFile, openNotification, ownNotification } from './casilla.notifications';
import { replyFromCasilla } from './casilla.replies';

type Account = typeof casillaAccounts.$inferSelect;

const idParams = z.object({ id: z.string().max(12) });
const TOO_MANY_REPLIES = 'Envió demasiados documentos seguidos. Espere un momento antes de volver a responder.';
const NO_SESSION = { 401: 'Sin sesión de la casilla, o la sesión terminó.' };
const NOT_HERS = { 404: 'La notificación no es de esta casilla, o no existe.' };

export function registerNotificationRoutes(
  app: FastifyInstance,
  path: string,
  holder: (request: FastifyRequest) => Promise<Account>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { public: true, errors: { ...NO_SESSION, ...NOT_HERS } } as const;
  const { perIp, perEmail, windowMinutes } = app.config.virtualDesk;
  const rule = (limit: number) => throttleRule(limit, windowMinutes);

  r.get(
    `${path}/notifications`,
    {
      schema: {
        description:
          'Las notificaciones depositadas en la casilla de la sesión, la más reciente primero, con su estado (por leer, leída, respondida).',
        response: { 200: z.object({ data: z.array(casillaNotification) }) },
      },
      config: { public: true, errors: NO_SESSION },
    },
    async (request) => ({ data: await listNotifications(app.db, (await holder(request)).id) }),
  );

  r.get(
    `${path}/notifications/:id`,
    {
      schema: {
        description:
          'Abre una notificación de la casilla: la primera vez registra el acuse de lectura (fecha y hora, dirección y navegador) y, si la notificación surte efecto con la lectura, la fecha de notificación. Responde sus archivos y respuestas.',
        params: idParams,
        response: { 200: z.object({ data: casillaNotificationDetail }) },
      },
      config,
    },
    async (request) => {
      const account = await holder(request);
      const id = Number(request.params.id);
      return {
        data: await app.db.transaction((tx) => openNotification(tx, account.id, id, clientInfo(request))),
      };
    },
  );

  r.get(
    `${path}/notifications/:id/files/:fileId`,
    {
      schema: {
        description: 'Un archivo de la notificación: el documento firmado, un anexo o la constancia de notificación.',
        params: idParams.extend({ fileId: z.string().max(12) }),
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        ...fileAnswer('El documento firmado, un anexo o la constancia, en PDF u otro formato.'),
      },
      config,
    },
    async (request, reply) => {
      const account = await holder(request);
      const file = await notificationFile(app.db, account.id, Number(request.params.id), Number(request.params.fileId));
      return sendAttachment(reply, file, app.files, { download: request.query.download === '1' });
    },
  );

  r.post(
    `${path}/notifications/:id/replies`,
    {
      schema: {
        description:
          'Responde una notificación (multipart: tipo de documento, asunto, folios, teléfono, `principal` en PDF y `anexos`): una solicitud de la mesa de partes virtual vinculada a la salida notificada, sin volver a confirmar el correo.',
        params: idParams,
        response: { 201: casillaReplyAnswer },
      },
      config: {
        ...config,
        multipart: {
          fields: casillaReplyInput,
          files: {
            principal: { description: 'El documento principal, en PDF.', required: true },
            anexos: { description: 'Los anexos, uno por parte.', multiple: true },
          },
        },
      },
    },
    async (request, reply) => {
      const account = await holder(request);
      const id = Number(request.params.id);
      await ownNotification(app.db, account.id, id);
      const keys = [`virtual-desk:ip:${request.ip}`, `virtual-desk:email:${account.email}`];
      await refuseWhileBlocked(app.db, keys, TOO_MANY_REPLIES);
      const limits = deskLimits(await getSettings(app.db));
      const { files, fields } = await readUploads(request, { field: 'anexos', limits });
      const input = parseInput(casillaReplyInput, fields);
      await recordFailure(app.db, keys[0]!, rule(perIp));
      await recordFailure(app.db, keys[1]!, rule(perEmail));
      const stored = await storeDeskFiles(app.files, files, limits);
      const number = await replyFromCasilla(app.db, account, id, input, stored, request.ip);
      await app.jobs.send('virtual-desk-mail');
      return reply.status(201).send({
        request_number: number,
        message: `Su respuesta fue recibida por la mesa de partes virtual con la solicitud ${number}.`,
      });
    },
  );
}
