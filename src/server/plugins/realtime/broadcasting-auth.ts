/** `POST /api/broadcasting/auth`: signs private and presence subscriptions for the caller (docs/realtime.md, «Subscriptions and signatures»). */
import { subscriptionAuth } from '@shared/schemas/realtime';
import { z } from '@shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors';
import { callerOf } from '../auth';
import { mayJoin, presenceInfo } from './channels';
import { CHANNEL_NAME, channelKind, SOCKET_ID } from './protocol';
import { signSubscription } from './signatures';

const authBody = z.object({
  socket_id: z.string().regex(SOCKET_ID).max(40),
  channel_name: z.string().regex(CHANNEL_NAME),
});

export async function broadcastingAuthRoutes(app: FastifyInstance): Promise<void> {
  // pusher-js posts a form; JSON works too, as in Laravel.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/broadcasting/auth',
    // The realtime connection opens at start-up, before a pending password change is done.
    { schema: { body: authBody, response: { 200: subscriptionAuth } }, config: { allowPendingReset: true } },
    async (request) => {
      const auth = callerOf(request);
      const { socket_id, channel_name } = request.body;
      if (!mayJoin(auth, channel_name)) throw forbidden('No tiene permiso para suscribirse a este canal.');
      const credentials = app.config.realtime;
      if (channelKind(channel_name) !== 'presence') {
        return { auth: signSubscription(credentials, socket_id, channel_name) };
      }
      const channelData = JSON.stringify({ user_id: String(auth.user.id), user_info: presenceInfo(auth.user) });
      return { auth: signSubscription(credentials, socket_id, channel_name, channelData), channel_data: channelData };
    },
  );
}
