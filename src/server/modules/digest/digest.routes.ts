/**
 * The digest e-mails (docs/domain.md §6's Tablero, by mail): each person's choice in Mi perfil
 * (`/api/v1/profile/digest`), and the periodic job that sends them (digest.scheduler.ts).
 */
import { one } from '@shared/schemas/api';
import {
  type DigestPreferences,
  digestPreferencesSchema,
  digestPreferences as preferencesAnswer,
} from '@shared/schemas/digest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { digestPreferences } from '../../db/schema';
import { answers } from '../../lib/crud/answers';
import { type Auth, callerOf } from '../../plugins/auth';
import { mayReceive } from './digest.compose';
import { scheduleDigests } from './digest.scheduler';

async function preferencesOf(db: Executor, caller: Auth): Promise<DigestPreferences> {
  const [row] = await db.select().from(digestPreferences).where(eq(digestPreferences.user_id, caller.user.id));
  return { daily: row?.daily ?? true, weekly: row?.weekly ?? true, weekly_applies: mayReceive('weekly', caller) };
}

export async function digestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permissions: ['profile'] } as const;

  r.get('/api/v1/profile/digest', { schema: answers(200, one(preferencesAnswer)), config }, async (request) => ({
    data: await preferencesOf(app.db, callerOf(request)),
  }));

  r.put(
    '/api/v1/profile/digest',
    { schema: { body: digestPreferencesSchema, ...answers(200, one(preferencesAnswer)) }, config },
    async (request) => {
      const caller = callerOf(request);
      await app.db
        .insert(digestPreferences)
        .values({ user_id: caller.user.id, ...request.body })
        .onConflictDoUpdate({ target: digestPreferences.user_id, set: { ...request.body, updated_at: sql`now()` } });
      return { data: await preferencesOf(app.db, caller) };
    },
  );

  if (app.config.digestEmails) scheduleDigests(app);
}
