/**
 * The one durable job queue (pg-boss, on PostgreSQL and on embedded PGlite): `app.jobs`.
 * Modules declare, when they register, what handles each queue (`work`) and which queues run
 * on a clock (`every`); `start()` — main.ts, after listening — starts the workers, the clock and
 * pg-boss's maintenance; the app's close stops them, awaiting the jobs in progress. Tests that only
 * `inject` never start them, yet may `send`: a job waits in the database for a worker.
 * docs/jobs.md: how to add a job.
 */
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { Executor } from '../../db/client';
import { databaseJobsDb, type JobsDb, transactionDb } from './adapter';
import { JOBS_SCHEMA } from './install';
import type { QueueName } from './queues';

export interface JobRun<T> {
  id: string;
  data: T;
  /** Attempts made before this one. */
  retryCount: number;
  retryLimit: number;
}

export interface SendOptions {
  /** Sends inside this transaction: the job exists only if it commits. */
  tx?: Executor;
  /** The job's id (a uuid); a second send with the same id is ignored. */
  id?: string;
}

export interface PeriodicRun {
  /** Does the work; a non-empty result is logged as what was done. */
  run: (now: Date) => Promise<Record<string, number> | undefined>;
}

export interface Jobs {
  send(queue: QueueName, data?: object, options?: SendOptions): Promise<string | null>;
  /** Handles the queue's jobs once started; a handler that throws fails the job (retried per its queue's policy). */
  work<T>(
    queue: QueueName,
    handler: (job: JobRun<T>) => Promise<void>,
    options?: { pollingIntervalSeconds?: number; workers?: number },
  ): void;
  /** Runs `job.run` on each tick of `cron` (once across instances) and once when started. */
  every(queue: QueueName, cron: string, job: PeriodicRun): void;
  /** Makes this instance's workers of `queue` look for jobs now instead of at their next poll. */
  wake(queue: QueueName): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

type Handler = (job: JobRun<unknown>) => Promise<void>;

/**
 * pg-boss neither awaits a job's completion statement nor a poll under way when it stops, so a
 * stop followed by closing the pool could leave a statement on a closed pool: `settle` waits
 * for every statement pg-boss started, including those started by a poll that ends meanwhile.
 */
function trackedJobsDb(db: JobsDb): JobsDb & { settle(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const statement = db.executeSql(text, values);
      running.add(statement);
      void statement.finally(() => running.delete(statement)).catch(() => {});
      return statement;
    },
    async settle() {
      while (running.size > 0) {
        await Promise.allSettled([...running]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

export function registerJobs(app: FastifyInstance): void {
  const db = trackedJobsDb(databaseJobsDb(app.database));
  const boss = new PgBoss({
    db,
    schema: JOBS_SCHEMA,
    migrate: false,
    supervise: true,
    schedule: true,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue'));
  const handlers = new Map<QueueName, { handler: Handler; pollingIntervalSeconds: number; workers: number }>();
  const clocks = new Map<QueueName, string>();
  const workers = new Map<QueueName, string[]>();
  let started = false;

  const jobs: Jobs = {
    async send(queue, data = {}, { tx, id } = {}) {
      const sent = await boss.send(queue, data, { ...(tx ? { db: transactionDb(tx) } : {}), ...(id ? { id } : {}) });
      if (!tx) jobs.wake(queue);
      return sent;
    },
    work(queue, handler, { pollingIntervalSeconds = 2, workers: count = 1 } = {}) {
      handlers.set(queue, { handler: handler as Handler, pollingIntervalSeconds, workers: count });
    },
    every(queue, cron, { run }) {
      clocks.set(queue, cron);
      jobs.work(queue, async () => {
        const done = await run(new Date());
        if (done && Object.values(done).some((n) => n > 0)) app.log.info({ done }, `${queue}: done`);
      });
    },
    wake(queue) {
      for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      for (const [queue, { handler, pollingIntervalSeconds, workers: count }] of handlers) {
        const ids: string[] = [];
        for (let i = 0; i < count; i++)
          ids.push(
            await boss.work<object>(queue, { includeMetadata: true, pollingIntervalSeconds }, async ([job]) => {
              if (!job) return;
              // A poll that was under way when the queue stopped: the job waits for the next start.
              if (!started) throw new Error('La cola de trabajos se detuvo antes de empezar este trabajo.');
              try {
                await handler(job);
              } catch (error) {
                app.log.error({ err: error, job: job.id }, `${queue}: failed`);
                throw error;
              }
            }),
          );
        workers.set(queue, ids);
      }
      for (const schedule of await boss.getSchedules())
        if (!clocks.has(schedule.name as QueueName)) await boss.unschedule(schedule.name);
      for (const [queue, cron] of clocks) {
        await boss.schedule(queue, cron);
        await jobs.send(queue);
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      workers.clear();
      await boss.stop({ graceful: true, timeout: 30_000, close: false });
      await db.settle();
    },
  };
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
}
