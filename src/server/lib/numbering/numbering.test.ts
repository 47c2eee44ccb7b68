import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDocumentNumber } from '@shared/document-number';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../db/client';
import { databaseKinds, describeEachDatabase } from '../../test/harness';
import { cloneTemplate } from '../../test/postgres';
import { describeRaces } from '../../test/races';
import { nextDocumentNumber, nextDocumentNumberInStatement, numberingYear, peekDocumentNumber } from './numbering';

const FORMAT = 'ING-{AAAA}-{NNNNNN}';
const rows = async (db: Database['db'], query: ReturnType<typeof sql>) =>
  // Both drivers answer raw queries with `{ rows }`.
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

class Rollback extends Error {}

const numbered = pgTable('numbered_in_statement', {
  id: serial('id').primaryKey(),
  sequence: integer('sequence'),
  number: text('number'),
});

describeEachDatabase('document numbering', (ctx) => {
  const take = (input: { kind?: string; scope?: string; year?: number; format?: string; officeCode?: string }) =>
    ctx().database.db.transaction((tx) =>
      nextDocumentNumber(tx, { kind: 'entries', year: 2026, format: FORMAT, ...input }),
    );

  it('numbers 1, 2, 3… formatted with the configured format', async () => {
    expect(await take({})).toEqual({ sequence: 1, number: 'ING-2026-000001' });
    expect(await take({})).toEqual({ sequence: 2, number: 'ING-2026-000002' });
    expect(await take({})).toEqual({ sequence: 3, number: 'ING-2026-000003' });
    expect(await peekDocumentNumber(ctx().database.db, { kind: 'entries', year: 2026, format: FORMAT })).toEqual({
      sequence: 4,
      number: 'ING-2026-000004',
    });
  });

  it('gives a rolled-back number back: no gaps', async () => {
    const { db } = ctx().database;
    await expect(
      db.transaction(async (tx) => {
        const taken = await nextDocumentNumber(tx, { kind: 'outputs', year: 2026, format: 'SAL-{AAAA}-{NNNNNN}' });
        expect(taken.sequence).toBe(1);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await take({ kind: 'outputs', format: 'SAL-{AAAA}-{NNNNNN}' })).toEqual({
      sequence: 1,
      number: 'SAL-2026-000001',
    });
  });

  it('starts again at 1 on a new year and keeps the old year', async () => {
    await take({ kind: 'rollover', year: 2026 });
    await take({ kind: 'rollover', year: 2026 });
    expect((await take({ kind: 'rollover', year: 2027 })).sequence).toBe(1);
    expect((await take({ kind: 'rollover', year: 2027, format: '{AA}-{NNNN}' })).number).toBe('27-0002');
    expect((await take({ kind: 'rollover', year: 2026 })).sequence).toBe(3);
  });

  it('keeps per-office sequences independent', async () => {
    const format = '{OFICINA}-ING-{AAAA}-{NNNN}';
    const a1 = await take({ kind: 'supporting-entries', scope: '1', format, officeCode: 'OTI' });
    const a2 = await take({ kind: 'supporting-entries', scope: '1', format, officeCode: 'OTI' });
    const b1 = await take({ kind: 'supporting-entries', scope: '2', format, officeCode: 'RRHH' });
    const central = await take({ kind: 'supporting-entries', format: 'X-{AAAA}-{NNNN}' });
    expect([a1.number, a2.number, b1.number, central.number]).toEqual([
      'OTI-ING-2026-0001',
      'OTI-ING-2026-0002',
      'RRHH-ING-2026-0001',
      'X-2026-0001',
    ]);
  });

  it('refuses a format with {OFICINA} but no office code, taking nothing', async () => {
    await expect(take({ kind: 'needs-office', format: '{OFICINA}-{AAAA}-{NNNN}' })).rejects.toThrow(/office code/);
    expect((await take({ kind: 'needs-office', format: 'N-{AAAA}-{NNNN}' })).sequence).toBe(1);
  });

  it('takes the number in the insert itself, formatted as formatDocumentNumber, given back on rollback', async () => {
    const { db } = ctx().database;
    await db.execute(
      sql`create table if not exists numbered_in_statement (id serial primary key, sequence integer, number text)`,
    );
    const insert = (format: string, over: { officeCode?: string; fail?: boolean } = {}) =>
      db.transaction(async (tx) => {
        const n = nextDocumentNumberInStatement(tx, {
          kind: 'statement',
          year: 2026,
          format,
          officeCode: over.officeCode,
        });
        const [row] = await tx
          .with(n.taken)
          .insert(numbered)
          .values({ sequence: n.sequence, number: n.number })
          .returning();
        if (over.fail) throw new Rollback();
        return { sequence: row!.sequence!, number: row!.number! };
      });
    const expected = (format: string, sequence: number, officeCode?: string) => ({
      sequence,
      number: formatDocumentNumber(format, { year: 2026, sequence, officeCode }),
    });
    expect(await insert(FORMAT)).toEqual(expected(FORMAT, 1));
    expect(await insert('{OFICINA}/{NNN}-{AA}', { officeCode: 'OAJ' })).toEqual({ sequence: 2, number: 'OAJ/002-26' });
    await expect(insert(FORMAT, { fail: true })).rejects.toBeInstanceOf(Rollback);
    // The same sequence as nextDocumentNumber: the rolled-back 3 is given to the next caller.
    expect(await take({ kind: 'statement' })).toEqual(expected(FORMAT, 3));
    await db.execute(sql`update document_sequences set last_value = 99 where kind = 'statement'`);
    // A sequence longer than its N's is printed whole, never cut.
    expect(await insert('{NN}.{AAAA}')).toEqual({ sequence: 100, number: '100.2026' });
    expect(() =>
      nextDocumentNumberInStatement({} as never, { kind: 'statement', year: 2026, format: '{OFICINA}-{NNNN}' }),
    ).toThrow(/office code/);
  });

  it('refuses a bad sequence key before touching the table, naming what is wrong', async () => {
    await expect(take({ kind: '' })).rejects.toThrow('Invalid sequence kind: ');
    await expect(take({ kind: 'k'.repeat(41) })).rejects.toThrow(`Invalid sequence kind: ${'k'.repeat(41)}`);
    await expect(take({ scope: 's'.repeat(41) })).rejects.toThrow(`Invalid sequence scope: ${'s'.repeat(41)}`);
    for (const year of [0, 10_000, 2026.5])
      await expect(take({ year })).rejects.toThrow(`Invalid sequence year: ${year}`);
    // The limits themselves are valid keys.
    expect((await take({ kind: 'k'.repeat(40), scope: 's'.repeat(40), year: 9999 })).number).toBe('ING-9999-000001');
    expect((await take({ kind: 'k'.repeat(40), year: 1 })).number).toBe('ING-0001-000001');
  });

  it('previews 1 for a sequence never used, without creating it', async () => {
    const { db } = ctx().database;
    const input = { kind: 'never-used', year: 2026, format: FORMAT };
    expect(await peekDocumentNumber(db, input)).toEqual({ sequence: 1, number: 'ING-2026-000001' });
    expect(await rows(db, sql`select 1 from document_sequences where kind = 'never-used'`)).toEqual([]);
  });

  it('numbers in the organisation time zone year', () => {
    // 2027-01-01 03:00 UTC is still 31 December 2026 in Lima (UTC-5).
    expect(numberingYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(numberingYear(new Date('2027-01-01T06:00:00Z'))).toBe(2027);
  });
});

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

await describeRaces(
  'document numbering under concurrency',
  (ctx) => {
    beforeAll(async () => {
      await ctx().database.db.execute(
        sql`create table numbering_docs (sequence integer primary key, number text not null unique, taken_at timestamptz not null)`,
      );
    });

    it('50 concurrent registrations, some rolled back: unique, gapless, in commit order', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          ctx().database.db.transaction(async (tx) => {
            const taken = await nextDocumentNumber(tx, { kind: 'entries', year: 2026, format: FORMAT });
            await tx.execute(
              sql`insert into numbering_docs values (${taken.sequence}, ${taken.number}, clock_timestamp())`,
            );
            // Hold the sequence row a moment, so the others really queue behind it.
            await new Promise((resolve) => setTimeout(resolve, i % 3));
            if (i % 7 === 3) throw new Rollback();
            return taken.sequence;
          }),
        ),
      );
      const rolledBack = results.filter((r) => r.status === 'rejected');
      expect(rolledBack.every((r) => (r as PromiseRejectedResult).reason instanceof Rollback)).toBe(true);
      expect(rolledBack).toHaveLength(7);
      const committed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      expect(committed).toHaveLength(43);

      const stored = await rows(
        ctx().database.db,
        sql`select sequence, number from numbering_docs order by taken_at, sequence`,
      );
      // Gapless and unique: exactly 1..43, each acknowledged to its caller.
      expect(stored.map((r) => r.sequence)).toEqual(Array.from({ length: 43 }, (_, i) => i + 1));
      expect(new Set(committed)).toEqual(new Set(stored.map((r) => r.sequence)));
      expect(stored.map((r) => r.number)).toEqual(
        Array.from({ length: 43 }, (_, i) => `ING-2026-${String(i + 1).padStart(6, '0')}`),
      );
      // Ordered by commit: each number was taken after the previous one's transaction ended, so
      // ordering by when the row was written is ordering by number (checked above with
      // `order by taken_at`).
      const [sequenceRow] = await rows(
        ctx().database.db,
        sql`select last_value from document_sequences where kind = 'entries' and scope = '' and year = 2026`,
      );
      expect(sequenceRow?.last_value).toBe(43);
    });
  },
  { connections: 25 },
);

