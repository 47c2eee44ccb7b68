/**
 * Mesa de partes virtual's public API (no sign-in), under `/api/v1/public/virtual-desk`: the form's
 * options and captcha, the submission (multipart; held until the e-mail address is confirmed), the
 * confirmation, and the correction of an observed request through its signed link. Submissions
 * count against the caller's address and the e-mail address in the shared throttle table; the
 * unconfirmed ones are purged once their link expires (virtual-desk.purge.ts).
 */
import { messageAnswer } from '@shared/schemas/api';
import {
  type DeskOptions,
  deskCaptcha,
  deskCorrected,
  deskCorrectionInput,
  deskCorrectionView,
  deskOptions,
  deskReceived,
  deskSubmissionInput,
  deskVerifyInput,
} from '@shared/schemas/virtual-desk';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { typeEntries } from '../../db/schema';
import { readUploads } from '../../lib/attachments/uploads';
import { HttpError } from '../../lib/errors';
import { getSettings } from '../../lib/settings/settings';
import { recordFailure, refuseWhileBlocked, throttleRule } from '../../lib/throttle';
import { parseInput } from '../../lib/validation';
import { captchaProvider, deskKey } from './virtual-desk.captcha';
import { applyCorrection, viewCorrection } from './virtual-desk.correct';
import { deskLimits, storeDeskFiles } from './virtual-desk.files';
import { verificationMessage } from './virtual-desk.messages';
import { scheduleUnconfirmedPurge } from './virtual-desk.purge';
import { holdSubmission } from './virtual-desk.submit';
import { verifySubmission } from './virtual-desk.verify';

export const DESK_PATH = '/api/v1/public/virtual-desk';
export const DESK_TOO_MANY = 'Envió demasiados documentos seguidos. Espere un momento antes de volver a intentarlo.';

