/** Runs `sendDigests` while the server listens: on start, then every few minutes (lib/schedule). */
import type { FastifyInstance } from 'fastify';
import { schedulePeriodic } from '../../lib/schedule';
import { sendDigests } from './digest.send';

/** How often a run looks for digests due: a digest goes out at most this long after its hour. */
export const DIGEST_INTERVAL_MS = 10 * 60 * 1000;

export function scheduleDigests(app: FastifyInstance, intervalMs = DIGEST_INTERVAL_MS): void {
  schedulePeriodic(app, {
    name: 'digest e-mails',
    intervalMs,
    run: (now) => sendDigests({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log }, now),
  });
}
