/**
 * The casilla electrónica's public API, under `/api/v1/public/casilla` (no staff sign-in): opening
 * a casilla, confirming its address, signing in (password, then a code by e-mail), the session's
 * own account and «Mis trámites», its notifications (casilla.inbox.ts), and the
 * password's recovery. A session is the casilla's own
 * bearer token, never a staff one. Failures count against the address and the document in the
 * shared throttle table, as the staff login does.
 */
import {
  CASILLA_TERMS_VERSION,
  casillaAccount,
  casillaChallengeAnswer,
  casillaCodeInput,
  casillaForgotInput,
  casillaRegistrationInput,
  casillaResetInput,
  casillaSessionAnswer,
  casillaSignInInput,
  casillaSubmission,
  casillaTerms,
  casillaTokenInput,
  maskEmail,
} from '@shared/schemas/casilla';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_CONTENT } from '../../lib/crud/answers';
import { HttpError, unauthenticated } from '../../lib/errors';
import { clientInfo } from '../../lib/request';
import { getSettings } from '../../lib/settings/settings';
import { clearFailures, countUse, recordFailure, refuseWhileBlocked, throttleRule } from '../../lib/throttle';
import { bearerToken } from '../../plugins/auth';
import { registerNotificationRoutes } from './casilla.inbox';
import { codeMessage, resetMessage, takenMessage, verifyMessage } from './casilla.messages';
import { registerCasillaNotices } from './casilla.notices';
import { casillaSubmissions } from './casilla.reads';
import {
  accountAnswer,
  endSession,
  finishSignIn,
  forgotPassword,
  openCasilla,
  resetPassword,
  sessionAccount,
  startSignIn,
  verifyCasilla,
  WRONG_CREDENTIALS,
  wrongCode,
} from './casilla.service';

export const CASILLA_PATH = '/api/v1/public/casilla';
const TOO_MANY = 'Demasiados intentos seguidos. Espere un momento antes de volver a intentarlo.';
const FAILURES = throttleRule(5, 15);
const OPENINGS = throttleRule(10, 60);

const message = z.object({ message: z.string() });
const publicRoute = { public: true } as const;
const MAIL_FAILED = { 503: 'No se pudo enviar el correo.' };
const LINK_SPENT = { 410: 'El enlace o el código no es válido, ya venció o ya se usó.' };
const NO_SESSION = { 401: 'Sin sesión de la casilla, o la sesión terminó.' };

