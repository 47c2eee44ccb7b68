/**
 * Integration tokens (docs/integrations.md): `folio_int_` and 256 random bits, stored only as
 * their SHA-256. `authenticateIntegration` resolves a token, records its last use and counts it
 * against the per-token throttle in one statement shared by every instance; the integration then
 * acts as its principal (modules/integrations) with its own keys.
 */
import { INTEGRATION_TOKEN_PREFIX } from '@shared/schemas/integrations';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { integrations, users } from '../db/schema';
import { tooManyRequests } from './errors';
import type { UserRow } from './identity';
import { hashSecret, newSecret } from './tokens';

/** A new token (256 random bits), its hash as stored and the first characters shown in lists. */
export function newIntegrationToken(): { token: string; hash: string; hint: string } {
  const token = `${INTEGRATION_TOKEN_PREFIX}${newSecret()}`;
  return { token, hash: hashSecret(token), hint: token.slice(0, INTEGRATION_TOKEN_PREFIX.length + 4) };
}

export const isIntegrationToken = (token: string) => token.startsWith(INTEGRATION_TOKEN_PREFIX);

export interface IntegrationAuth {
  user: UserRow;
  permissions: string[];
  integrationId: number;
}

/**
 * The integration a token names, or null (unknown or revoked). Over `perMinute` requests in the
 * current minute answers 429 with the seconds left in it.
 */
export async function authenticateIntegration(
  db: Executor,
  token: string,
  perMinute: number,
): Promise<IntegrationAuth | null> {
  const fresh = sql`${integrations.window_started_at} is null or ${integrations.window_started_at} <= now() - interval '1 minute'`;
  const [row] = await db
    .update(integrations)
    .set({
      last_used_at: sql`now()`,
      window_started_at: sql`case when ${fresh} then now() else ${integrations.window_started_at} end`,
      window_requests: sql`case when ${fresh} then 1 else ${integrations.window_requests} + 1 end`,
    })
    .where(eq(integrations.token_hash, hashSecret(token)))
    .returning({
      id: integrations.id,
      user_id: integrations.user_id,
      permissions: integrations.permissions,
      requests: integrations.window_requests,
      wait: sql<number>`ceil(extract(epoch from ${integrations.window_started_at} + interval '1 minute' - now()))::int`,
    });
  if (!row) return null;
  if (row.requests > perMinute)
    throw tooManyRequests(Math.max(1, row.wait), 'Demasiadas solicitudes de esta integración. Espere un momento.');
  const [user] = await db.select().from(users).where(eq(users.id, row.user_id));
  return user ? { user, permissions: row.permissions, integrationId: row.id } : null;
}
