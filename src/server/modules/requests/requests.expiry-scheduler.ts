/** Runs `expireRequests` on the job queue: when the workers start, then every hour (lib/jobs). */
import type { FastifyInstance } from 'fastify';
import { HOURLY } from '../../lib/jobs/queues';
import { expireRequests } from './requests.expiry';

export function scheduleRequestExpiry(app: FastifyInstance): void {
  app.jobs.every('request-expiry', HOURLY, { run: async (now) => ({ expired: await expireRequests(app.db, now) }) });
}
