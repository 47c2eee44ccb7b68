import { asc, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { auditHash, GENESIS_HASH } from './audit';

export type VerifyResult =
  | { ok: true; rows: number }
  | { ok: false; rows: number; brokenAt: number; reason: 'hash' | 'link' };

/** Walks the chain in id order, in pages; reports the first row whose hash or link does not hold. */
export async function verifyAuditChain(db: Executor, pageSize = 5000): Promise<VerifyResult> {
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let rows = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditLogs)
      .where(gt(auditLogs.id, lastId))
      .orderBy(asc(auditLogs.id))
      .limit(pageSize);
    if (page.length === 0) return { ok: true, rows };
    for (const row of page) {
      rows++;
      if (row.prev_hash !== prevHash) return { ok: false, rows, brokenAt: row.id, reason: 'link' };
      if (auditHash(prevHash, row) !== row.hash) return { ok: false, rows, brokenAt: row.id, reason: 'hash' };
      prevHash = row.hash;
      lastId = row.id;
    }
  }
}
