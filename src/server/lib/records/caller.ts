/**
 * Who acts in a record service: the signed-in user with their permissions (`Auth`) and, when the
 * service runs for a request, the client's address for the audit trail. Services take a `Caller`
 * so other modules can call them inside their own transaction with their own caller.
 */
import type { FastifyRequest } from 'fastify';
import { type Auth, callerOf } from '../../plugins/auth';

export type Caller = Auth & { ip?: string | null };

/** The request's caller with its address. */
export const callerAt = (request: FastifyRequest): Caller => ({ ...callerOf(request), ip: request.ip });

export { actorOf } from '../audit/audit';
