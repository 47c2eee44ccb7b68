/** What every record route reads from its request: the `:id` parameter and the acting user. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../errors';

export const idParams = z.object({ id: z.string().max(12) });

/** Non-numeric ids are simply records that do not exist: 404, not 422. */
export function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export function actorOf(request: FastifyRequest) {
  return { id: request.auth?.user.id ?? null, ip: request.ip };
}
