/** Runs `expireRequests` while the server listens: on start, then every hour (lib/schedule). */
import type { FastifyInstance } from 'fastify';
import { HOURLY_MS, schedulePeriodic } from '../../lib/schedule';
import { expireRequests } from './requests.expiry';

export function scheduleRequestExpiry(app: FastifyInstance, intervalMs = HOURLY_MS): void {
  schedulePeriodic(app, {
    name: 'request expiry',
    intervalMs,
    run: async (now) => ({ expired: await expireRequests(app.db, now) }),
  });
}
