/**
 * The one place tests build people and reference records: users with a role of exactly the given
 * permissions (and an office), session tokens without a password round trip, office and user ids
 * of the demo seed, and the entry/output types and citizens the document modules need.
 */
import type { PermissionKey } from '@shared/permissions';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { authTokens, offices, rolePermissions, roles, userRoles, users } from '../db/schema';
import { hashSecret, newSecret } from '../lib/tokens';
import { hashPassword } from '../modules/auth/passwords';
import { call } from './harness';

/** The password of every fixture user (meets the default password policy). */
export const FIXTURE_PASSWORD = 'Fixture2026';

export interface UserSpec {
  username: string;
  /** The keys of the user's one role; none gives a role without permissions. */
  permissions?: readonly PermissionKey[];
  /** Office id (see `officeIds`). */
  officeId?: number | null;
  password?: string;
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

/** A user holding a fresh role with exactly `permissions`. */
export async function createUser(db: Db, spec: UserSpec): Promise<FixtureUser> {
  const [role] = await db
    .insert(roles)
    .values({ name: `rol ${spec.username}` })
    .returning({ id: roles.id });
  const permissions = spec.permissions ?? [];
  if (permissions.length > 0) {
    await db.insert(rolePermissions).values(permissions.map((permission) => ({ role_id: role!.id, permission })));
  }
  const [user] = await db
    .insert(users)
    .values({
      username: spec.username,
      email: `${spec.username}@fixture.test`,
      names: 'Usuario',
      surnames: spec.username,
      office_id: spec.officeId ?? null,
      password_hash: await hashOf(spec.password ?? FIXTURE_PASSWORD),
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user_id: user!.id, role_id: role!.id });
  return { id: user!.id, roleId: role!.id, username: spec.username };
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

/** Office ids by code (`OAJ`, `MP`, …) from the demo seed. */
export async function officeIds(db: Db): Promise<Record<string, number>> {
  return Object.fromEntries((await db.select().from(offices)).map((o) => [o.code, o.id]));
}

/** User ids by username. */
export async function userIds(db: Db): Promise<Record<string, number>> {
  return Object.fromEntries((await db.select().from(users)).map((u) => [u.username, u.id]));
}

async function created(app: FastifyInstance, token: string, url: string, body: Record<string, unknown>) {
  const res = await call(app, 'POST', url, { token, body });
  expect(res.statusCode, res.body).toBe(201);
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
