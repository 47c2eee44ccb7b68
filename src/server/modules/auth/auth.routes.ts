import { messageAnswer } from '@shared/schemas/api';
import {
  forcedPasswordResetSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from '@shared/schemas/auth';
import { sessionAnswer } from '@shared/schemas/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_CONTENT } from '../../lib/crud/answers';
import { permissionsOf } from '../../lib/identity';
import { clientInfo } from '../../lib/request';
import { getSettings } from '../../lib/settings/settings';
import { countUse, throttleRule } from '../../lib/throttle';
import { parseInput } from '../../lib/validation';
import { callerOf } from '../../plugins/auth';
import { createAuthService, FORGOT_PASSWORD_ANSWER, RESET_DONE_ANSWER } from './auth.service';
import { sessionUser } from './auth.session';

const looseBody = z.record(z.string(), z.unknown());

/** Wrong credentials are a 422 on `password`; a deactivated account, 403. */
const LOGIN_ERRORS = { 403: 'La cuenta está desactivada.' };

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const auth = createAuthService({ db: app.db, config: app.config, mailer: app.mailer, log: app.log });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Forgot-password sends mail: bound it per client address, shared by every instance.
  const forgotRule = throttleRule(app.config.loginThrottle.perAccount, app.config.loginThrottle.windowMinutes);

  r.post(
    '/api/v1/login',
    {
      schema: { body: loginSchema, response: { 200: sessionAnswer } },
      config: { public: true, signIn: 'staff', errors: LOGIN_ERRORS },
    },
    (request) => auth.login(request.body, clientInfo(request)),
  );

  r.post('/api/v1/logout', { schema: NO_CONTENT, config: { allowPendingReset: true } }, async (request, reply) => {
    await auth.logout(callerOf(request).tokenId);
    return reply.status(204).send();
  });

  r.get(
    '/api/v1/user',
    { schema: { response: { 200: sessionAnswer } }, config: { allowPendingReset: true } },
    async (request) => {
      const { user } = callerOf(request);
      return { user: await sessionUser(app.db, user), permissions: await permissionsOf(app.db, user.id) };
    },
  );

  r.put(
    '/api/v1/password/reset',
    {
      schema: { body: looseBody, response: { 200: sessionAnswer } },
      config: { allowPendingReset: true, permissions: ['profile'] },
    },
    async (request) => {
      const { password_policy } = await getSettings(app.db);
      const input = parseInput(forcedPasswordResetSchema(password_policy), request.body);
      return auth.changePassword(callerOf(request).user, input, clientInfo(request));
    },
  );

  r.post(
    '/api/v1/forgot-password',
    { schema: { body: forgotPasswordSchema, response: { 200: messageAnswer } }, config: { public: true } },
    async (request) => {
      await countUse(app.db, `forgot:${request.ip}`, forgotRule);
      await auth.forgotPassword(request.body.email);
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  r.post(
    '/api/v1/reset-password',
    { schema: { body: looseBody, response: { 200: messageAnswer } }, config: { public: true } },
    async (request) => {
      const { password_policy } = await getSettings(app.db);
      await auth.resetPassword(parseInput(resetPasswordSchema(password_policy), request.body));
      return { message: RESET_DONE_ANSWER };
    },
  );
}
