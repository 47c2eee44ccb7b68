/** Runs `notifyDueEntries` on the job queue: when the workers start, then every hour (lib/jobs). */
import type { FastifyInstance } from 'fastify';
import { HOURLY } from '../../lib/jobs/queues';
import { notifyDueEntries } from './entries.due-notices';

export function scheduleDueNotices(app: FastifyInstance): void {
  app.jobs.every('due-notices', HOURLY, { run: (now) => notifyDueEntries(app.db, now) });
}
