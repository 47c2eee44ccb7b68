/**
 * The files' words on the record (migration 0050) answer the plain query's rows: on random records,
 * files and pages, every kind of `q` (one word, which the words answer alone; several, or one the
 * parser splits, checked on the pages) finds through the index exactly the records whose files
 * have every word on one page; and the triggers keep the words in step as files are read again,
 * removed, attached, moved and deleted.
 */
import { createHash } from 'node:crypto';
import { and, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import type { Executor } from '../../../db/client';
import { attachments, attachmentTextPages, attachmentTexts, entries, outputs } from '../../../db/schema';
import { entryFixtures } from '../../../modules/entries/entries.fixtures';
import { SAMPLES } from '../../../test/document-samples';
import { describeEachDatabase } from '../../../test/harness';
import { attachmentTextMatch, textQuery } from './search';

/** A seeded generator, so a failure repeats. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** Words from most pages to a handful, accented or not, one the parser splits (`D.S.-004`). */
const WORDS: [string, number][] = [
  ['informe', 0.5],
  ['resolución', 0.3],
  ['Resolucion', 0.1],
  ['licencias', 0.2],
  ['dictamen', 0.15],
  ['D.S.-004', 0.05],
  ['Pachacámac', 0.02],
];
const QUERIES = [
  'informe',
  'resoluciones',
  'RESOLUCIÓN',
  'licencia',
  'pachacamac',
  'd.s.-004',
  'informe dictamen',
  'resolución licencias pachacámac',
  'de',
  'ausente',
];

const MODULES = [
  { name: 'entries', table: entries as PgTable, prefix: 'TST-ING' },
  { name: 'outputs', table: outputs as PgTable, prefix: 'TST-SAL' },
] as const;
const RECORDS = 120;
const FILES = 150;

const sha = (seed: string) => createHash('sha256').update(seed).digest('hex');

/** The ids `where` selects of `table`, with the index forced or every index off. */
async function idsOf(db: Executor, table: PgTable, where: SQL, indexed: boolean): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (indexed) await tx.execute(sql`set local enable_seqscan = off`);
    else {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
    }
    const result = await tx.execute<{ id: number }>(sql`select id from ${table} where ${where} order by id`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  });
}

/** The search as it was before the records kept their files' words: every word on one page. */
const plainMatch = (name: string, table: PgTable, q: string) =>
  sql`exists (select 1 from ${attachments} a join ${attachmentTextPages} p on p.sha256 = a.sha256
    where a.owner_type = ${name} and a.owner_id = ${table}.id and a.deleted_at is null
      and p.search_vector @@ ${textQuery(q)})`;

describeEachDatabase('the files’ words of a record', (ctx) => {
  const next = random(32);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const ids: Record<string, number[]> = {};
  const pageText = () =>
    ['El expediente', ...WORDS.filter(([, share]) => next() < share).map(([word]) => word), 'de la obra.'].join(' ');
  /** A file's pages as extraction keeps them: the old ones go, the new ones come, in one transaction. */
  const readFile = (db: Executor, hash: string) =>
    db.transaction(async (tx) => {
      await tx.delete(attachmentTextPages).where(sql`${attachmentTextPages.sha256} = ${hash}`);
      const pages = 1 + Math.floor(next() * 3);
      await tx
        .insert(attachmentTextPages)
        .values(Array.from({ length: pages }, (_, i) => ({ sha256: hash, page: i + 1, text: pageText() })));
    });
  const attach = (db: Executor, module: (typeof MODULES)[number], hash: string) =>
    db
      .insert(attachments)
      .values({
        owner_type: module.name,
        owner_id: pick(ids[module.name]!),
        sha256: hash,
        original_name: 'archivo.pdf',
        content_type: 'application/pdf',
        size: 1000,
      })
      .returning({ id: attachments.id });

  const expectPlainRows = async () => {
    const { db } = ctx().database;
    for (const { name, table } of MODULES) {
      let found = 0;
      for (const q of QUERIES) {
        const plain = await idsOf(db, table, plainMatch(name, table, q), false);
        const indexed = await idsOf(db, table, attachmentTextMatch(name, table, q)!, true);
        expect(indexed, `${name} q=${q}`).toEqual(plain);
        if (plain.length > 0) found += 1;
      }
      // Most searches find some records.
      expect(found, name).toBeGreaterThanOrEqual(6);
    }
    for (const { name, table } of MODULES) {
      const stale = await idsOf(
        db,
        table,
        sql`${table}.files_words is distinct from files_words(${name}, ${table}.id)`,
        false,
      );
      expect(stale, name).toEqual([]);
    }
  };

  beforeAll(async () => {
    const { db } = ctx().database;
    const f = await entryFixtures(ctx());
    for (const { name, table, prefix } of MODULES) {
      // One record registered as usual, copied under new numbers.
      const { id } = await SAMPLES[name]!.create(ctx(), f);
      const columns = Object.values(getTableColumns(table))
        .map((column) => column.name)
        .filter((column) => !['id', 'year', 'sequence', 'number'].includes(column));
      const list = sql.raw(columns.map((column) => `"${column}"`).join(', '));
      const result = await db.execute<{ id: number }>(sql`insert into ${table} (year, sequence, number, ${list})
        select 2099, i, ${prefix} || '-2099-' || i, ${list} from ${table}, generate_series(1, ${RECORDS}) i
        where ${table}.id = ${id} returning id`);
      ids[name] = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    }
    const hashes = Array.from({ length: FILES }, (_, i) => sha(`files-words-${i}`));
    await db.insert(attachmentTexts).values(hashes.map((hash) => ({ sha256: hash, state: 'listo' })));
    // Some files are read before they are attached, some after; some are attached twice.
    for (const [i, hash] of hashes.entries()) {
      if (i % 2 === 0) await readFile(db, hash);
      await attach(db, pick(MODULES), hash);
      if (next() < 0.2) await attach(db, pick(MODULES), hash);
      if (i % 2 === 1) await readFile(db, hash);
    }
    await db.execute(sql`analyze`);
  });

  it('finds through the index the plain query’s rows for every kind of search', async () => {
    await expectPlainRows();
  });

  it('keeps the words in step as files are read again, removed, attached, moved and deleted', async () => {
    const { db } = ctx().database;
    const hashes = Array.from({ length: FILES }, (_, i) => sha(`files-words-${i}`));
    for (let round = 0; round < 40; round++) {
      const hash = pick(hashes);
      const live = await db
        .select({ id: attachments.id })
        .from(attachments)
        .where(and(sql`${attachments.sha256} = ${hash}`, isNull(attachments.deleted_at)));
      const one = live[0]?.id;
      switch (round % 6) {
        case 0:
          await readFile(db, hash);
          break;
        case 1:
          // «Reextraer»: the pages go until the file is read again.
          await db.delete(attachmentTextPages).where(sql`${attachmentTextPages.sha256} = ${hash}`);
          break;
        case 2:
          if (one) await db.update(attachments).set({ deleted_at: new Date() }).where(sql`${attachments.id} = ${one}`);
          break;
        case 3:
          await attach(db, pick(MODULES), hash);
          break;
        case 4:
          if (one)
            await db
              .update(attachments)
              .set({ owner_id: pick(ids.entries!), owner_type: 'entries' })
              .where(sql`${attachments.id} = ${one}`);
          break;
        default:
          if (one) await db.delete(attachments).where(sql`${attachments.id} = ${one}`);
      }
    }
    await expectPlainRows();
  });
});
