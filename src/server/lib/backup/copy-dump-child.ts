/**
 * Folio's own dump in a child process at the lowest priority (dump.ts forks it): joins the
 * backup's exported snapshot on its own connection, writes the dump, answers how it ended, exits.
 */
import pg from 'pg';
import { copyDump } from './copy-dump';
import type { DumpEnded, DumpRequest } from './copy-dump-protocol';

const end = (message: DumpEnded) => process.send?.(message, () => process.exit(0));

process.once('message', async ({ url, snapshot, target, pace }: DumpRequest) => {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('begin isolation level repeatable read read only');
    await client.query(`set transaction snapshot ${pg.escapeLiteral(snapshot)}`);
    await copyDump(client, target, pace);
    await client.query('commit');
    await client.end();
    end({ ok: true });
  } catch (error) {
    await client.end().catch(() => {});
    end({ ok: false, error: (error as Error).message });
  }
});
