/**
 * Users: the generic CRUD path for list/show/update/(de)activate, plus what only users need —
 * create with a temporary password (shown once or e-mailed), password reset by an administrator,
 * roles, effective permissions and recent activity.
 */
import { booleanParam, listQuerySchema } from '@shared/crud';
import { temporaryPasswordAnswer, type UserInput, userActivity, userInput, userRecord } from '@shared/schemas/admin';
import { one, page } from '@shared/schemas/api';
import { queryId } from '@shared/zod';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { auditLogs, authTokens, integrations, offices, roles, userRoles, users } from '../../db/schema';
import { audit } from '../../lib/audit/audit';
import { answers } from '../../lib/crud/answers';
import { resourceKeysWithShow } from '../../lib/crud/catalogue';
import { pageMeta } from '../../lib/crud/list';
import { assertExists, assertUnique, attachRelated, codeAndName } from '../../lib/crud/related';
import { actorOf, idParams, lookupFilters, parseId, type Row, registerCrud } from '../../lib/crud/resource';
import { newVersion } from '../../lib/crud/versioned-write';
import { conflict, invalid } from '../../lib/errors';
import { permissionsOf } from '../../lib/identity';
import { LOOKUP_PERMISSIONS } from '../../lib/lookup-access';
import { fullName } from '../../lib/records/names';
import { getSettings } from '../../lib/settings/settings';
import { callerOf } from '../../plugins/auth';
import { hashPassword } from '../auth/auth.service';
import { notifyUserAccessChanged } from '../notifications/notifications.service';
import { temporaryPassword } from './users.passwords';

const uniqueRules = [
  { field: 'username', column: users.username, message: 'Ese nombre de usuario ya está en uso.' },
  { field: 'email', column: users.email, message: 'Este correo electrónico ya está registrado.' },
];

/** An integration's principal never signs in: it is changed only through its integration. */
const INTEGRATION_USER =
  'Este usuario es el de una integración: no inicia sesión con contraseña y se administra en Integraciones.';

const deliverySchema = z.object({ password_delivery: z.enum(['show', 'email']).default('show') });

function columns({ role_ids: _roles, ...rest }: UserInput) {
  return rest;
}

