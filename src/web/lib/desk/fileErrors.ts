/** A 422 splits into the file inputs' errors (shown under them) and the rest (the form's fields). */
import { ApiError } from '../api';

export interface FileErrors {
  principal?: string;
  anexos?: string;
}

export function splitFileErrors(error: unknown): { files: FileErrors; rest: unknown } {
  if (!(error instanceof ApiError) || error.status !== 422) return { files: {}, rest: error };
  const { principal, anexos, ...others } = error.errors;
  const files = { principal: principal?.join(' '), anexos: anexos?.join(' ') };
  const rest = Object.keys(others).length > 0 ? new ApiError(422, error.message, others) : null;
  return { files, rest };
}
