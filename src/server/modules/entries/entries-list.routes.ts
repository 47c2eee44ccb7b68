/** The entries list — scoped, filtered, searched and sorted — one page at a time or as a spreadsheet. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entries } from '../../db/schema';
import { paginate } from '../../lib/crud/list';
import { sendSpreadsheet } from '../../lib/export/spreadsheet';
import { callerOf } from '../../plugins/auth';
import { BASE, type EntryRow, READ, today } from './entry-access';
import { exportColumns, loadExportRows } from './entry-export';
import { ENTRY_DEFAULT_SORT, ENTRY_SORTABLE, entryListQuery, listConditions } from './entry-list';
import { present } from './entry-present';

export async function entriesListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, { schema: { querystring: entryListQuery }, config: { permissions: READ } }, async (request) => {
    const caller = callerOf(request);
    const query = request.query;
    const page = await paginate<EntryRow>(app.db, {
      table: entries,
      query,
      where: listConditions(query, caller),
      search: [],
      sortable: ENTRY_SORTABLE,
      defaultSort: ENTRY_DEFAULT_SORT,
    });
    return { ...page, data: await present(app.db, caller, page.data) };
  });

  // A static path: Fastify matches it before `/:id`, whatever the registration order.
  r.get(
    `${BASE}/export`,
    { schema: { querystring: entryListQuery }, config: { permissions: READ } },
    async (request, reply) =>
      sendSpreadsheet(reply, {
        filename: `ingresos-${today()}.xlsx`,
        sheetName: 'Ingresos',
        columns: exportColumns(),
        rows: await loadExportRows(app.db, callerOf(request), request.query),
      }),
  );
}
