/**
 * Long exports stop when nobody waits for them: `clientGone(reply)` is an AbortSignal that aborts
 * when the connection closes before the answer is sent (the user pressed «Cancelar», closed the
 * tab or lost the network). An export checks it between its steps and rows (`stopIfGone`), so the
 * server drops the work instead of finishing a file no one will read.
 */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors';

/** 499 (nginx's «client closed request»): logged as a client error, never answered. */
export const gone = () => new HttpError(499, 'La descarga se canceló.');

export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const raw = reply.raw;
  raw.once('close', () => {
    if (!raw.writableFinished) controller.abort(gone());
  });
  return controller.signal;
}

/** Throws when the client is gone. */
export function stopIfGone(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw gone();
}
