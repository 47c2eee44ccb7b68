/** `GET /outputs/export`: the list as the caller sees it (scope, filters, search, sort) as an .xlsx file. */
import { ENTRY_PRIORITIES } from '@shared/schemas/entries';
import { OUTPUT_STATES } from '@shared/schemas/outputs';
import { calendarDate } from '@shared/working-days';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  citizenDisplayName,
  citizens,
  entries,
  offices,
  outputRecipients,
  outputs,
  typeOutputs,
  users,
} from '../../db/schema';
import { orderBy } from '../../lib/crud/list';
import { assertExportable, EXPORT_LIMIT, labelOf } from '../../lib/export/limit';
import { sendSpreadsheet } from '../../lib/export/spreadsheet';
import { callerOf } from '../../plugins/auth';
import { BASE } from './output-common';
import { DEFAULT_SORT, listCondition, outputListQuery, SORTABLE } from './output-list';
import { READ } from './output-scope';

const signer = alias(users, 'signer');

export async function outputExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${BASE}/export`,
    { schema: { querystring: outputListQuery }, config: { permissions: READ } },
    async (request, reply) => {
      const where = listCondition(request.query, callerOf(request));
      const order = orderBy(request.query.sort, SORTABLE, DEFAULT_SORT);
      await assertExportable(app.db, outputs, where);
      const rows = await app.db
        .select({
          number: outputs.number,
          issued_at: outputs.issued_at,
          type: typeOutputs.name,
          reference: outputs.reference,
          document_date: outputs.document_date,
          subject: outputs.subject,
          origin_office: sql<string>`${offices.code} || ' - ' || ${offices.name}`,
          recipients: sql<
            string | null
          >`(select string_agg(${citizenDisplayName}, '; ' order by ${outputRecipients.id}) from ${outputRecipients} join ${citizens} on ${citizens.id} = ${outputRecipients.citizen_id} where ${outputRecipients.output_id} = ${outputs.id})`,
          signer: sql<string | null>`${signer.names} || ' ' || ${signer.surnames}`,
          priority: outputs.priority,
          state: outputs.state,
          folios: outputs.folios,
          entry: entries.number,
        })
        .from(outputs)
        .innerJoin(typeOutputs, eq(typeOutputs.id, outputs.type_output_id))
        .innerJoin(offices, eq(offices.id, outputs.origin_office_id))
        .leftJoin(signer, eq(signer.id, outputs.signer_id))
        .leftJoin(entries, eq(entries.id, outputs.entry_id))
        .where(where)
        .orderBy(...order)
        .limit(EXPORT_LIMIT);
      return sendSpreadsheet(reply, {
        filename: `salidas-${calendarDate(new Date())}.xlsx`,
        sheetName: 'Salidas',
        title: 'Salidas documentales',
        columns: [
          { header: 'Número', value: (o) => o.number },
          { header: 'Fecha de emisión', value: (o) => o.issued_at },
          { header: 'Tipo', value: (o) => o.type },
          { header: 'Referencia', value: (o) => o.reference },
          { header: 'Fecha del documento', value: (o) => o.document_date },
          { header: 'Asunto', value: (o) => o.subject },
          { header: 'Oficina de origen', value: (o) => o.origin_office },
          { header: 'Destinatarios', value: (o) => o.recipients },
          { header: 'Firmante', value: (o) => o.signer },
          { header: 'Prioridad', value: (o) => labelOf(ENTRY_PRIORITIES, o.priority) },
          { header: 'Estado', value: (o) => labelOf(OUTPUT_STATES, o.state) },
          { header: 'Folios', width: 8, value: (o) => o.folios },
          { header: 'En respuesta a', value: (o) => o.entry },
        ],
        rows,
      });
    },
  );
}
