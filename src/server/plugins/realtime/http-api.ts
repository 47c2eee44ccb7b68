/**
 * The Pusher HTTP API (docs/realtime.md, «HTTP API»), so other systems and the `pusher` server library can
 * publish: trigger, batch trigger and channel information, every request signed with the app secret.
 */
import { MESSAGES } from '@shared/errors';
import { z } from '@shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, invalid, notFound } from '../../lib/errors';
import type { BusMessage } from './bus';
import {
  CHANNEL_NAME,
  channelKind,
  MAX_CHANNELS_PER_EVENT,
  MAX_EVENT_DATA,
  MAX_EVENT_NAME,
  SOCKET_ID,
} from './protocol';
import { type ApiAuthFailure, verifyApiRequest } from './signatures';

const AUTH_FAILURES: Record<ApiAuthFailure, string> = {
  key: 'La clave de la aplicación no es válida.',
  timestamp: 'La marca de tiempo de la solicitud no es válida o está fuera de plazo.',
  body: 'El resumen MD5 del cuerpo no coincide.',
  signature: 'La firma de la solicitud no es válida.',
};

const channelName = z.string().regex(CHANNEL_NAME);
const eventName = z
  .string()
  .min(1)
  .max(MAX_EVENT_NAME)
  .refine((name) => !name.startsWith('pusher'), 'Los eventos que empiezan con "pusher" están reservados.');
/** Data is a string (usually JSON); an object is accepted and encoded. */
const eventData = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .transform((data) => (typeof data === 'string' ? data : JSON.stringify(data)));
const socketId = z.string().regex(SOCKET_ID).max(40);

const triggerBody = z
  .object({
    name: eventName,
    data: eventData,
    channels: z.array(channelName).min(1).max(MAX_CHANNELS_PER_EVENT).optional(),
    channel: channelName.optional(),
    socket_id: socketId.optional(),
    info: z.string().max(100).optional(),
  })
  .refine((body) => body.channels || body.channel, { message: 'Indique al menos un canal.', path: ['channels'] });

const batchBody = z.object({
  batch: z
    .array(z.object({ channel: channelName, name: eventName, data: eventData, socket_id: socketId.optional() }))
    .min(1)
    .max(10),
});

const appParams = z.object({ appId: z.string() });
const channelParams = appParams.extend({ channelName });
const infoQuery = z.object({ info: z.string().max(100).optional(), filter_by_prefix: z.string().max(164).optional() });

/** Raw bodies by request, for `body_md5`. */
const rawBodies = new WeakMap<object, string>();

function checkDataSize(data: string): void {
  if (Buffer.byteLength(data) > MAX_EVENT_DATA) throw new HttpError(413, MESSAGES.tooLarge);
}

const fieldsOf = (info: string | undefined) => new Set((info ?? '').split(',').filter(Boolean));

export async function triggerApiRoutes(app: FastifyInstance): Promise<void> {
  const credentials = app.config.realtime;
  const { realtime } = app;

  // This context keeps the raw body for the signature check, replacing the app's JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request.raw, body as string);
    try {
      done(null, (body as string).length > 0 ? JSON.parse(body as string) : {});
    } catch (err) {
      done(err as Error);
    }
  });

  app.addHook('preValidation', async (request) => {
    const { appId } = request.params as { appId?: string };
    if (appId !== credentials.appId) throw notFound('La aplicación no existe.');
    const url = new URL(request.url, 'http://localhost');
    const failure = verifyApiRequest(credentials, {
      method: request.method,
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      body: rawBodies.get(request.raw) ?? '',
    });
    if (failure) throw new HttpError(401, AUTH_FAILURES[failure]);
  });

  /** Subscribers on this instance, and for presence channels the users on every instance. */
  async function channelInfo(channel: string, fields: Set<string>) {
    const subscriptionCount = realtime.server.channels.count(channel);
    const userCount = channelKind(channel) === 'presence' ? (await realtime.presence.members(channel)).length : 0;
    return {
      occupied: subscriptionCount > 0 || userCount > 0,
      ...(fields.has('user_count') && channelKind(channel) === 'presence' ? { user_count: userCount } : {}),
      ...(fields.has('subscription_count') ? { subscription_count: subscriptionCount } : {}),
    };
  }

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/apps/:appId/events', { schema: { params: appParams, body: triggerBody } }, async (request) => {
    const { name, data, channels, channel, socket_id, info } = request.body;
    checkDataSize(data);
    const targets = channels ?? [channel as string];
    await realtime.dispatch([{ channels: targets, event: name, data, except: socket_id }]);
    if (!info) return {};
    const fields = fieldsOf(info);
    const entries = await Promise.all(
      targets.map(async (c) => {
        const { occupied: _, ...rest } = await channelInfo(c, fields);
        return [c, rest] as const;
      }),
    );
    return { channels: Object.fromEntries(entries) };
  });

  r.post('/apps/:appId/batch_events', { schema: { params: appParams, body: batchBody } }, async (request) => {
    const messages: BusMessage[] = request.body.batch.map((event) => {
      checkDataSize(event.data);
      return { channels: [event.channel], event: event.name, data: event.data, except: event.socket_id };
    });
    await realtime.dispatch(messages);
    return {};
  });

  r.get('/apps/:appId/channels', { schema: { params: appParams, querystring: infoQuery } }, async (request) => {
    const prefix = request.query.filter_by_prefix ?? '';
    const fields = fieldsOf(request.query.info);
    if (fields.has('user_count') && !prefix.startsWith('presence-')) {
      throw invalid({ info: ['user_count solo está disponible con filter_by_prefix=presence-.'] });
    }
    const channels: Record<string, { user_count?: number }> = {};
    for (const name of realtime.server.channels.names()) if (name.startsWith(prefix)) channels[name] = {};
    for (const { channel, users } of await realtime.presence.channels(prefix)) {
      channels[channel] = fields.has('user_count') ? { user_count: users } : {};
    }
    return { channels };
  });

  r.get(
    '/apps/:appId/channels/:channelName',
    { schema: { params: channelParams, querystring: infoQuery } },
    async (request) => channelInfo(request.params.channelName, fieldsOf(request.query.info)),
  );

  r.get('/apps/:appId/channels/:channelName/users', { schema: { params: channelParams } }, async (request) => {
    const channel = request.params.channelName;
    if (channelKind(channel) !== 'presence') {
      throw invalid({ channelName: ['Solo los canales de presencia tienen usuarios.'] });
    }
    const members = await realtime.presence.members(channel);
    return { users: members.map((m) => ({ id: m.user_id })) };
  });
}
