/**
 * The one place tests build people and reference records (API tests and the browser tests' seed):
 * users with a role of exactly the given permissions or a demo role, an office and the forced
 * flags; session tokens without a password round trip; integrations' tokens; office and user ids of the demo seed; and
 * the entry/output types and citizens the document modules need. Free of vitest, so the browser
 * tests' global setup can use it.
 */
import type { PermissionKey } from '@shared/permissions';
import type { Settings } from '@shared/schemas/configs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { authTokens, integrations, offices, rolePermissions, roles, userRoles, users } from '../db/schema';
import { newIntegrationToken } from '../lib/integration-tokens';
import { readSettings, updateSettings } from '../lib/settings/settings';
import { hashSecret, newSecret } from '../lib/tokens';
import { hashPassword } from '../modules/auth/auth.passwords';

/** The password of every fixture user (meets the default password policy). */
export const FIXTURE_PASSWORD = 'Fixture2026';

export interface UserSpec {
  username: string;
  /** The keys of the user's own new role; none gives a role without permissions. */
  permissions?: readonly PermissionKey[];
  /** An existing role by name (a demo role such as 'Servidor de oficina') instead of a new one. */
  role?: string;
  /** Office id (see `officeIds`). */
  officeId?: number | null;
  password?: string;
  names?: string;
  surnames?: string;
  /** Forced password change / forced profile update pending. */
  reset_password?: boolean;
  update_register?: boolean;
}

export interface FixtureUser {
  id: number;
  roleId: number;
  username: string;
}

const hashes = new Map<string, Promise<string>>();
/** Argon2 is slow on purpose: hash each test password once per file. */
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

async function roleFor(db: Db, spec: UserSpec): Promise<number> {
  if (spec.role) {
    const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, spec.role));
    if (!existing) throw new Error(`no role named ${spec.role}`);
    return existing.id;
  }
  const [role] = await db
    .insert(roles)
    .values({ name: `rol ${spec.username}` })
    .returning({ id: roles.id });
  const permissions = spec.permissions ?? [];
  if (permissions.length > 0) {
    await db.insert(rolePermissions).values(permissions.map((permission) => ({ role_id: role!.id, permission })));
  }
  return role!.id;
}

/** A user holding a fresh role with exactly `permissions`, or the named role. */
export async function createUser(db: Db, spec: UserSpec): Promise<FixtureUser> {
  const roleId = await roleFor(db, spec);
  const [user] = await db
    .insert(users)
    .values({
      username: spec.username,
      email: `${spec.username}@folio.local`,
      names: spec.names ?? 'Usuario',
      surnames: spec.surnames ?? spec.username,
      office_id: spec.officeId ?? null,
      password_hash: await hashOf(spec.password ?? FIXTURE_PASSWORD),
      reset_password: spec.reset_password ?? false,
      update_register: spec.update_register ?? false,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user_id: user!.id, role_id: roleId });
  return { id: user!.id, roleId, username: spec.username };
}

/** A live session token for `userId`, as login would issue (without the password check). */
export async function tokenFor(db: Db, userId: number): Promise<string> {
  const token = newSecret();
  await db.insert(authTokens).values({ user_id: userId, token_hash: hashSecret(token) });
  return token;
}

/** `createUser` plus a session token. */
export async function signedInUser(db: Db, spec: UserSpec): Promise<FixtureUser & { token: string }> {
  const user = await createUser(db, spec);
  return { ...user, token: await tokenFor(db, user.id) };
}

/**
 * An integration's token holding exactly `permissions` (its role is a fresh one with those keys),
 * acting through its own principal like one the admin screen creates.
 */
export async function integrationToken(db: Db, spec: UserSpec): Promise<string> {
  const user = await createUser(db, spec);
  await db.update(users).set({ active: false }).where(eq(users.id, user.id));
  await db.delete(userRoles).where(eq(userRoles.user_id, user.id));
  const { token, hash, hint } = newIntegrationToken();
  const officeId = spec.officeId ?? (await db.select({ id: offices.id }).from(offices).limit(1))[0]!.id;
  await db.insert(integrations).values({
    name: spec.username,
    office_id: officeId,
    role_id: user.roleId,
    permissions: [...(spec.permissions ?? [])],
    user_id: user.id,
    token_hash: hash,
    token_hint: hint,
  });
  return token;
}

/** A record as the API answers it: id, version, state and what the caller can do, with its other fields. */
export type AnsweredRecord = {
  id: number;
  version: number;
  state: string;
  can: Record<string, boolean>;
  [key: string]: unknown;
};

/** Office ids by code (`OAJ`, `MP`, …) from the demo seed. */
export async function officeIds(db: Db): Promise<Record<string, number>> {
  return Object.fromEntries((await db.select().from(offices)).map((o) => [o.code, o.id]));
}

/** User ids by username. */
export async function userIds(db: Db): Promise<Record<string, number>> {
  return Object.fromEntries((await db.select().from(users)).map((u) => [u.username, u.id]));
}

async function created(app: FastifyInstance, token: string, url: string, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body });
  if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json().data as { id: number } & Record<string, unknown>;
}

/** An entry type through the API (as `token`, usually admin's). */
export function createEntryType(app: FastifyInstance, token: string, over: Record<string, unknown> = {}) {
  return created(app, token, '/api/v1/type-entries', { code: 'SOL', name: 'Solicitud', response_days: 5, ...over });
}

/** An output type through the API. */
export function createOutputType(app: FastifyInstance, token: string, over: Record<string, unknown> = {}) {
  return created(app, token, '/api/v1/type-outputs', { code: 'OFI', name: 'Oficio', ...over });
}

/** A citizen (natural person with a DNI) through the API. */
export function createCitizen(app: FastifyInstance, token: string, over: Record<string, unknown> = {}) {
  return created(app, token, '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: '40123456',
    names: 'Ana María',
    surnames: 'Núñez Quispe',
    ...over,
  });
}

/** Saves the settings with `patch` over the current ones, as the system (no user, no IP). */
export async function patchSettings(db: Db, patch: Partial<Settings>): Promise<void> {
  const loaded = await readSettings(db);
  await updateSettings(db, { id: null, ip: null }, { ...loaded.settings, ...patch }, loaded.version);
}
