/**
 * Answers leave through the schema their route declares (docs/architecture.md §1): the value is
 * first turned into JSON (dates become strings) and then parsed by the route's zod response
 * schema, which drops every field the schema does not declare, so a column added to a table
 * never reaches a client by accident. An answer that does not match its schema is a bug: it is
 * logged and answered 500, and the API tests fail on it.
 */
import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

export class ResponseShapeError extends Error {
  constructor(method: string, url: string, cause: z.ZodError) {
    super(`${method} ${url}: the answer does not match its declared schema: ${cause.message}`, { cause });
  }
}

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data: unknown) => {
    const json = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
    const result = schema.safeParse(json);
    if (!result.success) throw new ResponseShapeError(method, url, result.error);
    return JSON.stringify(result.data);
  };
