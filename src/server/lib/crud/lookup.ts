/** `GET {base}/lookup?q=` (or `?id=`): the options of an autocomplete over a resource's active records. */

import { lookupOption, many } from '@shared/schemas/api';
import { queryId } from '@shared/zod';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from './answers';
import { searchCondition } from './list';
import type { CrudDefinition, CrudTable } from './types';

/** `'key', value, …` for `json_build_object`. */
function jsonPairs(values: Record<string, SQL | PgColumn>): SQL {
  return sql.join(
    Object.entries(values).map(([key, value]) => sql`${key}::text, ${value}`),
    sql`, `,
  );
}

export const lookupQuery = z.object({
  q: z.string().trim().max(100).optional(),
  // One record's option, active or not: how a form names a value it already holds.
  id: queryId().optional(),
});

export function registerLookup(
  app: FastifyInstance,
  base: string,
  table: CrudTable,
  lookup: NonNullable<CrudDefinition<z.ZodObject, z.ZodObject>['lookup']>,
): void {
  const { label, description, search = [label], filters, extra } = lookup;
  app.withTypeProvider<ZodTypeProvider>().get(
    `${base}/lookup`,
    {
      schema: {
        querystring: filters ? lookupQuery.extend(filters.schema.shape) : lookupQuery,
        ...answers(200, many(lookupOption)),
      },
      config: { permissions: lookup.permissions },
    },
    async (request) => {
      const query = request.query as { q?: string; id?: number } & Record<string, unknown>;
      const rows = await app.db
        .select({
          id: table.id,
          label: sql<string>`${label}`,
          description: sql<string | null>`${description ?? sql`null`}`,
          ...(extra && { extra: sql<Record<string, unknown>>`json_build_object(${jsonPairs(extra)})` }),
        })
        .from(table as PgTable)
        .where(
          query.id
            ? eq(table.id, query.id)
            : and(
                table.active ? eq(table.active, true) : undefined,
                searchCondition(query.q, search),
                ...(filters?.where(query) ?? []),
              ),
        )
        .orderBy(asc(sql`${label}`))
        .limit(20);
      return { data: rows };
    },
  );
}
