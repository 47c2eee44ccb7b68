/**
 * Files nothing points at: an upload whose transaction rolled back leaves its file in the store
 * (files are written before the rows that name them). The sweeper removes stored files that no
 * attachment, logo or virtual desk submission references and that are older than a grace period (uploads in flight are
 * younger: `put` refreshes a file's time even when the content was already there). One instance
 * sweeps at a time (a PostgreSQL advisory lock); hourly on the job queue (lib/jobs).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { HOURLY } from '../jobs/queues';
import type { FileStore } from './file-store';

export const SWEEP_GRACE_MS = 60 * 60_000;

type Rows<T> = { rows: T[] };

async function referenced(db: Executor, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const list = sql.join(
    hashes.map((h) => sql`${h}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select sha256 from attachments where sha256 in (${list})
    union select settings->'logo'->>'sha256' from configs where settings->'logo'->>'sha256' in (${list})
    union select f->>'sha256' from virtual_desk_submissions s, jsonb_array_elements(s.files) f
      where f->>'sha256' in (${list})`)) as unknown as Rows<{
    sha256: string;
  }>;
  return new Set(result.rows.map((r) => r.sha256.trim()));
}

/** Whether this transaction holds the sweep's lock: one instance removes files at a time. */
export async function sweepLock(tx: Executor): Promise<boolean> {
  const lock = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('folio.files.sweep')) as locked`,
  )) as unknown as Rows<{ locked: boolean }>;
  return lock.rows[0]?.locked === true;
}

/**
 * Removes those of `hashes` nothing references any more and written before the grace (under
 * `sweepLock`, after the rows naming them were deleted in `tx`); returns how many. A younger one
 * is left to the hourly sweep.
 */
export async function removeUnreferenced(
  tx: Executor,
  store: FileStore,
  hashes: string[],
  graceMs = SWEEP_GRACE_MS,
): Promise<number> {
  const unique = [...new Set(hashes)];
  const kept = await referenced(tx, unique);
  const cutoff = Date.now() - graceMs;
  let removed = 0;
  for (const sha256 of unique) {
    if (kept.has(sha256)) continue;
    const storedAt = await store.storedAt(sha256);
    if (!storedAt || storedAt.getTime() >= cutoff) continue;
    await store.remove(sha256);
    removed++;
  }
  return removed;
}

/** Removes unreferenced files older than `graceMs`; returns how many (0 when another instance is sweeping). */
export async function sweepOrphanFiles(db: Db, store: FileStore, graceMs = SWEEP_GRACE_MS): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await sweepLock(tx))) return 0;
    const cutoff = Date.now() - graceMs;
    const old: string[] = [];
    for await (const file of store.list()) if (file.storedAt.getTime() < cutoff) old.push(file.sha256);
    let removed = 0;
    for (let i = 0; i < old.length; i += 500) {
      const batch = old.slice(i, i + 500);
      const kept = await referenced(tx, batch);
      for (const sha256 of batch) {
        if (kept.has(sha256)) continue;
        await store.remove(sha256);
        removed++;
      }
    }
    return removed;
  });
}

export function scheduleOrphanSweep(app: FastifyInstance): void {
  app.jobs.every('orphan-file-sweep', HOURLY, {
    run: async () => ({ removed: await sweepOrphanFiles(app.db, app.files) }),
  });
}
