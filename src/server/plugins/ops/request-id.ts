/**
 * Request ids and the request log: each request keeps a valid incoming `X-Request-Id` (a proxy's)
 * or gets a new one, answered in `X-Request-Id` and in every error body (`request_id`, the one error
 * shape of @shared/errors), and leaves one JSON log line when answered: method, route template,
 * status, milliseconds, request id and the user when known. The web shows the id in its error
 * toast («Código de error: …»), so a clerk's report leads to the line.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's id when it is a sane token, else a new uuid. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
}

/** Adds `request_id` to a JSON error body (`{ message, … }`), whichever route or hook wrote it. */
function withRequestId(payload: unknown, id: string): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (typeof body.message !== 'string' || 'request_id' in body) return payload;
    return JSON.stringify({ ...body, request_id: id });
  } catch {
    return payload;
  }
}

export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (request, reply, payload) =>
    reply.statusCode >= 400 ? withRequestId(payload, request.id) : payload,
  );
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'not-found',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.auth && { user_id: request.auth.user.id }),
    };
    request.log.info(line, 'request');
  });
}
