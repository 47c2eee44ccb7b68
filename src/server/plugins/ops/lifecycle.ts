/**
 * `/health` (the process answers) and `/ready` (it can serve: the database answers, no migration is
 * pending, the file store and the realtime bus are reachable) for a load balancer; no sign-in, no
 * data beyond the checks' names. `app.lifecycle.drain()` (main.ts, on SIGTERM) makes `/ready` answer
 * 503 while requests are still served, and asks keep-alive clients to reconnect elsewhere.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationState } from '../../db/migration-state';

export const HEALTH_PATH = '/health';
export const READY_PATH = '/ready';

export interface Lifecycle {
  readonly draining: boolean;
  /** Not ready from now on; the caller closes the app once the balancer has noticed. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

const CHECK_TIMEOUT_MS = 2000;
/** A hash no file has: asking for it proves the store answers without reading anything. */
const PROBE_SHA256 = '0'.repeat(64);

const checkState = z.enum(['ok', 'fail']);
const readyAnswer = z.object({
  status: z.enum(['ready', 'not-ready', 'draining']),
  checks: z
    .object({ database: checkState, migrations: checkState, files: checkState, realtime: checkState })
    .optional(),
});

async function passes(check: () => Promise<boolean>): Promise<'ok' | 'fail'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), timeout])) ? 'ok' : 'fail';
  } catch {
    return 'fail';
  } finally {
    clearTimeout(timer);
  }
}

export async function registerLifecycle(app: FastifyInstance): Promise<void> {
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  } satisfies Lifecycle);
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    HEALTH_PATH,
    {
      schema: {
        description: 'Vida del proceso, para un balanceador: responde mientras el proceso atiende.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
      config: { public: true },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    READY_PATH,
    {
      schema: {
        description:
          'Disponibilidad, para un balanceador: 200 cuando la base de datos responde con todas sus migraciones, el almacén de archivos y el bus de tiempo real están disponibles; 503 si no, y durante el apagado ordenado.',
        response: { 200: readyAnswer, 503: readyAnswer },
      },
      config: { public: true },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      if (draining) return reply.status(503).send({ status: 'draining' });
      const [database, migrations, files, realtime] = await Promise.all([
        passes(async () => (await app.db.execute(sql`select 1`)) !== undefined),
        passes(async () => (await migrationState(app.db)).pending === 0),
        passes(async () => (await app.files.storedAt(PROBE_SHA256)) === null),
        passes(async () => app.realtime.busUp()),
      ]);
      const checks = { database, migrations, files, realtime };
      const ready = Object.values(checks).every((c) => c === 'ok');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
    },
  );
}
