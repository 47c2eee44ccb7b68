/** The entries list: scoped, filtered, searched and sorted, one page at a time. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entries } from '../../db/schema';
import { paginate } from '../../lib/crud/list';
import { callerOf } from '../../plugins/auth';
import { BASE, type EntryRow, READ } from './entry-access';
import { ENTRY_DEFAULT_SORT, ENTRY_SEARCH, ENTRY_SORTABLE, entryListQuery, listConditions } from './entry-list';
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
      search: ENTRY_SEARCH,
      sortable: ENTRY_SORTABLE,
      defaultSort: ENTRY_DEFAULT_SORT,
      rows: (where, order, limit, offset) =>
        app.db
          .select()
          .from(entries)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    });
    return { ...page, data: await present(app.db, caller, page.data) };
  });
}
