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
import { permissionsOf, type UserRow } from '../lib/identity';
import { authenticateIntegration, isIntegrationToken } from '../lib/integration-tokens';
import { getSettings } from '../lib/settings/settings';
import { hashSecret } from '../lib/tokens';
import { type IdentityCache, openIdentityCache } from './identity-cache';

export interface Auth {
  user: UserRow;
  permissions: string[];
  /** The session token's id; 0 for an integration. */
  tokenId: number;
  /** Set when the caller is an integration (its token), acting as its principal `user`. */
  integrationId?: number;
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

interface CachedAuth {
  auth: Auth;
  /** When the token was last used, as the database has it (ms). */
  lastUsedAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    identities: IdentityCache<CachedAuth>;
  }
}

/**
 * Resolves a bearer token to its user and permissions, or null when it is unknown, revoked, idle
 * or the user inactive. The idle limit is the settings' `session_idle_minutes`, else the server's.
 * Identities are cached (plugins/identity-cache.ts): a change to the user, their roles, a role's
 * permissions or the token is seen by the very next request, on every instance.
 */
export async function authenticate(app: FastifyInstance, token: string): Promise<Auth | null> {
  const { db, config, identities } = app;
  const key = hashSecret(token);
  const cached = await identities.get(key);
  let found: CachedAuth;
  if (cached) {
    found = cached.value;
  } else {
    const generation = identities.generation();
    const [row] = await db
      .select({ tokenId: authTokens.id, lastUsedAt: authTokens.last_used_at, user: users })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.user_id))
      .where(and(eq(authTokens.token_hash, key), isNull(authTokens.revoked_at)));
    if (!row?.user.active) return null;
    const auth = { user: row.user, permissions: await permissionsOf(db, row.user.id), tokenId: row.tokenId };
    found = { auth, lastUsedAt: row.lastUsedAt.getTime() };
    identities.set(key, { userId: row.user.id, value: found }, generation);
  }
  const idleMinutes = (await getSettings(db)).session_idle_minutes ?? config.tokenIdleMinutes;
  const idleMs = Date.now() - found.lastUsedAt;
  if (idleMs > idleMinutes * 60_000) return null;
  if (idleMs > TOUCH_INTERVAL_MS) {
    // The update notifies a change of the token: the next request reads it afresh.
    identities.delete(key);
    await db.update(authTokens).set({ last_used_at: sql`now()` }).where(eq(authTokens.id, found.auth.tokenId));
  }
  return found.auth;
}

/** An integration's token: its principal with the integration's own keys, throttled per token. */
async function integrationAuth(app: FastifyInstance, token: string): Promise<Auth | null> {
  const found = await authenticateIntegration(app.db, token, app.config.integrationRequestsPerMinute);
  return found && { user: found.user, permissions: found.permissions, tokenId: 0, integrationId: found.integrationId };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  const identities = openIdentityCache<CachedAuth>(app.database, app.log);
  app.decorate('identities', identities);
  app.addHook('onClose', () => identities.close());

  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (!request.routeOptions.url?.startsWith('/api/') || routeConfig.public) return;
    const token = bearerToken(request);
    const auth = !token
      ? null
      : isIntegrationToken(token)
        ? await integrationAuth(app, token)
        : await authenticate(app, token);
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
