/**
 * Every queue of the one job queue (pg-boss), with its retry policy. `installJobs` creates them
 * (and brings their policy up to date) on every migration, so a job can be sent from the first
 * request on, before any worker starts. docs/jobs.md: how to add one.
 */
export interface QueuePolicy {
  /** Attempts after the first; 0 for periodic jobs, whose next run is the retry. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay?: number;
  /** Doubles the delay on each retry (with jitter). */
  retryBackoff?: boolean;
  /** A run still going after this long is failed (and retried when attempts remain). */
  expireInSeconds?: number;
}

const periodic: QueuePolicy = { retryLimit: 0, expireInSeconds: 30 * 60 };

export const QUEUES = {
  'due-notices': periodic,
  'request-expiry': periodic,
  'digest-emails': periodic,
  'permission-clock': periodic,
  'orphan-file-sweep': periodic,
  'virtual-desk-purge': periodic,
  'pdf-signatures': periodic,
  'attachment-text-sweep': periodic,
  // One per stored file to read; a worker that died expires after 30 min and its job is retried (docs/text-search.md).
  'attachment-text': { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 * 60 },
  'scheduled-backup': { retryLimit: 0, expireInSeconds: 6 * 60 * 60 },
  'virtual-desk-mail': { retryLimit: 0, expireInSeconds: 5 * 60 },
  // The casilla's alert e-mail and constancia de notificación (casilla.notices.ts): 1, 2, 4 … min.
  'casilla-notice': { retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 5 * 60 },
  // One per event, fanned out to its subscriptions off the request path (webhooks.outbox.ts).
  'webhook-event': { retryLimit: 11, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
  // 30 s, 1, 2, 4 … min doubling (with jitter): eleven retries span about a day (docs/integrations.md).
  'webhook-delivery': { retryLimit: 11, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  // A message to a peer institution (peer-institutions.send.ts): 15 s doubling, over about a day.
  'peer-delivery': { retryLimit: 12, retryDelay: 15, retryBackoff: true, expireInSeconds: 5 * 60 },
} satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;

/** Cron of the hourly periodic jobs (a few minutes past the hour, off the busiest tick). */
export const HOURLY = '7 * * * *';