async function roleIdsOf(tx: Executor, userId: number): Promise<number[]> {
  const rows = await tx.select({ id: userRoles.role_id }).from(userRoles).where(eq(userRoles.user_id, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function validateUser(tx: Executor, input: UserInput): Promise<void> {
  await assertExists(tx, offices, input.office_id, 'office_id', 'La oficina no existe.');
  if (input.role_ids.length === 0) return;
  const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, input.role_ids));
  if (found.length !== input.role_ids.length) throw invalid({ role_ids: ['Uno de los roles no existe.'] });
}

/** Replaces the user's roles; returns the audited change when they differ. */
async function syncRoles(tx: Executor, userId: number, roleIds: number[]) {
  const before = await roleIdsOf(tx, userId);
  const after = [...roleIds].sort((a, b) => a - b);
  if (before.join() === after.join()) return undefined;
  await tx.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (after.length > 0) await tx.insert(userRoles).values(after.map((role_id) => ({ user_id: userId, role_id })));
  return { role_ids: [before, after] as [unknown, unknown] };
}

function revokeSessions(tx: Executor, userId: number) {
  return tx
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
}

async function presentUsers(db: Executor, rows: Row[]): Promise<Row[]> {
  const withOffice = await attachRelated(db, rows, codeAndName('office_id', 'office', offices));
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ user_id: userRoles.user_id, id: roles.id, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.role_id))
        .where(inArray(userRoles.user_id, ids))
        .orderBy(asc(roles.name))
    : [];
  const principals = ids.length
    ? await db
        .select({ user_id: integrations.user_id, id: integrations.id, name: integrations.name })
        .from(integrations)
        .where(inArray(integrations.user_id, ids))
    : [];
  return withOffice.map((r) => {
    const mine = links.filter((l) => l.user_id === r.id);
    const integration = principals.find((p) => p.user_id === r.id);
    return {
      ...r,
      roles: mine.map(({ id, name }) => ({ id, name })),
      role_ids: mine.map((l) => l.id),
      integration: integration ? { id: integration.id, name: integration.name } : null,
    };
  });
}

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const crud = registerCrud(app, {
    resource: 'users',
    table: users,
    permissions: resourceKeysWithShow('users'),
    input: userInput,
    record: userRecord,
    search: [users.username, users.names, users.surnames, users.email, users.document_number],
    sortable: {
      id: users.id,
      username: users.username,
      names: users.names,
      surnames: users.surnames,
      email: users.email,
      last_login_at: users.last_login_at,
      created_at: users.created_at,
    },
    defaultSort: 'surnames',
    filters: {
      schema: z.object({
        active: booleanParam.optional(),
        office_id: queryId().optional(),
        role_id: queryId().optional(),
      }),
      where: (f) => [
        f.active === undefined ? undefined : eq(users.active, f.active),
        f.office_id === undefined ? undefined : eq(users.office_id, f.office_id),
        f.role_id === undefined
          ? undefined
          : sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.role_id = ${f.role_id})`,
      ],
    },
    unique: uniqueRules,
    validate: (tx, input) => validateUser(tx, input),
    values: columns,
    afterWrite: async (tx, row, input, existing) => {
      const roleChange = await syncRoles(tx, row.id, input.role_ids);
      if (existing && (roleChange || existing.office_id !== row.office_id)) await notifyUserAccessChanged(tx, row.id);
      return roleChange;
    },
    onActiveChange: async (tx, row, active) => {
      if (!active) await revokeSessions(tx, row.id);
      await notifyUserAccessChanged(tx, row.id);
    },
    hidden: ['password_hash'],
    present: presentUsers,
    locked: (row) => (row.integration ? INTEGRATION_USER : null),
    lookup: {
      permissions: LOOKUP_PERMISSIONS.users,

      label: fullName(users),
      description: users.username,
      filters: lookupFilters(z.object({ office_id: queryId().optional() }), (f) => [
        f.office_id ? eq(users.office_id, f.office_id) : undefined,
      ]),
    },
    skip: ['create', 'delete'],
  });

  /** Sends the temporary password by e-mail, or returns it to be shown once. */
  async function deliver(user: { email: string; names: string; username: string }, password: string, how: string) {
    if (how === 'show') return { temporary_password: password };
    await app.mailer.send({
      to: user.email,
      subject: 'Su acceso a Folio',
      text: [
        `Hola, ${user.names}:`,
        '',
        `Su usuario es ${user.username} y su contraseña temporal es: ${password}`,
        `Ingrese en ${app.config.appUrl}/login; el sistema le pedirá cambiarla.`,
      ].join('\n'),
    });
    return { temporary_password: null };
  }

  r.post(
    '/api/v1/users',
    {
      schema: {
        body: userInput.and(deliverySchema),
        ...answers(201, one(userRecord).extend(temporaryPasswordAnswer.shape)),
      },
      config: { permissions: ['users-create'] },
    },
    async (request, reply) => {
      const { password_delivery, ...input } = request.body;
      const { password_policy } = await getSettings(app.db);
      const password = temporaryPassword(password_policy);
      const passwordHash = await hashPassword(password);
      const created = await app.db.transaction(async (tx) => {
        await assertUnique(tx, users, uniqueRules, input, null);
        await validateUser(tx, input);
        const [row] = (await tx
          .insert(users)
          .values({ ...columns(input), password_hash: passwordHash, reset_password: true })
          .returning()) as Row[];
        const roleChange = await syncRoles(tx, row!.id, input.role_ids);
        const { password_hash: _hidden, ...visible } = row!;
        await audit(tx, actorOf(request), {
          entity: 'users',
          entityId: row!.id,
          action: 'create',
          changes: { ...Object.fromEntries(Object.entries(visible).map(([k, v]) => [k, [null, v]])), ...roleChange },
        });
        return row!;
      });
      const [data] = await crud.serialize(app.db, callerOf(request).permissions, [created]);
      const delivered = await deliver(created as never, password, password_delivery);
      return reply.status(201).send({ data, ...delivered });
    },
  );

  r.post(
    '/api/v1/users/:id/reset-password',
    {
      schema: { params: idParams, body: deliverySchema, ...answers(200, temporaryPasswordAnswer) },
      config: { permissions: ['users-update'], errors: { 409: INTEGRATION_USER } },
    },
    async (request) => {
      const id = parseId(request.params.id);
      const { password_policy } = await getSettings(app.db);
      const password = temporaryPassword(password_policy);
      const passwordHash = await hashPassword(password);
      const user = await app.db.transaction(async (tx) => {
        const existing = await crud.find(tx, id);
        const [principal] = await tx
          .select({ id: integrations.id })
          .from(integrations)
          .where(eq(integrations.user_id, id));
        if (principal) throw conflict(INTEGRATION_USER);
        await tx
          .update(users)
          .set({ password_hash: passwordHash, reset_password: true, ...newVersion(users) })
          .where(eq(users.id, id));
        await revokeSessions(tx, id);
        await audit(tx, actorOf(request), {
          entity: 'users',
          entityId: id,
          action: 'reset-password',
          changes: { reset_password: [existing.reset_password, true] },
        });
        return existing;
      });
      return deliver(user as never, password, request.body.password_delivery);
    },
  );

  r.get(
    '/api/v1/users/:id/access',
    {
      schema: { params: idParams, ...answers(200, one(z.object({ permissions: z.array(z.string()) }))) },
      config: { permissions: ['users-index', 'users-show'] },
    },
    async (request) => {
      const user = await crud.find(app.db, parseId(request.params.id));
      return { data: { permissions: await permissionsOf(app.db, user.id) } };
    },
  );

  r.get(
    '/api/v1/users/:id/activity',
    {
      schema: {
        params: idParams,
        querystring: listQuerySchema.pick({ page: true, per_page: true }),
        ...answers(200, page(userActivity)),
      },
      config: { permissions: ['users-index', 'users-show'] },
    },
    async (request) => {
      const user = await crud.find(app.db, parseId(request.params.id));
      const { page, per_page } = request.query;
      const where = eq(auditLogs.actor_id, user.id);
      const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(auditLogs).where(where);
      const data = await app.db
        .select({
          id: auditLogs.id,
          occurred_at: auditLogs.occurred_at,
          entity: auditLogs.entity,
          entity_id: auditLogs.entity_id,
          action: auditLogs.action,
          ip: auditLogs.ip,
        })
        .from(auditLogs)
        .where(where)
        .orderBy(desc(auditLogs.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      return { data, meta: pageMeta(page, per_page, total) };
    },
  );
}
