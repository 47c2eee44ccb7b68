/**
 * A route's declared success answer (`schema.response`), spread into its schema:
 * `schema: { params, ...answers(200, one(entry)) }`. Every route declares one (docs/architecture.md
 * §1); `undefined` leaves the route among those `src/server/test/openapi-pending.ts` still lists.
 */
import { z } from 'zod';

export function answers(status: number, schema: z.ZodType | undefined): { response?: Record<number, z.ZodType> } {
  return schema ? { response: { [status]: schema } } : {};
}

/** No body: `204` after a delete or a logout. */
export const NO_CONTENT = { response: { 204: z.undefined().meta({ description: 'Sin contenido.' }) } };

/** A file answered as it is (a PDF, a spreadsheet, an attachment). */
export const fileAnswer = (description: string, type = 'application/octet-stream') => ({
  response: { 200: { description, content: { [type]: { schema: z.string().meta({ format: 'binary' }) } } } },
});
