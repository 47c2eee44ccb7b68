/**
 * API answers carry people's data: no browser or proxy cache may keep them (a shared computer, a
 * caching proxy). Answers that set their own policy (the public logo) keep it.
 */
import type { FastifyInstance } from 'fastify';

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
