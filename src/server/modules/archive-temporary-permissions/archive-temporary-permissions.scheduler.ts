/**
 * Runs `runPermissionClock` while the server listens: once on start, then every hour; stopped
 * (and the run in progress awaited) when the app closes. Tests that only `inject` never start it.
 */
import type { FastifyInstance } from 'fastify';
import { runPermissionClock } from './archive-temporary-permissions.due-notices';

export const CLOCK_INTERVAL_MS = 60 * 60 * 1000;

export function schedulePermissionClock(app: FastifyInstance, intervalMs = CLOCK_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const done = await runPermissionClock(app.db, new Date());
        if (done.due_soon + done.due_today + done.ended > 0) app.log.info({ done }, 'access permission clock ran');
      } catch (error) {
        app.log.error({ err: error }, 'access permission clock failed');
      }
    });
  };
  app.addHook('onListen', async () => {
    if (timer) return;
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    timer = undefined;
    await running;
  });
}
