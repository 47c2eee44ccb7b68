/** The write routes of `registerCrud`: create, update, activate/deactivate and delete, each one transaction with its audit row. */
import { versionSchema } from '@shared/crud';
import { one } from '@shared/schemas/api';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import { audit, diff } from '../audit/audit';
import { conflict, staleVersion } from '../errors';
import { answers, NO_CONTENT } from './answers';
import { actorOf, idParams, parseId } from './params';
import { assertUnique } from './related';
import type { CrudDefinition, Row } from './types';
import { type VersionedTable, versionedWrite } from './versioned-write';

export interface CrudWriteContext<Input extends z.ZodObject, Filters extends z.ZodObject> {
  app: FastifyInstance;
  def: CrudDefinition<Input, Filters>;
  base: string;
  find(tx: Executor, id: number): Promise<Row>;
  answer(db: Executor, held: readonly string[], row: Row): Promise<{ data: Record<string, unknown> | undefined }>;
}

export function registerCrudWrites<Input extends z.ZodObject, Filters extends z.ZodObject>(
  ctx: CrudWriteContext<Input, Filters>,
): void {
  const { app, def, base, find, answer } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { table, permissions } = def;
  const values = def.values ?? ((input: z.output<Input>) => input as Record<string, unknown>);
  const afterWrite = def.afterWrite ?? (async () => undefined);
  const skip = new Set(def.skip ?? []);
  const versioned = table as unknown as VersionedTable;
  const saved = (status: number) => answers(status, def.record && one(def.record));
  /** 409 when the record is administered elsewhere (`def.locked`). */
  const assertUnlocked = async (tx: Executor, existing: Row) => {
    if (!def.locked) return;
    const [shown] = def.present ? await def.present(tx, [existing]) : [existing];
    const reason = def.locked(shown!);
    if (reason) throw conflict(reason);
  };

  if (!skip.has('create')) {
    r.post(
      base,
      { schema: { body: def.input, ...saved(201) }, config: { permissions: permissions.create } },
      async (request, reply) => {
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
        return reply.status(201).send(await answer(app.db, callerOf(request).permissions, created));
      },
    );
  }

  r.put(
    `${base}/:id`,
    {
      schema: { params: idParams, body: def.input.extend(versionSchema.shape), ...saved(200) },
      config: { permissions: permissions.update },
    },
    async (request) => {
      const id = parseId(request.params.id);
      const { version, ...input } = request.body as z.output<Input> & { version: number };
      const updated = await app.db.transaction(async (tx) => {
        const existing = await find(tx, id);
        await assertUnlocked(tx, existing);
        if (existing.version !== version) throw staleVersion();
        await assertUnique(tx, table, def.unique ?? [], input as z.output<Input>, id);
        await def.validate?.(tx, input as z.output<Input>, existing);
        return versionedWrite(tx, {
          table: versioned,
          entity: def.resource,
          actor: actorOf(request),
          action: 'update',
          existing: existing as never,
          set: values(input as z.output<Input>) as never,
          version,
          after: (row) => afterWrite(tx, row as Row, input as z.output<Input>, existing),
        }) as Promise<Row>;
      });
      return answer(app.db, callerOf(request).permissions, updated);
    },
  );

  if (table.active) {
    for (const action of ['activate', 'deactivate'] as const) {
      r.post(
        `${base}/:id/${action}`,
        {
          schema: { params: idParams, body: versionSchema, ...saved(200) },
          config: { permissions: permissions.update },
        },
        async (request) => {
          const id = parseId(request.params.id);
          const updated = await app.db.transaction(async (tx) => {
            const existing = await find(tx, id);
            await assertUnlocked(tx, existing);
            if (existing.version !== request.body.version) throw staleVersion();
            return versionedWrite(tx, {
              table: versioned,
              entity: def.resource,
              actor: actorOf(request),
              action,
              existing: existing as never,
              set: { active: action === 'activate' } as never,
              version: request.body.version,
              after: async (row) => {
                await def.onActiveChange?.(tx, row as Row, action === 'activate');
                return undefined;
              },
            }) as Promise<Row>;
          });
          return answer(app.db, callerOf(request).permissions, updated);
        },
      );
    }
  }

  if (!skip.has('delete')) {
    r.delete(
      `${base}/:id`,
      { schema: { params: idParams, ...(def.record && NO_CONTENT) }, config: { permissions: permissions.update } },
      async (request, reply) => {
        const id = parseId(request.params.id);
        await app.db.transaction(async (tx) => {
          const existing = await find(tx, id);
          await assertUnlocked(tx, existing);
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
}
