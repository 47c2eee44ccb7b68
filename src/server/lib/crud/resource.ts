/**
 * The one generic CRUD helper: from a definition it registers list, lookup, show, create, update,
 * activate/deactivate, delete and history routes under `/api/v1/{resource}`, with permission
 * checks, zod validation, unique-value field errors, optimistic locking (409), referenced-record
 * protection (409) and the audit trail, all in one transaction per write. See README.md here.
 */
import { type CatalogueAbilities, listQuerySchema } from '@shared/crud';
import { can, type PermissionKey } from '@shared/permissions';
import { historyEntry, one, page } from '@shared/schemas/api';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import { notFound } from '../errors';
import { answers } from './answers';
import { historyPage } from './history';
import { paginate } from './list';
import { registerLookup } from './lookup';
import { idParams, parseId } from './params';
import type { CrudDefinition, Row } from './types';
import { registerCrudWrites } from './writes';

export { historyPage } from './history';
export { actorOf, idParams, parseId } from './params';
export * from './types';

/** What custom routes of the same resource reuse so their answers match the generic ones. */
export interface CrudHelpers {
  find(tx: Executor, id: number): Promise<Row>;
  serialize(db: Executor, held: readonly string[], rows: Row[]): Promise<Record<string, unknown>[]>;
}

function abilities(
  held: readonly string[],
  update: readonly PermissionKey[],
  row: Row,
  locked: boolean,
): CatalogueAbilities {
  const allowed = !locked && can(held, update);
  const hasActive = typeof row.active === 'boolean';
  return {
    update: allowed,
    activate: allowed && hasActive && row.active === false,
    deactivate: allowed && hasActive && row.active === true,
    delete: allowed,
  };
}

export function registerCrud<Input extends z.ZodObject, Filters extends z.ZodObject>(
  app: FastifyInstance,
  def: CrudDefinition<Input, Filters>,
): CrudHelpers {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { table, permissions } = def;
  const base = `/api/v1/${def.resource}`;
  const readPermissions = [...new Set([...permissions.index, ...(permissions.show ?? []), ...permissions.update])];
  const listQuery = def.filters ? listQuerySchema.extend(def.filters.schema.shape) : listQuerySchema;
  const present = def.present ?? (async (_db: Executor, rows: Row[]) => rows);
  const hidden = def.hidden ?? [];

  const serialize = async (db: Executor, held: readonly string[], rows: Row[]) =>
    (await present(db, rows)).map((row) => {
      const visible: Record<string, unknown> = {
        ...row,
        can: abilities(held, permissions.update, row, def.locked?.(row) != null),
      };
      for (const column of hidden) delete visible[column];
      return visible;
    });
  const answer = async (db: Executor, held: readonly string[], row: Row) => ({
    data: (await serialize(db, held, [row]))[0],
  });

  async function find(tx: Executor, id: number): Promise<Row> {
    const [row] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))) as Row[];
    if (!row) throw notFound();
    return row;
  }

  const record = def.record;
  r.get(
    base,
    {
      schema: { querystring: listQuery, ...answers(200, record && page(record)) },
      config: { permissions: permissions.index },
    },
    async (request) => {
      const query = request.query as z.output<typeof listQuerySchema> & z.output<Filters>;
      const rows = await paginate<Row>(app.db, {
        table: table as PgTable,
        query,
        where: def.filters?.where(query) ?? [],
        search: def.search,
        sortable: def.sortable,
        defaultSort: def.defaultSort,
      });
      return { ...rows, data: await serialize(app.db, callerOf(request).permissions, rows.data) };
    },
  );

  if (def.lookup) registerLookup(app, base, table, def.lookup);

  r.get(
    `${base}/:id`,
    { schema: { params: idParams, ...answers(200, record && one(record)) }, config: { permissions: readPermissions } },
    async (request) => answer(app.db, callerOf(request).permissions, await find(app.db, parseId(request.params.id))),
  );

  registerCrudWrites({ app, def, base, find, answer });

  r.get(
    `${base}/:id/history`,
    {
      schema: {
        params: idParams,
        querystring: listQuerySchema.pick({ page: true, per_page: true }),
        ...answers(200, page(historyEntry)),
      },
      config: { permissions: readPermissions },
    },
    async (request) => historyPage(app.db, def.resource, parseId(request.params.id), request.query),
  );

  return { find, serialize };
}
