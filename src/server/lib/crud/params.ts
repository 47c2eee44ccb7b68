/** What every record route reads from its request: the `:id` parameter and the acting user. */
import type { FastifyRequest } from 'fastify';

export { idParams, parseId } from '../ids';

export function actorOf(request: FastifyRequest) {
  return { id: request.auth?.user.id ?? null, ip: request.ip };
}