const tokenParams = z.object({ token: z.string().max(100) });
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export async function virtualDeskRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const key = deskKey(app.config.tracking.secret);
  const { perIp, perEmail, windowMinutes } = app.config.virtualDesk;
  const captcha = captchaProvider(app.config.virtualDesk.captcha, key);
  const rule = (limit: number) => throttleRule(limit, windowMinutes);
  const waitFor = (keys: string[]) => refuseWhileBlocked(app.db, keys, DESK_TOO_MANY);
  scheduleUnconfirmedPurge(app);

  r.get(
    DESK_PATH,
    {
      schema: {
        description: 'Mesa de partes virtual: la institución, los tipos de documento, el horario y los límites.',
        response: { 200: deskOptions },
      },
      config: { public: true },
    },
    async (): Promise<DeskOptions> => {
      const settings = await getSettings(app.db);
      const types = await app.db
        .select({ id: typeEntries.id, name: typeEntries.name })
        .from(typeEntries)
        .where(eq(typeEntries.active, true))
        .orderBy(asc(typeEntries.name));
      return {
        institution: settings.institution_name,
        type_entries: types,
        settings: settings.virtual_desk,
        working_days: settings.working_days,
      };
    },
  );

  r.get(
    `${DESK_PATH}/captcha`,
    {
      schema: {
        description:
          'La verificación del formulario: una operación para resolver (firmada por el servidor, de un solo uso aun con una respuesta errónea, vence en 15 minutos) o, si la instalación usa Turnstile, la clave de su widget.',
        response: { 200: deskCaptcha },
      },
      config: { public: true },
    },
    async (_request, reply) => {
      noStore(reply);
      return captcha.challenge();
    },
  );

  r.post(
    `${DESK_PATH}/submissions`,
    {
      schema: {
        description:
          'Envía un documento (multipart: campos del formulario, `principal` en PDF y `anexos`). Queda por verificar hasta que el remitente abra el enlace enviado a su correo.',
        response: { 202: messageAnswer },
      },
      config: {
        public: true,
        multipart: {
          fields: deskSubmissionInput,
          files: {
            principal: { description: 'El documento principal, en PDF.', required: true },
            anexos: { description: 'Los anexos, uno por parte.', multiple: true },
          },
        },
        errors: { 503: 'No se pudo enviar el correo de verificación.' },
      },
    },
    async (request, reply) => {
      const ipKey = `virtual-desk:ip:${request.ip}`;
      await waitFor([ipKey]);
      const settings = await getSettings(app.db);
      const limits = deskLimits(settings);
      const { files, fields } = await readUploads(request, { field: 'anexos', limits });
      const input = parseInput(deskSubmissionInput, fields);
      const emailKey = `virtual-desk:email:${input.email}`;
      await waitFor([emailKey]);
      try {
        await captcha.verify(app.db, { token: input.captcha_token, answer: input.captcha_answer }, request.ip);
      } finally {
        // A wrong answer counts against the address as a submission does.
        await recordFailure(app.db, ipKey, rule(perIp));
      }
      await recordFailure(app.db, emailKey, rule(perEmail));
      const stored = await storeDeskFiles(app.files, files, limits);
      const held = await holdSubmission(app.db, input, stored, request.ip);
      try {
        await app.mailer.send(
          verificationMessage(app.config.appUrl, settings.institution_name, input.email, held.token),
        );
      } catch (error) {
        request.log.error({ err: error }, 'virtual desk: verification mail not sent');
        throw new HttpError(503, 'No se pudo enviar el correo de verificación. Inténtelo de nuevo en unos minutos.');
      }
      return reply.status(202).send({
        message: `Le enviamos un enlace a ${input.email}. Ábralo para confirmar el envío: hasta entonces su documento no se registra.`,
      });
    },
  );

  r.post(
    `${DESK_PATH}/verifications`,
    {
      schema: {
        description:
          'Confirma el correo con el secreto del enlace: el envío pasa a la cola de mesa de partes como solicitud de ingreso.',
        body: deskVerifyInput,
        response: { 200: deskReceived },
      },
      config: { public: true, errors: { 404: 'El enlace no es válido o ya venció.' } },
    },
    async (request, reply) => {
      noStore(reply);
      return verifySubmission(app.db, request.body.token, request.ip);
    },
  );

  r.get(
    `${DESK_PATH}/corrections/:token`,
    {
      schema: {
        description: 'El motivo de la observación y lo que puede corregirse (enlace firmado del correo).',
        params: tokenParams,
        response: { 200: deskCorrectionView },
      },
      config: { public: true },
    },
    async (request, reply) => {
      noStore(reply);
      return viewCorrection(app.db, key, request.params.token);
    },
  );

  r.post(
    `${DESK_PATH}/corrections/:token`,
    {
      schema: {
        description:
          'Corrige una solicitud observada (multipart: asunto, folios y, si se envían, nuevos archivos que reemplazan a los anteriores) y la devuelve a la cola.',
        params: tokenParams,
        response: { 200: deskCorrected },
      },
      config: {
        public: true,
        multipart: {
          fields: deskCorrectionInput,
          files: {
            principal: { description: 'El documento principal corregido, en PDF (si se reemplaza).' },
            anexos: { description: 'Los anexos que reemplazan a los anteriores, uno por parte.', multiple: true },
          },
        },
      },
    },
    async (request) => {
      const ipKey = `virtual-desk:ip:${request.ip}`;
      await waitFor([ipKey]);
      await viewCorrection(app.db, key, request.params.token);
      const limits = deskLimits(await getSettings(app.db));
      const { files, fields } = await readUploads(request, { field: 'anexos', limits });
      const input = parseInput(deskCorrectionInput, fields);
      await recordFailure(app.db, ipKey, rule(perIp));
      const stored = files.length > 0 ? await storeDeskFiles(app.files, files, limits) : null;
      return applyCorrection(app.db, key, request.params.token, input, stored, request.ip);
    },
  );
}
