import { typeOutput, typeOutputInput } from '@shared/schemas/catalogs';
import type { FastifyInstance } from 'fastify';
import { typeOutputs } from '../../db/schema';
import { codeAndNameList, resourceKeys } from '../../lib/crud/catalogue';
import { activeFilter } from '../../lib/crud/filters';
import { registerCrud } from '../../lib/crud/resource';
import { LOOKUP_PERMISSIONS } from '../../lib/lookup-access';

export async function typeOutputsRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    resource: 'type-outputs',
    table: typeOutputs,
    permissions: resourceKeys('type-outputs'),
    input: typeOutputInput,
    record: typeOutput,
    ...codeAndNameList(typeOutputs),
    defaultSort: 'name',
    filters: activeFilter(typeOutputs.active),
    unique: [{ field: 'code', column: typeOutputs.code, message: 'Ya existe un tipo de salida con ese código.' }],
    lookup: {
      permissions: LOOKUP_PERMISSIONS['type-outputs'],
      label: typeOutputs.name,
      description: typeOutputs.code,
    },
  });
}
