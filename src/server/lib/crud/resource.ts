/**
 * The one generic CRUD helper: from a definition it registers list, lookup, show, create, update,
 * activate/deactivate, delete and history routes under `/api/v1/{resource}`, with permission
 * checks, zod validation, unique-value field errors, optimistic locking (409), referenced-record
 * protection (409) and the audit trail, all in one transaction per write. See README.md here.
 */
import { listQuerySchema, type RecordAbilities } from '@shared/crud';
import { MESSAGES } from '@shared/errors';
import { can, type PermissionKey } from '@shared/permissions';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { callerOf } from '../../plugins/auth';
import { audit, type Changes, diff } from '../audit/audit';
import { conflict, notFound } from '../errors';
import { pageMeta, paginate, searchCondition } from './list';
import { assertUnique } from './related';

export type CrudTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updated_at: PgColumn;
  active?: PgColumn;
};

export type Row = Record<string, unknown> & { id: number; version: number; active?: boolean };

export interface UniqueRule<Input> {
  field: string;
  column: PgColumn;
  /** A fixed text, or one naming the record that already has the value. */
  message: string | ((taken: Row) => string);
  /** Narrows the uniqueness to a parent, e.g. a subseries code within its series. */
  scope?: (input: Input) => SQL | undefined;
}

export interface ReferenceRule {
  table: PgTable;
  column: PgColumn;
  message: string;
}

export interface CrudDefinition<Input extends z.ZodObject, Filters extends z.ZodObject> {
  /** URL segment and audit entity, the spec's English name: `type-entries`. */
  resource: string;
  table: CrudTable;
  permissions: {
    index: readonly PermissionKey[];
    show?: readonly PermissionKey[];
    create: readonly PermissionKey[];
    update: readonly PermissionKey[];
  };
  /** The shared zod schema of the editable fields; updates add `version`. */
  input: Input;
  search: readonly (PgColumn | SQL)[];
  sortable: Record<string, PgColumn | SQL>;
  defaultSort: string;
  filters?: { schema: Filters; where: (filters: z.output<Filters>) => (SQL | undefined)[] };
  unique?: UniqueRule<z.output<Input>>[];
  /** Records that point at this one: while any exists, delete answers 409 with `message`. */
  references?: ReferenceRule[];
  /** Rules beyond the schema (e.g. no cycles in a tree); throw `invalid({...})`. */
  validate?: (tx: Executor, input: z.output<Input>, existing: Row | null) => Promise<void>;
  /** Adds related data for display (names of referenced records…) to a page of rows. */
  present?: (db: Executor, rows: Row[]) => Promise<Row[]>;
  /**
   * Enables `GET /{resource}/lookup?q=` for autocompletes, over active records. `q` searches the
   * label unless `search` names what to search (e.g. an indexed expression with the document too).
   */
  lookup?: {
    label: SQL | PgColumn;
    description?: SQL | PgColumn;
    search?: readonly (PgColumn | SQL)[];
    /** More query parameters that narrow the options, e.g. `office_id` for the people of an office. */
    filters?: LookupFilters;
    /** Values each option carries in `extra` for the form that picks it, e.g. a type's response days. */
    extra?: Record<string, SQL | PgColumn>;
  };
  /** Column values from validated input when they differ from it (e.g. input carries child rows). */
  values?: (input: z.output<Input>) => Record<string, unknown>;
  /** Runs in the write's transaction after the row is saved (child rows…); returns extra audited changes. */
  afterWrite?: (tx: Executor, row: Row, input: z.output<Input>, existing: Row | null) => Promise<Changes | undefined>;
  /** Runs in the same transaction after activate/deactivate (e.g. revoke a user's sessions). */
  onActiveChange?: (tx: Executor, row: Row, active: boolean) => Promise<void>;
  /** Columns never sent to clients (e.g. `password_hash`). */
  hidden?: readonly string[];
  /** Routes the resource replaces with its own (e.g. users create with a temporary password). */
  skip?: readonly ('create' | 'delete')[];
}

export const idParams = z.object({ id: z.string().max(12) });

export interface LookupFilters {
  schema: z.ZodObject;
  where: (filters: Record<string, unknown>) => (SQL | undefined)[];
}

/** Typed `lookup.filters`: `where` receives what `schema` parsed from the query. */
export function lookupFilters<S extends z.ZodObject>(
  schema: S,
  where: (filters: z.output<S>) => (SQL | undefined)[],
): LookupFilters {
  return { schema, where: where as LookupFilters['where'] };
}

