/**
 * Failure throttling kept in PostgreSQL, so every instance counts the same failures. Within the
 * window the first `limit` failures of a key cost nothing; each later one makes the key wait
 * twice as long as the one before (1 s, 2 s, 4 s … up to `maxDelaySeconds`). The wait is bounded,
 * so someone failing on purpose slows an account down but cannot lock its owner out for long,
 * and a success (or a password reset) clears it.
 */
import { inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginThrottles } from '../db/schema';
import { tooManyRequests } from './errors';

export interface ThrottleRule {
  limit: number;
  windowMinutes: number;
  maxDelaySeconds: number;
}

export const MAX_DELAY_SECONDS = 300;

/** `limit` free failures per `windowMinutes`, then waits doubling up to `MAX_DELAY_SECONDS`. */
export const throttleRule = (limit: number, windowMinutes: number): ThrottleRule => ({
  limit,
  windowMinutes,
  maxDelaySeconds: MAX_DELAY_SECONDS,
});

/** Seconds until every one of `keys` may try again; 0 when all may try now. */
export async function retryAfter(db: Executor, keys: readonly string[]): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(ceil(extract(epoch from max(${loginThrottles.blocked_until}) - now())), 0)::int`,
    })
    .from(loginThrottles)
    .where(sql`${inArray(loginThrottles.key, [...keys])} and ${loginThrottles.blocked_until} > now()`);
  return Math.max(0, row?.seconds ?? 0);
}

/** 429, with the seconds to wait, while any of `keys` is blocked; `message` says what was tried too often. */
export async function refuseWhileBlocked(db: Executor, keys: readonly string[], message?: string): Promise<void> {
  const wait = await retryAfter(db, keys);
  if (wait > 0) throw tooManyRequests(wait, message);
}

/** Every use counts as a failure (a public lookup, a form sent): refused while `key` waits, then counted. */
export async function countUse(db: Executor, key: string, rule: ThrottleRule, message?: string): Promise<void> {
  await refuseWhileBlocked(db, [key], message);
  await recordFailure(db, key, rule);
}

/** Counts one failure of `key` under `rule`, in one statement however many instances race. */
export async function recordFailure(db: Executor, key: string, rule: ThrottleRule): Promise<void> {
  const window = `${rule.windowMinutes} minutes`;
  const next = sql`(case when ${loginThrottles.last_failure_at} < now() - ${window}::interval then 1 else ${loginThrottles.failures} + 1 end)`;
  const blockedUntil = (failures: SQL) =>
    sql`case when ${failures} >= ${rule.limit} then now() + least(${rule.maxDelaySeconds}, power(2, least(${failures} - ${rule.limit}, 30))) * interval '1 second' end`;
  await db
    .insert(loginThrottles)
    .values({ key, failures: 1, last_failure_at: sql`now()`, blocked_until: blockedUntil(sql`1`) })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: { failures: next, last_failure_at: sql`now()`, blocked_until: blockedUntil(next) },
    });
  // Now and then, forget keys whose window has long passed.
  if (Math.random() < 0.01) {
    await db
      .delete(loginThrottles)
      .where(lt(loginThrottles.last_failure_at, sql`now() - ${`${rule.windowMinutes * 2} minutes`}::interval`));
  }
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.delete(loginThrottles).where(inArray(loginThrottles.key, [key]));
}
