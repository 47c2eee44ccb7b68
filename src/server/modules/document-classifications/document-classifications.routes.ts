import { booleanParam } from '@shared/crud';
import { documentClassification, documentClassificationInput } from '@shared/schemas/catalogs';
import type { FastifyInstance } from 'fastify';
import { documentClassifications as classifications } from '../../db/schema';
import { resourceKeys } from '../../lib/crud/catalogue';
import { exactFilters } from '../../lib/crud/filters';
import { registerCrud } from '../../lib/crud/resource';
import { LOOKUP_PERMISSIONS } from '../../lib/lookup-access';

export async function documentClassificationsRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    resource: 'document-classifications',
    table: classifications,
    permissions: resourceKeys('document-classifications'),
    input: documentClassificationInput,
    record: documentClassification,
    search: [classifications.name, classifications.description],
    sortable: {
      id: classifications.id,
      name: classifications.name,
      restricted: classifications.restricted,
      created_at: classifications.created_at,
    },
    defaultSort: 'name',
    filters: exactFilters({
      active: [booleanParam, classifications.active],
      restricted: [booleanParam, classifications.restricted],
    }),
    unique: [{ field: 'name', column: classifications.name, message: 'Ya existe una clasificación con ese nombre.' }],
    lookup: {
      permissions: LOOKUP_PERMISSIONS['document-classifications'],
      label: classifications.name,
    },
  });
}
