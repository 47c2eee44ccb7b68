/** The audit chain written in SQL (`audit`) is the one `auditHash`/`verifyAuditChain` recompute, also under concurrency. */
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { audit, auditHash, GENESIS_HASH } from './audit';
import { verifyAuditChain } from './verify';

describeEachDatabase('audit chain', (ctx) => {
  it('hashes in SQL exactly as auditHash does, accents and nested values included', async () => {
    const { db } = ctx().database;
    await db.transaction((tx) =>
      audit(
        tx,
        { id: null, ip: '10.0.0.1' },
        {
          entity: 'entries',
          entityId: 7,
          action: 'update',
          changes: { subject: ['Señor Núñez', 'Solicitud — “urgente” 🙂'], data: [{ b: 1, a: [true, null] }, null] },
        },
      ),
    );
    const rows = await db.select().from(auditLogs).orderBy(asc(auditLogs.id));
    let prev = GENESIS_HASH;
    for (const row of rows) {
      expect(row.prev_hash).toBe(prev);
      expect(row.hash).toBe(auditHash(prev, row));
      prev = row.hash;
    }
    expect(rows.at(-1)!.changes).toEqual({
      data: [{ a: [true, null], b: 1 }, null],
      subject: ['Señor Núñez', 'Solicitud — “urgente” 🙂'],
    });
  });

  it('keeps one unbroken chain when many transactions write at once', async () => {
    const { db } = ctx().database;
    const before = await verifyAuditChain(db);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          await audit(
            tx,
            { id: null, ip: null },
            { entity: 'test', entityId: i, action: 'create', changes: { i: [null, i] } },
          );
          await audit(
            tx,
            { id: null, ip: null },
            { entity: 'test', entityId: i, action: 'update', changes: { i: [i, -i] } },
          );
        }),
      ),
    );
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: before.rows + 40 });
  });
});