export async function casillaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const institution = async () => (await getSettings(app.db)).institution_name;
  const waitFor = (keys: string[]) => refuseWhileBlocked(app.db, keys, TOO_MANY);
  const send = async (request: FastifyRequest, mail: Parameters<typeof app.mailer.send>[0]) => {
    try {
      await app.mailer.send(mail);
    } catch (error) {
      request.log.error({ err: error }, 'casilla: mail not sent');
      throw new HttpError(503, 'No se pudo enviar el correo. Inténtelo de nuevo en unos minutos.');
    }
  };
  /** The account of the request's casilla session, or 401. */
  const holder = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const account = token ? await sessionAccount(app.db, token) : null;
    if (!account) throw unauthenticated('Su sesión en la casilla terminó. Ingrese otra vez.');
    return account;
  };

  r.get(
    `${CASILLA_PATH}/terms`,
    {
      schema: {
        description:
          'El texto de aceptación de la notificación electrónica que el ciudadano acepta al abrir su casilla.',
        response: { 200: z.object({ institution: z.string(), version: z.string(), text: z.string() }) },
      },
      config: publicRoute,
    },
    async () => {
      const name = await institution();
      return { institution: name, version: CASILLA_TERMS_VERSION, text: casillaTerms(name) };
    },
  );

  r.post(
    `${CASILLA_PATH}/accounts`,
    {
      schema: {
        description:
          'Abre una casilla (DNI o RUC, nombre, correo, contraseña y la aceptación de la notificación electrónica, que se guarda con fecha, hora, dirección y navegador). Queda por verificar hasta que se abra el enlace enviado al correo. La respuesta es la misma aunque el documento ya tenga casilla (su titular recibe un aviso).',
        body: casillaRegistrationInput,
        response: { 202: message },
      },
      config: { ...publicRoute, errors: MAIL_FAILED },
    },
    async (request, reply) => {
      await countUse(app.db, `casilla:open:${request.ip}`, OPENINGS, TOO_MANY);
      const name = await institution();
      const opened = await app.db.transaction((tx) => openCasilla(tx, request.body, name, clientInfo(request)));
      await send(
        request,
        opened.kind === 'taken'
          ? takenMessage(app.config.appUrl, name, opened.account.email)
          : verifyMessage(app.config.appUrl, name, opened.account.email, opened.token),
      );
      return reply.status(202).send({
        message: `Le enviamos un enlace a ${request.body.email}. Ábralo para activar su casilla.`,
      });
    },
  );

  r.post(
    `${CASILLA_PATH}/verifications`,
    {
      schema: {
        description: 'Confirma el correo de una casilla con el secreto del enlace y la activa.',
        body: casillaTokenInput,
        response: { 200: z.object({ data: casillaAccount }) },
      },
      config: { ...publicRoute, errors: LINK_SPENT },
    },
    async (request) => {
      const ipKey = `casilla:verify:${request.ip}`;
      await waitFor([ipKey]);
      try {
        return { data: accountAnswer(await app.db.transaction((tx) => verifyCasilla(tx, request.body.token))) };
      } catch (error) {
        await recordFailure(app.db, ipKey, FAILURES);
        throw error;
      }
    },
  );

  r.post(
    `${CASILLA_PATH}/sessions`,
    {
      schema: {
        description:
          'Primer paso del ingreso: documento y contraseña. Si son correctos, envía un código de 6 dígitos al correo de la casilla (vence en 10 minutos) y responde el desafío que lo acompaña.',
        body: casillaSignInInput,
        response: { 200: casillaChallengeAnswer },
      },
      config: {
        ...publicRoute,
        signIn: 'casilla',
        errors: { 403: 'La casilla aún no confirma su correo, o está suspendida.', ...MAIL_FAILED },
      },
    },
    async (request) => {
      const { document_type, document_number, password } = request.body;
      const keys = [`casilla:signin:${request.ip}`, `casilla:signin:${document_type}:${document_number}`];
      await waitFor(keys);
      const started = await app.db.transaction((tx) => startSignIn(tx, document_type, document_number, password));
      if (!started) {
        for (const key of keys) await recordFailure(app.db, key, FAILURES);
        throw new HttpError(422, WRONG_CREDENTIALS);
      }
      await send(request, codeMessage(await institution(), started.account.email, started.code));
      return { challenge: started.challenge, email_hint: maskEmail(started.account.email) };
    },
  );

  r.post(
    `${CASILLA_PATH}/sessions/code`,
    {
      schema: {
        description:
          'Segundo paso del ingreso: el código recibido por correo. Cinco códigos errados anulan el desafío.',
        body: casillaCodeInput,
        response: { 200: casillaSessionAnswer },
      },
      config: { ...publicRoute, signIn: 'casilla', errors: LINK_SPENT },
    },
    async (request) => {
      const ipKey = `casilla:code:${request.ip}`;
      await waitFor([ipKey]);
      try {
        const result = await app.db.transaction((tx) => finishSignIn(tx, request.body.challenge, request.body.code));
        if ('wrong' in result) throw wrongCode(result);
        const { account, token } = result;
        await clearFailures(app.db, `casilla:signin:${account.document_type}:${account.document_number}`);
        return { token, account: accountAnswer(account) };
      } catch (error) {
        await recordFailure(app.db, ipKey, FAILURES);
        throw error;
      }
    },
  );

  r.delete(
    `${CASILLA_PATH}/sessions`,
    { schema: { description: 'Cierra la sesión de la casilla.', ...NO_CONTENT }, config: publicRoute },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await endSession(app.db, token);
      return reply.status(204).send();
    },
  );

  r.get(
    `${CASILLA_PATH}/me`,
    {
      schema: {
        description: 'La casilla de la sesión (token de la casilla en Authorization: Bearer).',
        response: { 200: z.object({ data: casillaAccount }) },
      },
      config: { ...publicRoute, errors: NO_SESSION },
    },
    async (request) => ({ data: accountAnswer(await holder(request)) }),
  );

  r.get(
    `${CASILLA_PATH}/submissions`,
    {
      schema: {
        description:
          'Mis trámites: lo enviado por la mesa de partes virtual con el documento y el correo de la casilla, con su estado y, ya registrado, el número de ingreso y su código de consulta.',
        response: { 200: z.object({ data: z.array(casillaSubmission) }) },
      },
      config: { ...publicRoute, errors: NO_SESSION },
    },
    async (request) => ({
      data: await casillaSubmissions(app.db, await holder(request), app.config.tracking.secret),
    }),
  );

  registerNotificationRoutes(app, CASILLA_PATH, holder);
  registerCasillaNotices(app);

  r.post(
    `${CASILLA_PATH}/password/forgot`,
    {
      schema: {
        description:
          'Envía un enlace para restablecer la contraseña al correo de la casilla del documento (la respuesta es la misma si no existe).',
        body: casillaForgotInput,
        response: { 202: message },
      },
      config: { ...publicRoute, errors: MAIL_FAILED },
    },
    async (request, reply) => {
      await countUse(app.db, `casilla:forgot:${request.ip}`, OPENINGS, TOO_MANY);
      const { document_type, document_number } = request.body;
      const found = await app.db.transaction((tx) => forgotPassword(tx, document_type, document_number));
      if (found)
        await send(request, resetMessage(app.config.appUrl, await institution(), found.account.email, found.token));
      return reply.status(202).send({
        message:
          'Si el documento tiene una casilla activa, enviamos un enlace a su correo para restablecer la contraseña.',
      });
    },
  );

  r.post(
    `${CASILLA_PATH}/password/reset`,
    {
      schema: {
        description: 'Una nueva contraseña con el secreto del enlace; cierra las sesiones abiertas de la casilla.',
        body: casillaResetInput,
        response: { 200: message },
      },
      config: { ...publicRoute, errors: LINK_SPENT },
    },
    async (request) => {
      await app.db.transaction((tx) => resetPassword(tx, request.body.token, request.body.password));
      return { message: 'Su contraseña fue restablecida. Ya puede ingresar a su casilla.' };
    },
  );
}
