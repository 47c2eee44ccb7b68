import type { FastifyRequest } from 'fastify';

/** Where a request came from, as a login records it. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
