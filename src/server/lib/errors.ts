/** The error classes handlers throw; plugins/errors.ts turns them into the docs/architecture.md §3 shape. */
import { MESSAGES } from '@shared/errors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = (message: string = MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = MESSAGES.staleVersion) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = MESSAGES.tooManyAttempts) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** A 422 with errors on named fields, e.g. `invalid({ current_password: ['...'] })`. */
export const invalid = (errors: Record<string, string[]>, message: string = MESSAGES.validation) =>
  new HttpError(422, message, errors);
