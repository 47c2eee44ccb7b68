/** Runs `sendDigests` on the job queue: when the workers start, then every ten minutes (lib/jobs). */
import type { FastifyInstance } from 'fastify';
import { sendDigests } from './digest.send';

/** A digest goes out at most this long after its hour. */
export const DIGEST_CRON = '*/10 * * * *';

export function scheduleDigests(app: FastifyInstance): void {
  app.jobs.every('digest-emails', DIGEST_CRON, {
    run: (now) => sendDigests({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log }, now),
  });
}
