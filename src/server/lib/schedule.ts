/**
 * A periodic job of the server (due-date notices, request expiry, orphan sweeps): run once when the
 * server starts listening, then every `intervalMs`; one run at a time; a failure is logged, never
 * thrown; stopped, with the run in progress awaited, when the app closes. Tests that only `inject`
 * never start it. Jobs that must run once across instances take their own advisory lock.
 */
import type { FastifyInstance } from 'fastify';

export const HOURLY_MS = 60 * 60 * 1000;

export interface PeriodicJob {
  /** What the log calls it: «due-date notices», «request expiry». */
  name: string;
  intervalMs: number;
  /** Does the work; a non-empty result is logged as what was done. */
  run: (now: Date) => Promise<Record<string, number> | undefined>;
}

export function schedulePeriodic(app: FastifyInstance, job: PeriodicJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = running.then(async () => {
      try {
        const done = await job.run(new Date());
        if (done && Object.values(done).some((n) => n > 0)) app.log.info({ done }, `${job.name}: done`);
      } catch (error) {
        app.log.error({ err: error }, `${job.name}: failed`);
      }
    });
  };

  app.addHook('onListen', async () => {
    if (timer) return;
    tick();
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    timer = undefined;
    await running;
  });
}
