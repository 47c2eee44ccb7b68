/**
 * Sends jobs inside a Drizzle transaction from code that has no `app` (a service, an audit
 * listener): the job rows are written by `tx` and exist only if it commits. `app.jobs.send`
 * without `tx` is the way outside a transaction.
 */
import PgBoss from 'pg-boss';
import type { Executor } from '../../db/client';
import { transactionDb } from './adapter';
import { JOBS_SCHEMA } from './install';
import type { QueueName } from './queues';

/** A pg-boss that never opens a connection of its own: every statement goes through the caller's `tx`. */
const offline = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('jobs: this sender only writes in a transaction')) },
  schema: JOBS_SCHEMA,
});

export async function sendInTransaction(tx: Executor, queue: QueueName, data: readonly object[]): Promise<void> {
  if (data.length === 0) return;
  await offline.insert(
    data.map((d) => ({ name: queue, data: d })),
    { db: transactionDb(tx) },
  );
}