/** Spawns the crash child, waits until it has acknowledged at least `count` numbers, then SIGKILLs it. */
async function killMidBurst(kind: string, target: string, count: number): Promise<number[]> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, kind, target], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acknowledged: number[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`child too slow: ${acknowledged.length} numbers; ${stderr}`)),
      30_000,
    );
    child.stdout!.on('data', (chunk) => {
      buffer += String(chunk);
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) if (/^\d+$/.test(line)) acknowledged.push(Number(line));
      if (acknowledged.length >= count) {
        clearTimeout(timer);
        // Kill at a slightly random point of the burst.
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, Math.random() * 5);
      }
    });
    child.on('exit', (code) => {
      if (acknowledged.length < count) reject(new Error(`child exited (${code}): ${stderr}`));
    });
  });
  await exited;
  return acknowledged;
}

async function expectCrashConsistent(db: Database['db'], acknowledged: number[]) {
  const stored = (await rows(db, sql`select sequence from crash_docs order by sequence`)).map((r) => r.sequence);
  expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
  expect(stored).toEqual(Array.from({ length: stored.length }, (_, i) => i + 1));
  const storedSet = new Set(stored);
  expect(acknowledged.filter((n) => !storedSet.has(n))).toEqual([]);
  const [sequenceRow] = await rows(db, sql`select last_value from document_sequences where kind = 'crash-test'`);
  expect(sequenceRow?.last_value).toBe(stored.length);
}

