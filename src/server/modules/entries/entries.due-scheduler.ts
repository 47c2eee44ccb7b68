/**
 * Runs `notifyDueEntries` while the server listens: once on start, then every hour; stopped (and
 * the run in progress awaited) when the app closes. Tests that only `inject` never start it.
 */
import type { FastifyInstance } from 'fastify';
import { notifyDueEntries } from './entries.due-notices';

export const DUE_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

export function scheduleDueNotices(app: FastifyInstance, intervalMs = DUE_NOTICE_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = () => {
    running = running.then(async () => {
      try {
        const sent = await notifyDueEntries(app.db, new Date());
        if (sent.due_soon + sent.overdue > 0) app.log.info({ sent }, 'due-date notices sent');
      } catch (error) {
        app.log.error({ err: error }, 'due-date notices failed');
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
