/**
 * Integrations (Panel de control → Integraciones, docs/integrations.md): the generic CRUD path for
 * list, show, edit and history, plus creation and rotation, which answer the token once, and
 * revocation. An integration's keys must be a subset of its role's; its principal user follows
 * its name and office.
 */
import { ADMIN } from '@shared/permissions';
import {
  type IntegrationInput,
  integrationInput,
  integrationRecordSchema,
  integrationSchema,
  integrationTokenSchema,
} from '@shared/schemas/integrations';
import { versioned, z } from '@shared/zod';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { integrations, offices, rolePermissions, roles } from '../../db/schema';
import { audit, diff } from '../../lib/audit/audit';
import { assertExists, attachAllRelated } from '../../lib/crud/related';
import { actorOf, idParams, parseId, type Row, registerCrud } from '../../lib/crud/resource';
import { newVersion } from '../../lib/crud/versioned-write';
import { invalid, staleVersion } from '../../lib/errors';
import { newIntegrationToken } from '../../lib/integration-tokens';
import { callerOf } from '../../plugins/auth';
import { createPrincipal, syncPrincipal } from './integrations.service';

const ADMIN_KEYS = ['integrations-admin'] as const;
const config = { permissions: ADMIN_KEYS };
const versionBody = z.object(versioned);

/** 422 unless the office and role exist and every key is one of the role's. */
async function validateIntegration(tx: Executor, input: IntegrationInput): Promise<void> {
  await assertExists(tx, offices, input.office_id, 'office_id', 'La oficina no existe.');
  await assertExists(tx, roles, input.role_id, 'role_id', 'El rol no existe.');
  const held = new Set(
    (
      await tx
        .select({ key: rolePermissions.permission })
        .from(rolePermissions)
        .where(eq(rolePermissions.role_id, input.role_id))
    ).map((r) => r.key),
  );
  const errors = Object.fromEntries(
    input.permissions.flatMap((key, i) =>
      held.has(key) ? [] : [[`permissions.${i}`, ['El rol elegido no tiene este permiso.']]],
    ),
  );
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const present = (db: Executor, rows: Row[]) =>
  attachAllRelated(db, rows, [
    { key: 'office_id', as: 'office', table: offices, columns: { name: offices.name } },
    { key: 'role_id', as: 'role', table: roles, columns: { name: roles.name } },
  ]);

export async function integrationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const crud = registerCrud(app, {
    resource: 'integrations',
    table: integrations,
    permissions: { index: ADMIN_KEYS, create: ADMIN_KEYS, update: ADMIN_KEYS },
    input: integrationInput,
    record: integrationSchema,
    search: [integrations.name],
    sortable: { id: integrations.id, name: integrations.name, last_used_at: integrations.last_used_at },
    defaultSort: 'name',
    validate: (tx, input) => validateIntegration(tx, input),
    afterWrite: async (tx, row) => {
      await syncPrincipal(tx, row.user_id as number, row.name as string, row.office_id as number);
      return undefined;
    },
    present,
    hidden: ['token_hash', 'window_started_at', 'window_requests'],
    skip: ['create', 'delete'],
  });
  /** Rotation or revocation: a versioned write whose audit row shows the token's hint, never its hash. */
  const tokenWrite = (
    request: FastifyRequest,
    id: number,
    version: number,
    action: 'rotate' | 'revoke',
    set: Pick<typeof integrations.$inferInsert, 'token_hash' | 'token_hint' | 'revoked_at'>,
  ) =>
    app.db.transaction(async (tx) => {
      const existing = await crud.find(tx, id);
      const [row] = await tx
        .update(integrations)
        .set({ ...set, ...newVersion(integrations) })
        .where(and(eq(integrations.id, existing.id), eq(integrations.version, version)))
        .returning();
      if (!row) throw staleVersion();
      await audit(tx, actorOf(request), {
        entity: 'integrations',
        entityId: row.id,
        action,
        changes: {
          token_hint: [existing.token_hint, row.token_hint],
          revoked_at: [existing.revoked_at, row.revoked_at],
        },
      });
      return row as unknown as Row;
    });
  /** A record as JSON has it (dates as ISO strings), so the declared response schema holds. */
  const answer = async (row: Row, permissions: string[]) =>
    JSON.parse(JSON.stringify((await crud.serialize(app.db, permissions, [row]))[0])) as Row;

  r.post(
    '/api/v1/integrations',
    { schema: { body: integrationInput, response: { 201: integrationTokenSchema } }, config },
    async (request, reply) => {
      const input = request.body;
      const { token, hash, hint } = newIntegrationToken();
      const created = await app.db.transaction(async (tx) => {
        await validateIntegration(tx, input);
        const userId = await createPrincipal(tx, input.name, input.office_id);
        const [row] = await tx
          .insert(integrations)
          .values({ ...input, user_id: userId, token_hash: hash, token_hint: hint })
          .returning();
        const { token_hash: _hash, window_started_at: _start, window_requests: _count, ...visible } = row!;
        await audit(tx, actorOf(request), {
          entity: 'integrations',
          entityId: row!.id,
          action: 'create',
          changes: diff(null, visible),
        });
        return row! as unknown as Row;
      });
      const data = await answer(created, callerOf(request).permissions);
      return reply.status(201).send({ data: { ...data, token } as never });
    },
  );

  // The keys the form offers: those of the chosen role, but `admin`.
  r.get(
    '/api/v1/integrations/role-permissions/:id',
    { schema: { params: idParams, response: { 200: z.object({ data: z.array(z.string()) }) } }, config },
    async (request) => {
      const id = parseId(request.params.id);
      const rows = await app.db
        .select({ key: rolePermissions.permission })
        .from(rolePermissions)
        .where(eq(rolePermissions.role_id, id))
        .orderBy(asc(rolePermissions.permission));
      return { data: rows.map((row) => row.key).filter((key) => key !== ADMIN) };
    },
  );

  r.post(
    '/api/v1/integrations/:id/rotate',
    { schema: { params: idParams, body: versionBody, response: { 200: integrationTokenSchema } }, config },
    async (request) => {
      const { token, hash, hint } = newIntegrationToken();
      const saved = await tokenWrite(request, parseId(request.params.id), request.body.version, 'rotate', {
        token_hash: hash,
        token_hint: hint,
        revoked_at: null,
      });
      const data = await answer(saved, callerOf(request).permissions);
      return { data: { ...data, token } as never };
    },
  );

  r.post(
    '/api/v1/integrations/:id/revoke',
    { schema: { params: idParams, body: versionBody, response: { 200: integrationRecordSchema } }, config },
    async (request) => {
      const saved = await tokenWrite(request, parseId(request.params.id), request.body.version, 'revoke', {
        token_hash: null,
        token_hint: null,
        revoked_at: new Date(),
      });
      return { data: (await answer(saved, callerOf(request).permissions)) as never };
    },
  );
}
