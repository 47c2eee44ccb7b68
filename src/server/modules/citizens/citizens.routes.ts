import { type CitizenInput, citizenInput, citizenName, citizenRecord } from '@shared/schemas/citizens';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { citizenDisplayName, citizenSearchText, citizens } from '../../db/schema';
import { resourceKeysWithShow } from '../../lib/crud/catalogue';
import { exactFilters } from '../../lib/crud/filters';
import { registerCrud } from '../../lib/crud/resource';
import { LOOKUP_PERMISSIONS } from '../../lib/lookup-access';

export async function citizensRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    resource: 'citizens',
    table: citizens,
    permissions: resourceKeysWithShow('citizens'),
    input: citizenInput,
    record: citizenRecord,
    // One expression with its own trigram index (see db/schema/citizens.ts).
    search: [citizenSearchText],
    sortable: {
      id: citizens.id,
      name: citizenDisplayName,
      document_number: citizens.document_number,
      created_at: citizens.created_at,
    },
    defaultSort: 'name',
    filters: exactFilters({
      person_type: [z.enum(['NATURAL', 'JURIDICA']), citizens.person_type],
      document_type: [z.enum(['DNI', 'RUC', 'CE', 'PASAPORTE', 'OTRO']), citizens.document_type],
    }),
    unique: [
      {
        field: 'document_number',
        column: citizens.document_number,
        scope: (input) => eq(citizens.document_type, input.document_type),
        message: (taken) =>
          `Ya existe un destinatario con ese documento: ${citizenName(taken as unknown as CitizenInput)}`,
      },
    ],
    values: (input) => ({
      ...input,
      // A legal person has no names: what the form kept while switching types is not saved.
      ...(input.person_type === 'JURIDICA' ? { names: null, surnames: null } : {}),
      // A chosen distrito replaces the place typed as text before the ubigeo existed.
      ...(input.ubigeo ? { district: null, province: null, department: null } : {}),
    }),
    lookup: {
      permissions: LOOKUP_PERMISSIONS.citizens,

      label: citizenDisplayName,
      description: sql<string>`(${citizens.document_type} || ' ' || ${citizens.document_number})`,
      search: [citizenSearchText],
    },
  });
}
