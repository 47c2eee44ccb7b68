/**
 * The annual transfer schedule (`/api/v1/archive-transfers/schedule`): which office delivers which
 * series (or all its closed units) in which month. Everyone who reads transfers reads it; the
 * archive (`archive-transfers-update`) keeps it. Each line is versioned (409) and audited.
 */
import { versionSchema } from '@shared/crud';
import { many, one } from '@shared/schemas/api';
import { scheduleInput, transferScheduleEntry } from '@shared/schemas/archive-transfers';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { offices, archiveTransferSchedules as schedules, series } from '../../db/schema';
import { audit, auditCreation, diff } from '../../lib/audit/audit';
import { answers, NO_CONTENT } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/params';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { invalid, notFound } from '../../lib/errors';
import { actorOf, callerAt } from '../../lib/records/caller';
import { checkReferences, type FieldErrors } from '../../lib/records/references';
import { READ, RECEIVE } from './archive-transfers.scope';
import { BASE } from './archive-transfers.transitions';

const ENTITY = 'archive-transfer-schedules';
const PATH = `${BASE}/schedule`;
const yearQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

async function check(tx: Executor, input: z.output<typeof scheduleInput>, id: number | null) {
  const errors: FieldErrors = {};
  await checkReferences(tx, errors, [
    [offices, input.office_id, 'office_id', 'La oficina no existe.'],
    [series, input.series_id, 'series_id', 'La serie no existe.'],
  ]);
  const [taken] = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        eq(schedules.year, input.year),
        eq(schedules.office_id, input.office_id),
        sql`coalesce(${schedules.series_id}, 0) = ${input.series_id ?? 0}`,
        id === null ? undefined : sql`${schedules.id} <> ${id}`,
      ),
    );
  if (taken) errors.series_id = ['Esta oficina ya tiene programada esa serie en el año.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const list = (db: Executor, year: number) =>
  db
    .select({
      id: schedules.id,
      year: schedules.year,
      month: schedules.month,
      office_id: schedules.office_id,
      series_id: schedules.series_id,
      notes: schedules.notes,
      version: schedules.version,
      office: sql<{
        code: string;
        name: string;
      }>`json_build_object('id', ${offices.id}, 'code', ${offices.code}, 'name', ${offices.name})`,
      series: sql<{
        code: string;
        name: string;
      } | null>`(select json_build_object('id', s.id, 'code', s.code, 'name', s.name) from ${series} s where s.id = ${schedules.series_id})`,
    })
    .from(schedules)
    .innerJoin(offices, eq(offices.id, schedules.office_id))
    .where(eq(schedules.year, year))
    .orderBy(asc(schedules.month), asc(offices.code));

async function found(db: Executor, id: number) {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export function registerScheduleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PATH,
    { schema: { querystring: yearQuery, ...answers(200, many(transferScheduleEntry)) }, config: { permissions: READ } },
    async (request) => ({
      data: await list(app.db, request.query.year),
    }),
  );
  r.post(
    PATH,
    { schema: { body: scheduleInput, ...answers(201, one(transferScheduleEntry)) }, config: { permissions: RECEIVE } },
    async (request, reply) => {
      const caller = callerAt(request);
      const row = await app.db.transaction(async (tx) => {
        await check(tx, request.body, null);
        const [created] = await tx.insert(schedules).values(request.body).returning();
        await auditCreation(tx, actorOf(caller), ENTITY, created!);
        return created!;
      });
      return reply.status(201).send({ data: row });
    },
  );
  r.put(
    `${PATH}/:id`,
    {
      schema: {
        params: idParams,
        body: scheduleInput.extend(versionSchema.shape),
        ...answers(200, one(transferScheduleEntry)),
      },
      config: { permissions: RECEIVE },
    },
    async (request) => {
      const caller = callerAt(request);
      const { version, ...input } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const existing = await found(tx, parseId(request.params.id));
        await check(tx, input, existing.id);
        return versionedWrite(tx, {
          table: schedules,
          entity: ENTITY,
          actor: actorOf(caller),
          action: 'update',
          existing,
          version,
          set: input,
        });
      });
      return { data: row };
    },
  );
  r.delete(
    `${PATH}/:id`,
    { schema: { params: idParams, ...NO_CONTENT }, config: { permissions: RECEIVE } },
    async (request, reply) => {
      const caller = callerAt(request);
      await app.db.transaction(async (tx) => {
        const existing = await found(tx, parseId(request.params.id));
        await tx.delete(schedules).where(eq(schedules.id, existing.id));
        await audit(tx, actorOf(caller), {
          entity: ENTITY,
          entityId: existing.id,
          action: 'delete',
          changes: diff(existing, {}),
        });
      });
      return reply.status(204).send();
    },
  );
}
