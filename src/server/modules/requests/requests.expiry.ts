/**
 * Requests expire by themselves (docs/domain.md §3): one waiting in the queue (`pendiente`) or waiting
 * for its requester (`observada`) longer than the configured days becomes `caducada`, audited as
 * `expire` and told to the requester. A transaction-level advisory lock keeps two instances from
 * expiring the same request twice.
 */
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requests } from '../../db/schema';
import { versionedWrite } from '../../lib/crud/versioned-write';
import { getSettings } from '../../lib/settings/settings';
import { ENTRY_REQUESTS, OUTPUT_REQUESTS } from './requests.kinds';
import { notifyRequest } from './requests.scope';

/** At most this many per run; the rest follow on the next one. */
export const EXPIRY_BATCH = 500;

/** Expires what is overdue as of `now`; returns how many. */
export async function expireRequests(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('folio.requests.expiry'))`);
    const { requests: settings } = await getSettings(tx);
    const cutoff = new Date(now.getTime() - settings.expiry_days * 24 * 3_600_000);
    const due = await tx
      .select()
      .from(requests)
      .where(
        or(
          and(eq(requests.state, 'pendiente'), lt(requests.submitted_at, cutoff)),
          and(eq(requests.state, 'observada'), lt(requests.updated_at, cutoff)),
        ),
      )
      .orderBy(asc(requests.id))
      .limit(EXPIRY_BATCH)
      .for('update');
    for (const existing of due) {
      const row = await versionedWrite(tx, {
        table: requests,
        entity: existing.kind === 'entry' ? ENTRY_REQUESTS.resource : OUTPUT_REQUESTS.resource,
        actor: { id: null, ip: null },
        action: 'expire',
        existing,
        set: { state: 'caducada' },
      });
      const def = existing.kind === 'entry' ? ENTRY_REQUESTS : OUTPUT_REQUESTS;
      await notifyRequest(
        tx,
        def,
        row,
        [row.requested_by],
        `Su ${def.noun} ${row.number} caducó tras ${settings.expiry_days} días sin atenderse.`,
        { automatic: true },
      );
    }
    return due.length;
  });
}
