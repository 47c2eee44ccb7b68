/**
 * DNI/RUC lookup (`GET /api/v1/id-lookup`): who a complete DNI or RUC belongs to, from Folio's
 * own citizens first, then from the external provider an installation configures (RENIEC/SUNAT
 * data through apis.net.pe; off by default). The form offers what it finds; it fills nothing alone.
 */
import { z } from '../zod';
import { documentProblem } from './citizens';

export const ID_LOOKUP_PATH = '/api/v1/id-lookup';

export const idLookupQuery = z
  .object({
    document_type: z.enum(['DNI', 'RUC']),
    number: z.string().trim().max(11),
  })
  .superRefine((q, ctx) => {
    const problem = documentProblem(q.document_type, q.number);
    if (problem) ctx.addIssue({ code: 'custom', path: ['number'], message: problem });
  });
export type IdLookupQuery = z.infer<typeof idLookupQuery>;

/** What was found: a citizen already registered, or the provider's data to fill a new one. */
export const idLookupResult = z.object({
  /** `registry`: Folio's citizens; `external`: the configured provider. */
  source: z.enum(['registry', 'external']),
  /** «Destinatarios de Folio», «RENIEC (apis.net.pe)», «SUNAT (apis.net.pe)». */
  source_label: z.string(),
  citizen_id: z.number().int().nullable(),
  person_type: z.enum(['NATURAL', 'JURIDICA']),
  document_type: z.enum(['DNI', 'RUC']),
  document_number: z.string(),
  names: z.string().nullable(),
  surnames: z.string().nullable(),
  business_name: z.string().nullable(),
  address: z.string().nullable(),
  ubigeo: z.string().nullable(),
  /** SUNAT's state and condition of a RUC («ACTIVO, HABIDO»), when the provider tells it. */
  status: z.string().nullable(),
});
export type IdLookupResult = z.infer<typeof idLookupResult>;

export const idLookupAnswer = z.object({
  data: idLookupResult.nullable(),
  /** What happened, in Spanish: where it was found, or where it was looked for in vain. */
  message: z.string(),
});
export type IdLookupAnswer = z.infer<typeof idLookupAnswer>;
