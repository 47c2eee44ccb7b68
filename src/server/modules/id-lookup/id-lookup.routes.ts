/**
 * `GET /api/v1/id-lookup?document_type=DNI&number=…`: for whoever registers citizens, senders or
 * recipients. Every call counts against the caller in the shared throttle table
 * (`ID_LOOKUP_MAX_PER_USER` within 15 minutes), since the external provider is paid per query
 * and answers personal data.
 */

import type { PermissionKey } from '@shared/permissions';
import { ID_LOOKUP_PATH, idLookupAnswer, idLookupQuery } from '@shared/schemas/id-lookup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countUse, throttleRule } from '../../lib/throttle';
import { callerOf } from '../../plugins/auth';
import { idLookupProvider } from './id-lookup.provider';
import { lookupDocument } from './id-lookup.service';

/** Who registers a citizen, the sender of an entry or the recipient of an output (their forms offer it). */
export const ID_LOOKUP_PERMISSIONS: PermissionKey[] = [
  'citizens-create',
  'citizens-update',
  'entries-create',
  'entries-create-office',
  'outputs-create',
  'outputs-create-office',
];

const WINDOW_MINUTES = 15;

export async function idLookupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = idLookupProvider(app.config.idLookup.provider);
  const rule = throttleRule(app.config.idLookup.perUser, WINDOW_MINUTES);

  r.get(
    ID_LOOKUP_PATH,
    {
      schema: {
        description:
          'Consulta de DNI o RUC: primero en Destinatarios; si no está y hay un proveedor configurado (ID_LOOKUP_PROVIDER), en RENIEC o SUNAT a través de él. Limitada por usuario.',
        querystring: idLookupQuery,
        response: { 200: idLookupAnswer },
      },
      config: {
        permissions: ID_LOOKUP_PERMISSIONS,
        errors: {
          502: 'El servicio de consulta rechazó la credencial configurada.',
          503: 'El servicio de consulta no respondió o no está disponible.',
        },
      },
    },
    async (request) => {
      await countUse(
        app.db,
        `id-lookup:${callerOf(request).user.id}`,
        rule,
        'Demasiadas consultas de documentos seguidas. Espere un momento.',
      );
      return lookupDocument(app.db, provider, request.query);
    },
  );
}
