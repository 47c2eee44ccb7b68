/**
 * Runs `expireRequests` while the server listens: once on start, then every hour; stopped (and
 * the run in progress awaited) when the app closes. Tests that only `inject` never start it.
 */
import type { FastifyInstance } from 'fastify';
import { expireRequests } from './requests.expiry';

export const EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

export function scheduleRequestExpiry(app: FastifyInstance, intervalMs = EXPIRY_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const expired = await expireRequests(app.db, new Date());
        if (expired > 0) app.log.info({ expired }, 'requests expired');
      } catch (error) {
        app.log.error({ err: error }, 'request expiry failed');
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
