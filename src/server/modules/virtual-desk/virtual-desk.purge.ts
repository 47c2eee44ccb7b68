/**
 * Submissions whose e-mail link was never followed: once the link has expired they are deleted
 * with the files only they named (hourly, on the job queue). One instance purges at a time: the file
 * sweep's advisory lock, since both remove stored files.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { virtualDeskSubmissions } from '../../db/schema';
import type { FileStore } from '../../lib/attachments/file-store';
import { removeUnreferenced, SWEEP_GRACE_MS, sweepLock } from '../../lib/attachments/sweeper';
import { HOURLY } from '../../lib/jobs/queues';

/** Deletes the unconfirmed submissions expired at `now`; how many, and how many files went with them. */
export async function purgeUnconfirmed(db: Db, store: FileStore, now: Date, graceMs = SWEEP_GRACE_MS) {
  return db.transaction(async (tx) => {
    if (!(await sweepLock(tx))) return { submissions: 0, files: 0 };
    const gone = await tx
      .delete(virtualDeskSubmissions)
      .where(and(eq(virtualDeskSubmissions.state, 'por_verificar'), lt(virtualDeskSubmissions.verify_expires_at, now)))
      .returning({ files: virtualDeskSubmissions.files });
    const hashes = gone.flatMap((s) => s.files.map((f) => f.sha256));
    return { submissions: gone.length, files: await removeUnreferenced(tx, store, hashes, graceMs) };
  });
}

export function scheduleUnconfirmedPurge(app: FastifyInstance): void {
  app.jobs.every('virtual-desk-purge', HOURLY, { run: (now) => purgeUnconfirmed(app.db, app.files, now) });
}
