/**
 * Test fixture for numbering.test.ts (not part of the app): registers numbers in a loop on the
 * given database and prints each number once its transaction has committed, until killed.
 * Usage: node --import tsx crash-child.ts <pglite|postgres> <data dir|url>
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../db/client';
import { nextDocumentNumber } from './numbering';

const [kind, target] = process.argv.slice(2);
if (!target) throw new Error('usage: crash-child.ts <pglite|postgres> <data dir|url>');
const database = kind === 'pglite' ? await openPglite({ dataDir: target }) : await openPostgres(target, 2);
process.stdout.write('ready\n');

for (;;) {
  const sequence = await database.db
    .transaction(async (tx) => {
      const taken = await nextDocumentNumber(tx, { kind: 'crash-test', year: 2026, format: 'C-{AAAA}-{NNNNNN}' });
      await tx.execute(sql`insert into crash_docs (sequence, number) values (${taken.sequence}, ${taken.number})`);
      // Hold some transactions open a little, so the kill often lands inside one.
      if (Math.random() < 0.3) await sleep(1);
      // And give some numbers back on purpose.
      if (Math.random() < 0.1) throw new Error('rollback');
      return taken.sequence;
    })
    .catch((error: Error) => {
      if (error.message === 'rollback') return null;
      throw error;
    });
  if (sequence !== null) process.stdout.write(`${sequence}\n`);
}
