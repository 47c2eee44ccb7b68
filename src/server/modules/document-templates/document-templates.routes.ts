/**
 * Document templates (Configuración → «Plantillas de documento», issue 28): the body a new draft
 * of a type starts from, per office (or the institution's, for offices without their own), with
 * merge fields (`{{destinatario}}`, `{{asunto}}`…); an unknown merge field is a 422 that names it.
 */
import { booleanParam } from '@shared/crud';
import { documentTemplateInput, documentTemplateRecord } from '@shared/schemas/drafts';
import { queryId } from '@shared/zod';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentTemplates, offices, typeOutputs } from '../../db/schema';
import { resourceKeys } from '../../lib/crud/catalogue';
import { exactFilters } from '../../lib/crud/filters';
import { assertExists, attachAllRelated, codeAndName } from '../../lib/crud/related';
import { registerCrud } from '../../lib/crud/resource';

export async function documentTemplatesRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    resource: 'document-templates',
    table: documentTemplates,
    permissions: resourceKeys('document-templates'),
    input: documentTemplateInput,
    record: documentTemplateRecord,
    search: [documentTemplates.name],
    sortable: { id: documentTemplates.id, name: documentTemplates.name, created_at: documentTemplates.created_at },
    defaultSort: 'name',
    filters: exactFilters({
      active: [booleanParam, documentTemplates.active],
      type_output_id: [queryId(), documentTemplates.type_output_id],
      office_id: [queryId(), documentTemplates.office_id],
    }),
    unique: [
      {
        field: 'type_output_id',
        column: documentTemplates.type_output_id,
        message: 'Ya existe una plantilla de ese tipo de documento para esa oficina.',
        scope: (input) =>
          input.office_id === null
            ? isNull(documentTemplates.office_id)
            : eq(documentTemplates.office_id, input.office_id),
      },
    ],
    validate: async (tx, input) => {
      await assertExists(tx, typeOutputs, input.type_output_id, 'type_output_id', 'El tipo de documento no existe.');
      await assertExists(tx, offices, input.office_id, 'office_id', 'La oficina no existe.');
    },
    present: (db, rows) =>
      attachAllRelated(db, rows, [
        codeAndName('type_output_id', 'type_output', typeOutputs),
        codeAndName('office_id', 'office', offices),
      ]),
  });
}
