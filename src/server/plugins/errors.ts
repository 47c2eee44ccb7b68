/** One error handler: every failure leaves as `{ message, errors? }` in Spanish; 5xx never leak. */
import { MESSAGES } from '@shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.status)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ message: MESSAGES.validation, errors: validationErrors(error) });
    }
    if ((error as { code?: string }).code === '23505') {
      return reply.status(409).send({ message: 'Ya existe un registro con esos datos.' });
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
