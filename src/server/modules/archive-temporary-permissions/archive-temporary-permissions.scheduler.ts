/** Runs `runPermissionClock` on the job queue: when the workers start, then every hour (lib/jobs). */
import type { FastifyInstance } from 'fastify';
import { HOURLY } from '../../lib/jobs/queues';
import { runPermissionClock } from './archive-temporary-permissions.due-notices';

export function schedulePermissionClock(app: FastifyInstance): void {
  app.jobs.every('permission-clock', HOURLY, { run: async (now) => ({ ...(await runPermissionClock(app.db, now)) }) });
}
