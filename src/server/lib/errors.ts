/** The error classes handlers throw; plugins/errors.ts turns them into the docs/architecture.md §3 shape. */
import { ERROR_CODES, type ErrorCode, MESSAGES } from '@shared/errors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const unauthenticated = (message: string = MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
/** A 409 refusal that is not a version conflict (a state the record is not in, a duplicate…). */
export const conflict = (message: string) => new HttpError(409, message);
/** The only version conflict: the client's `version` is older than the stored one. */
export const staleVersion = () =>
  new HttpError(409, MESSAGES.staleVersion, undefined, undefined, ERROR_CODES.staleVersion);
export const tooManyRequests = (retryAfterSeconds: number, message: string = MESSAGES.tooManyAttempts) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** A 422 with errors on named fields, e.g. `invalid({ current_password: ['...'] })`. */
export const invalid = (errors: Record<string, string[]>, message: string = MESSAGES.validation) =>
  new HttpError(422, message, errors);
