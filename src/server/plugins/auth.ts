/**
 * Authentication and authorization for every API route. Routes are private by default:
 * `config: { public: true }` opens one, `config: { permissions: [...] }` requires any of those
 * keys (`admin` passes), and users with a pending forced password change may only reach routes
 * marked `allowPendingReset`.
 */
import { MESSAGES } from '@shared/errors';
import { can } from '@shared/permissions';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authTokens, users } from '../db/schema';
import { forbidden, unauthenticated } from '../lib/errors';
import { hashSecret } from '../lib/tokens';
import { permissionsOf, type UserRow } from '../modules/auth/session';
import { getSettings } from '../modules/configs/settings.service';

export interface Auth {
  user: UserRow;
  permissions: string[];
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    permissions?: readonly import('@shared/permissions').PermissionKey[];
    allowPendingReset?: boolean;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** Token activity is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/**
 * Resolves a bearer token to its user and permissions, or null when it is unknown, revoked, idle
 * or the user inactive. The idle limit is the settings' `session_idle_minutes`, else the server's.
 */
export async function authenticate(app: FastifyInstance, token: string): Promise<Auth | null> {
  const { db, config } = app;
  const [row] = await db
    .select({ tokenId: authTokens.id, lastUsedAt: authTokens.last_used_at, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(and(eq(authTokens.token_hash, hashSecret(token)), isNull(authTokens.revoked_at)));
  if (!row?.user.active) return null;
  const idleMinutes = (await getSettings(db)).session_idle_minutes ?? config.tokenIdleMinutes;
  const idleMs = Date.now() - row.lastUsedAt.getTime();
  if (idleMs > idleMinutes * 60_000) return null;
  if (idleMs > TOUCH_INTERVAL_MS) {
    await db.update(authTokens).set({ last_used_at: sql`now()` }).where(eq(authTokens.id, row.tokenId));
  }
  return { user: row.user, permissions: await permissionsOf(db, row.user.id), tokenId: row.tokenId };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (!request.routeOptions.url?.startsWith('/api/') || routeConfig.public) return;
    const token = bearerToken(request);
    const auth = token ? await authenticate(app, token) : null;
    if (!auth) throw unauthenticated();
    request.auth = auth;
    if (auth.user.reset_password && !routeConfig.allowPendingReset) {
      throw forbidden('Debe cambiar su contraseña temporal antes de continuar.');
    }
    if (routeConfig.permissions && !can(auth.permissions, routeConfig.permissions)) throw forbidden(MESSAGES.forbidden);
  });
}

/** The authenticated caller of a private route (the onRequest hook guarantees it). */
export function callerOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
