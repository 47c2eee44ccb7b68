/**
 * The one API client (docs/architecture.md §8.3): JSON in and out, the bearer token when logged in, cookies sent.
 * Failures throw `ApiError`; a 401 on an authenticated call ends the session (the guards then
 * send the user to login).
 */
import { type ApiErrorBody, ERROR_CODES, type ErrorCode, MESSAGES } from '@shared/errors';
import { clearSession, getSession } from './session';

export const NETWORK_ERROR_MESSAGE =
  'No se pudo conectar con el servidor. Verifique su conexión e inténtelo nuevamente.';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly code: ErrorCode | null;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, code: ErrorCode | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

/** Someone changed the record since it was read: the only failure that offers to reload it. */
export const isStaleVersion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ERROR_CODES.staleVersion;

const FALLBACK_MESSAGES: Record<number, string> = {
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.tooLarge,
  422: MESSAGES.validation,
  429: MESSAGES.tooManyAttempts,
};

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const fallback = FALLBACK_MESSAGES[status] ?? MESSAGES.server;
  if (!isErrorBody(body)) return new ApiError(status, fallback);
  return new ApiError(status, body.message || fallback, body.errors ?? {}, body.code ?? null);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Sent as JSON; a Blob (a File) is sent as is, with its own type as Content-Type; FormData is
   * sent as multipart (the browser writes its Content-Type with the boundary).
   */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * `blob` answers the body of a successful response as a Blob (a PDF…), `file` as an `ApiFile`
   * with the name the server gave it (an export); errors stay JSON.
   */
  responseType?: 'json' | 'blob' | 'file';
  /** For `blob` and `file`: the bytes received so far and the total (Content-Length) when known. */
  onProgress?: (loaded: number, total: number | null) => void;
  /**
   * Sent instead of the staff session's token (the citizen's casilla session); `null` sends none.
   * A 401 then never ends the staff session.
   */
  bearer?: string | null;
}

export interface ApiFile {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  name: string | null;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` preferred). */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}

export async function api<T>(
  path: string,
  { method = 'GET', body, signal, responseType = 'json', onProgress, bearer }: RequestOptions = {},
): Promise<T> {
  const token = bearer === undefined ? getSession().token : null;
  const sent = bearer === undefined ? token : bearer;
  const raw = body instanceof Blob || body instanceof FormData;
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: responseType === 'json' ? 'application/json' : '*/*',
  };
  if (body instanceof Blob) headers['Content-Type'] = body.type || 'application/octet-stream';
  else if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  if (sent) headers.Authorization = `Bearer ${sent}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: raw ? body : body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  return readAnswer<T>(response, token, responseType, onProgress);
}

/** The body as a Blob, read chunk by chunk to tell the progress. */
async function readBlob(response: Response, onProgress?: RequestOptions['onProgress']): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

/** A response read as `api` reads it: JSON or a file, an `ApiError`, a 401 ending the session. */
export async function readAnswer<T>(
  response: Response,
  token: string | null,
  responseType: RequestOptions['responseType'] = 'json',
  onProgress?: RequestOptions['onProgress'],
): Promise<T> {
  if (response.ok && responseType === 'blob') return (await readBlob(response, onProgress)) as T;
  if (response.ok && responseType === 'file') {
    const name = dispositionFileName(response.headers.get('content-disposition'));
    return { blob: await readBlob(response, onProgress), name } satisfies ApiFile as T;
  }
  const data = await readBody(response);
  if (response.ok) return data as T;
  if (response.status === 401 && token) clearSession();
  throw toApiError(response.status, data);
}

/** The Spanish message to show for any failure. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.server;
}
