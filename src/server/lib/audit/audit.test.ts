/** The audit chain written in SQL (`audit`) is the one `auditHash`/`verifyAuditChain` recompute, also under concurrency. */
import { createHash } from 'node:crypto';
import { asc, desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { describeRaces } from '../../test/races';
import { audit, auditHash, diff, GENESIS_HASH } from './audit';
import { canonicalJson } from './canonical';
import { verifyAuditChain } from './verify';

class Rollback extends Error {}

describe('canonical JSON, diff and the hashed content', () => {
  it('sorts keys at every level, drops undefined, writes dates as ISO and anything missing as null', () => {
    // jsonb would store these keys as a, bb, c (shorter first): the text must not depend on either order.
    expect(canonicalJson({ c: { z: 1, y: [] }, bb: 'x', a: [true, null, { d: undefined, e: 2 }], u: undefined })).toBe(
      '{"a":[true,null,{"e":2}],"bb":"x","c":{"y":[],"z":1}}',
    );
    expect(canonicalJson({ b: 1, a: 2, ab: 3, B: 4 })).toBe('{"B":4,"a":2,"ab":3,"b":1}');
    // Neither kept nor reversed: only a real sort gives a, b, c, d, e.
    expect(canonicalJson({ c: 3, e: 5, a: 1, d: 4, b: 2 })).toBe('{"a":1,"b":2,"c":3,"d":4,"e":5}');
    expect(canonicalJson(new Date('2026-11-25T10:00:00Z'))).toBe('"2026-11-25T10:00:00.000Z"');
    expect([null, undefined, 0, 'ñ', false].map(canonicalJson)).toEqual(['null', 'null', '0', '"ñ"', 'false']);
  });

  it('diffs field by field, never the bookkeeping columns or the password hash', () => {
    const before = {
      id: 1,
      name: 'Oficio',
      active: true,
      tags: ['a'],
      version: 1,
      updated_at: 'x',
      password_hash: 'h1',
    };
    const after = {
      id: 1,
      name: 'Oficio N.°',
      active: true,
      tags: ['a', 'b'],
      version: 2,
      updated_at: 'y',
      password_hash: 'h2',
    };
    expect(diff(before, after)).toEqual({ name: ['Oficio', 'Oficio N.°'], tags: [['a'], ['a', 'b']] });
    // undefined is null: no change.
    expect(diff(null, { id: 5, note: undefined, created_at: 'z', code: 'OFI' })).toEqual({
      id: [null, 5],
      code: [null, 'OFI'],
    });
    expect(diff({ note: null }, { note: undefined })).toEqual({});
  });

  it('hashes the previous hash, a newline and the row as canonical JSON, each field included', () => {
    const row = {
      occurred_at: new Date('2026-11-25T10:00:00Z'),
      actor_id: 3,
      ip: '10.0.0.1',
      entity: 'entries',
      entity_id: '7',
      action: 'update',
      changes: { subject: ['a', 'b'] },
    };
    const content =
      '{"action":"update","actor_id":3,"changes":{"subject":["a","b"]},"entity":"entries","entity_id":"7",' +
      '"ip":"10.0.0.1","occurred_at":"2026-11-25T10:00:00.000Z"}';
    expect(GENESIS_HASH).toBe('0'.repeat(64));
    expect(auditHash(GENESIS_HASH, row)).toBe(createHash('sha256').update(`${GENESIS_HASH}\n${content}`).digest('hex'));
  });
});

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
    expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
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
    expect(await verifyAuditChain(db, 2)).toEqual({ ok: true, rows: rows.length });
  });

  it('reports the first row whose content or link was tampered with', async () => {
    const { db } = ctx().database;
    const [last] = await db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
    const tampered = (change: ReturnType<typeof sql>) =>
      db.transaction(async (tx) => {
        await tx.execute(change);
        const result = await verifyAuditChain(tx);
        throw Object.assign(new Rollback(), { result });
      });
    const resultOf = async (change: ReturnType<typeof sql>) =>
      ((await tampered(change).catch((e: unknown) => e)) as { result: unknown }).result;
    expect(await resultOf(sql`update audit_logs set changes = '{"subject":["x","y"]}' where id = ${last!.id}`)).toEqual(
      {
        ok: false,
        rows: expect.any(Number),
        brokenAt: last!.id,
        reason: 'hash',
      },
    );
    expect(
      await resultOf(sql`update audit_logs set prev_hash = ${'f'.repeat(64)} where id = ${last!.id}`),
    ).toMatchObject({
      ok: false,
      brokenAt: last!.id,
      reason: 'link',
    });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true });
  });
});

await describeRaces('audit chain under concurrency', (ctx) => {
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
          // Hold the transaction a moment, so the others really queue behind the lock.
          await new Promise((resolve) => setTimeout(resolve, i % 3));
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
