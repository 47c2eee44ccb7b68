import { typeEntry, typeEntryInput } from '@shared/schemas/catalogs';
import type { FastifyInstance } from 'fastify';
import { typeEntries } from '../../db/schema';
import { resourceKeys } from '../../lib/crud/catalogue';
import { activeFilter } from '../../lib/crud/filters';
import { registerCrud } from '../../lib/crud/resource';
import { LOOKUP_PERMISSIONS } from '../../lib/lookup-access';

export async function typeEntriesRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    resource: 'type-entries',
    table: typeEntries,
    permissions: resourceKeys('type-entries'),
    input: typeEntryInput,
    record: typeEntry,
    search: [typeEntries.code, typeEntries.name],
    sortable: {
      id: typeEntries.id,
      code: typeEntries.code,
      name: typeEntries.name,
      response_days: typeEntries.response_days,
      created_at: typeEntries.created_at,
    },
    defaultSort: 'name',
    filters: activeFilter(typeEntries.active),
    unique: [{ field: 'code', column: typeEntries.code, message: 'Ya existe un tipo de ingreso con ese código.' }],
    // The entry form takes the type's response days as its default deadline.
    lookup: {
      permissions: LOOKUP_PERMISSIONS['type-entries'],

      label: typeEntries.name,
      description: typeEntries.code,
      extra: { response_days: typeEntries.response_days },
    },
  });
}
