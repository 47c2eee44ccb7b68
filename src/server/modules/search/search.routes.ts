/**
 * The shell's global search (docs/global-search.md): `GET /api/v1/search?q=` asks each document
 * module the caller may list for the first records its list's own search finds, inside the
 * caller's scope (lib/records/reads.ts `find`), and answers them grouped by module, a group with
 * the number searched first. A module whose list the caller may not read has no group.
 */
import { can } from '@shared/permissions';
import { ROUTES_BY_NAME } from '@shared/routes';
import { type GlobalSearchGroup, globalSearchAnswer, globalSearchQuery } from '@shared/schemas/search';
import { SEARCH_GROUP_SIZE, SEARCH_MODULES } from '@shared/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { answers } from '../../lib/crud/answers';
import { recordNumberOf } from '../../lib/crud/list';
import { documentModules } from '../../lib/records/registry';
import { type Auth, callerOf } from '../../plugins/auth';

/** Every searched module's group with what it finds, in the table's order; empty groups left out. */
export async function globalSearch(db: Executor, caller: Auth, q: string): Promise<GlobalSearchGroup[]> {
  const registered = new Map(documentModules().map((module) => [module.resource, module]));
  const exact = recordNumberOf(q);
  const groups = await Promise.all(
    SEARCH_MODULES.map(async ({ resource, route }): Promise<GlobalSearchGroup | undefined> => {
      const module = registered.get(resource);
      if (!module?.find || !can(caller.permissions, module.read ?? [])) return undefined;
      const found = await module.find(db, caller, q, SEARCH_GROUP_SIZE + 1);
      const results = found
        .map((record) => ({ ...record, exact: record.number.toUpperCase() === exact }))
        .sort((a, b) => Number(b.exact) - Number(a.exact))
        .slice(0, SEARCH_GROUP_SIZE);
      const title = ROUTES_BY_NAME.get(`${route}-index`)?.title ?? resource;
      return { module: resource, title, more: found.length > SEARCH_GROUP_SIZE, results };
    }),
  );
  const shown = groups.filter((group): group is GlobalSearchGroup => group !== undefined && group.results.length > 0);
  const exactFirst = (group: GlobalSearchGroup) => Number(group.results.some((record) => record.exact));
  return shown.sort((a, b) => exactFirst(b) - exactFirst(a));
}

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/search',
      { schema: { querystring: globalSearchQuery, ...answers(200, globalSearchAnswer) } },
      async (request) => ({ data: await globalSearch(app.db, callerOf(request), request.query.q) }),
    );
}
