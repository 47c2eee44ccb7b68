/** Runs `notifyDueEntries` while the server listens: on start, then every hour (lib/schedule). */
import type { FastifyInstance } from 'fastify';
import { HOURLY_MS, schedulePeriodic } from '../../lib/schedule';
import { notifyDueEntries } from './entries.due-notices';

export function scheduleDueNotices(app: FastifyInstance, intervalMs = HOURLY_MS): void {
  schedulePeriodic(app, { name: 'due-date notices', intervalMs, run: (now) => notifyDueEntries(app.db, now) });
}