/** `'key', value, …` for `json_build_object`. */
function jsonPairs(values: Record<string, SQL | PgColumn>): SQL {
  return sql.join(
    Object.entries(values).map(([key, value]) => sql`${key}::text, ${value}`),
    sql`, `,
  );
}

/** Non-numeric ids are simply records that do not exist: 404, not 422. */
export function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export function actorOf(request: FastifyRequest) {
  return { id: request.auth?.user.id ?? null, ip: request.ip };
}

/** What custom routes of the same resource reuse so their answers match the generic ones. */
export interface CrudHelpers {
  find(tx: Executor, id: number): Promise<Row>;
  serialize(db: Executor, held: readonly string[], rows: Row[]): Promise<Record<string, unknown>[]>;
}

export function registerCrud<Input extends z.ZodObject, Filters extends z.ZodObject>(
  app: FastifyInstance,
  def: CrudDefinition<Input, Filters>,
): CrudHelpers {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { table, permissions } = def;
  const base = `/api/v1/${def.resource}`;
  const readPermissions = [...permissions.index, ...(permissions.show ?? []), ...permissions.update];
  const updateInput = def.input.extend({ version: z.number().int().positive() });
  const listQuery = def.filters ? listQuerySchema.extend(def.filters.schema.shape) : listQuerySchema;
  const present = def.present ?? (async (_db: Executor, rows: Row[]) => rows);
  const values = def.values ?? ((input: z.output<Input>) => input as Record<string, unknown>);
  const afterWrite = def.afterWrite ?? (async () => undefined);
  const skip = new Set(def.skip ?? []);

  const abilities = (held: readonly string[], row: Row): RecordAbilities => {
    const update = can(held, permissions.update);
    const hasActive = typeof row.active === 'boolean';
    return {
      update,
      activate: update && hasActive && row.active === false,
      deactivate: update && hasActive && row.active === true,
      delete: update,
    };
  };

  const hidden = def.hidden ?? [];
  const withAbilities = async (db: Executor, held: readonly string[], rows: Row[]) =>
    (await present(db, rows)).map((row) => {
      const visible: Record<string, unknown> = { ...row, can: abilities(held, row) };
      for (const column of hidden) delete visible[column];
      return visible;
    });

  async function find(tx: Executor, id: number): Promise<Row> {
    const [row] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))) as Row[];
    if (!row) throw notFound();
    return row;
  }

  r.get(base, { schema: { querystring: listQuery }, config: { permissions: permissions.index } }, async (request) => {
    const query = request.query as z.output<typeof listQuerySchema> & z.output<Filters>;
    const page = await paginate<Row>(app.db, {
      table: table as PgTable,
      query,
      where: def.filters?.where(query) ?? [],
      search: def.search,
      sortable: def.sortable,
      defaultSort: def.defaultSort,
    });
    return { ...page, data: await withAbilities(app.db, callerOf(request).permissions, page.data) };
  });

  if (def.lookup) {
    const { label, description, search = [label], filters, extra } = def.lookup;
    const lookupQuery = z.object({
      q: z.string().trim().max(100).optional(),
      // One record's option, active or not: how a form names a value it already holds.
      id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    });
    r.get(
      `${base}/lookup`,
      { schema: { querystring: filters ? lookupQuery.extend(filters.schema.shape) : lookupQuery } },
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

  r.get(`${base}/:id`, { schema: { params: idParams }, config: { permissions: readPermissions } }, async (request) => {
    const row = await find(app.db, parseId(request.params.id));
    const [data] = await withAbilities(app.db, callerOf(request).permissions, [row]);
    return { data };
  });

  if (!skip.has('create')) {
    r.post(
      base,
      { schema: { body: def.input }, config: { permissions: permissions.create } },
      async (request, reply) => {
        const { permissions: held } = callerOf(request);
        const input = request.body as z.output<Input>;
        const created = await app.db.transaction(async (tx) => {
          await assertUnique(tx, table, def.unique ?? [], input, null);
          await def.validate?.(tx, input, null);
          const [row] = (await tx
            .insert(table)
            .values(values(input) as never)
            .returning()) as Row[];
          const extra = await afterWrite(tx, row!, input, null);
          await audit(tx, actorOf(request), {
            entity: def.resource,
            entityId: row!.id,
            action: 'create',
            changes: { ...diff(null, row!), ...extra },
          });
          return row!;
        });
        const [data] = await withAbilities(app.db, held, [created]);
        return reply.status(201).send({ data });
      },
    );
  }

  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: updateInput }, config: { permissions: permissions.update } },
    async (request) => {
      const id = parseId(request.params.id);
      const { version, ...input } = request.body as z.output<Input> & { version: number };
      const updated = await app.db.transaction(async (tx) => {
        const existing = await find(tx, id);
        if (existing.version !== version) throw conflict(MESSAGES.staleVersion);
        await assertUnique(tx, table, def.unique ?? [], input as z.output<Input>, id);
        await def.validate?.(tx, input as z.output<Input>, existing);
        const [row] = (await tx
          .update(table)
          .set({
            ...values(input as z.output<Input>),
            version: sql`${table.version} + 1`,
            updated_at: sql`now()`,
          } as never)
          .where(and(eq(table.id, id), eq(table.version, version)))
          .returning()) as Row[];
        if (!row) throw conflict(MESSAGES.staleVersion);
        const extra = await afterWrite(tx, row, input as z.output<Input>, existing);
        await audit(tx, actorOf(request), {
          entity: def.resource,
          entityId: id,
          action: 'update',
          changes: { ...diff(existing, row), ...extra },
        });
        return row;
      });
      const [data] = await withAbilities(app.db, callerOf(request).permissions, [updated]);
      return { data };
    },
  );

  if (table.active) {
    for (const action of ['activate', 'deactivate'] as const) {
      r.post(
        `${base}/:id/${action}`,
        {
          schema: { params: idParams, body: z.object({ version: z.number().int().positive() }) },
          config: { permissions: permissions.update },
        },
        async (request) => {
          const id = parseId(request.params.id);
          const updated = await app.db.transaction(async (tx) => {
            const existing = await find(tx, id);
            if (existing.version !== request.body.version) throw conflict(MESSAGES.staleVersion);
            const [row] = (await tx
              .update(table)
              .set({
                active: action === 'activate',
                version: sql`${table.version} + 1`,
                updated_at: sql`now()`,
              } as never)
              .where(eq(table.id, id))
              .returning()) as Row[];
            await def.onActiveChange?.(tx, row!, action === 'activate');
            await audit(tx, actorOf(request), {
              entity: def.resource,
              entityId: id,
              action,
              changes: diff(existing, row!),
            });
            return row!;
          });
          const [data] = await withAbilities(app.db, callerOf(request).permissions, [updated]);
          return { data };
        },
      );
    }
  }

  if (!skip.has('delete')) {
    r.delete(
      `${base}/:id`,
      { schema: { params: idParams }, config: { permissions: permissions.update } },
      async (request, reply) => {
        const id = parseId(request.params.id);
        await app.db.transaction(async (tx) => {
          const existing = await find(tx, id);
          for (const ref of def.references ?? []) {
            const [used] = await tx.select({ one: sql`1` }).from(ref.table).where(eq(ref.column, id)).limit(1);
            if (used) throw conflict(ref.message);
          }
          await tx.delete(table).where(eq(table.id, id));
          await audit(tx, actorOf(request), {
            entity: def.resource,
            entityId: id,
            action: 'delete',
            changes: Object.fromEntries(Object.entries(diff(null, existing)).map(([k, [, v]]) => [k, [v, null]])),
          });
        });
        return reply.status(204).send();
      },
    );
  }

  r.get(
    `${base}/:id/history`,
    {
      schema: { params: idParams, querystring: listQuerySchema.pick({ page: true, per_page: true }) },
      config: { permissions: readPermissions },
    },
    async (request) => historyPage(app.db, def.resource, parseId(request.params.id), request.query),
  );

  return { find, serialize: withAbilities };
}

/** A record's audit trail, newest first, with the actor's name: the "Historial" tab. */
export async function historyPage(db: Executor, entity: string, id: number, query: { page: number; per_page: number }) {
  const where = and(eq(auditLogs.entity, entity), eq(auditLogs.entity_id, String(id)));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLogs).where(where);
  const data = await db
    .select({
      id: auditLogs.id,
      occurred_at: auditLogs.occurred_at,
      action: auditLogs.action,
      changes: auditLogs.changes,
      ip: auditLogs.ip,
      actor_id: auditLogs.actor_id,
      actor_name: sql<
        string | null
      >`(select u.names || ' ' || u.surnames from users u where u.id = ${auditLogs.actor_id})`,
    })
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { data, meta: pageMeta(query.page, query.per_page, total) };
}