const CREATE_CRASH_TABLE = sql`create table crash_docs (sequence integer primary key, number text not null unique)`;

describe('document numbering when the process is killed', () => {
  for (const kind of databaseKinds()) {
    it(`keeps every acknowledged number and no gaps [${kind}]`, async () => {
      if (kind === 'pglite') {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-crash-'));
        try {
          const dump = fs.readFileSync(inject('pgliteDump'));
          const seeded = await openPglite({ dataDir, loadDataDir: new Blob([dump]) });
          await seeded.db.execute(CREATE_CRASH_TABLE);
          await seeded.close();
          const acknowledged = await killMidBurst('pglite', dataDir, 15);
          const reopened = await openPglite({ dataDir });
          try {
            await expectCrashConsistent(reopened.db, acknowledged);
          } finally {
            await reopened.close();
          }
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      } else {
        const clone = await cloneTemplate(process.env.TEST_DATABASE_URL!, inject('postgresTemplate'));
        const database = await openPostgres(clone.url, 2);
        try {
          await database.db.execute(CREATE_CRASH_TABLE);
          const acknowledged = await killMidBurst('postgres', clone.url, 100);
          // The server notices the dead connection and rolls its open transaction back.
          await expectCrashConsistent(database.db, acknowledged);
        } finally {
          await database.close();
          await clone.drop();
        }
      }
    }, 40_000);
  }
});
