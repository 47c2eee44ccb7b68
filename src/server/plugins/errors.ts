/** One error handler: every failure leaves as `{ message, errors? }` in Spanish; 5xx never leak. */
import { MESSAGES } from '@shared/errors';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@shared/zod';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, invalid } from '../lib/errors';

function validationErrors(error: { validation: { instancePath: string; message?: string }[] }) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] = [...(errors[field] ?? []), issue.message ?? 'El valor no es válido.'];
  }
  return errors;
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) with Spanish text. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no admitido.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo JSON está vacío.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la solicitud no es JSON válido.'],
  // @fastify/multipart (uploads): limits hit while reading the parts, or a malformed form.
  FST_REQ_FILE_TOO_LARGE: [413, 'El archivo supera el tamaño máximo permitido.'],
  FST_FILES_LIMIT: [413, 'Se enviaron más archivos de los permitidos.'],
  FST_FIELDS_LIMIT: [413, 'El formulario tiene demasiados campos.'],
  FST_PARTS_LIMIT: [413, 'El formulario tiene demasiadas partes.'],
  FST_PROTO_VIOLATION: [400, 'El formulario contiene un nombre de campo no permitido.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Envíe los archivos como multipart/form-data.'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Un campo del formulario no es JSON válido.'],
};

/**
 * PostgreSQL refusing a value the schemas let through: the last line of defence, so a route whose
 * schema misses a bound answers 422 (or 409), never 500. Drizzle wraps the driver's error in `cause`.
 */
const DATABASE_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'Ya existe un registro con esos datos.'],
  '22021': [422, 'El texto contiene caracteres no permitidos.'],
  '22P05': [422, 'El texto contiene caracteres no permitidos.'],
  '22003': [422, 'Un número está fuera del rango permitido.'],
  '22008': [422, 'Una fecha está fuera del rango permitido.'],
  '22007': [422, 'Una fecha no tiene un formato válido.'],
  '22P02': [422, 'Un valor no tiene el formato esperado.'],
  '22001': [422, 'Un texto supera la longitud permitida.'],
};

const IN_USE = 'No se puede eliminar: otros registros lo usan. Desactívelo en su lugar.';
const MISSING_REFERENCE = 'Un registro indicado no existe.';

/** The answer for a database refusal, found along the `cause` chain. */
function databaseAnswer(error: unknown): [number, string] | undefined {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === '23503') {
      // Deleting a row others point at, or pointing at a row that does not exist.
      return String(e.message).startsWith('update or delete') ? [409, IN_USE] : [422, MISSING_REFERENCE];
    }
    if (typeof e.code === 'string' && e.code in DATABASE_ERRORS) return DATABASE_ERRORS[e.code];
    e = e.cause as typeof e;
  }
  return undefined;
}

/** The first string (value or key) in a request part that PostgreSQL or UTF-8 cannot carry. */
function unsafeTextPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : path;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return path || '_';
    const found = unsafeTextPath(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Every route, present and future: NUL and lone surrogates never reach a handler (nor the
  // login throttle), whatever its schema says.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = unsafeTextPath(part, '');
      if (field !== undefined) throw invalid({ [field || '_']: [UNSAFE_TEXT_MESSAGE] });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...(error.code && { code: error.code }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ message: MESSAGES.validation, errors: validationErrors(error) });
    }
    const database = databaseAnswer(error);
    if (database) {
      const [status, message] = database;
      request.log.warn({ err: error }, 'database refused a value');
      return reply.status(status).send(status === 422 ? { message, errors: { _: [message] } } : { message });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode < 500)) {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
      if (status === 429) return reply.status(429).send({ message: MESSAGES.tooManyAttempts });
      return reply.status(status).send({ message: 'La solicitud no es válida.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.server });
  });
}
