/**
 * `npm run bench -- backup [--scale=1] [--seconds=5] [--duty=0.5] [--dumpers=auto,folio] [--no-restore]`: on the
 * correspondence bench database (BENCH_DATABASE_URL, 1 M entries at scale 1, loaded when missing;
 * bench/correspondence), for `pg_dump` (`auto`) and for Folio's own dump (`folio`,
 * lib/backup/copy-dump.ts, at `--duty`, by default BACKUP_DUTY's): the backup's time and archive size,
 * the restore's time into an empty database (not with `--no-restore`), and the API's latency (an
 * entry by id, 4 connections): after a window of warm-up, its p95 over four windows of `--seconds` idle against its p95 over
 * the windows while the backup runs (target: within 25 %), and each window's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { openPostgres } from '../src/server/db/client';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed';
import { createBackup } from '../src/server/lib/backup/backup';
import type { Dumper } from '../src/server/lib/backup/dump';
import { restoreBackup } from '../src/server/lib/backup/restore';
import { configuredFileStore } from '../src/server/plugins/files';
import { databaseUrlWithName } from '../src/server/test/postgres';
import { option } from './correspondence';
import { login, percentile, run, startBenchServer } from './correspondence/http';
import { ensureLoaded } from './correspondence/load';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/folio_bench';

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const IDLE_WINDOWS = 4;

/** Restores `archive` into a new database beside the bench's, in seconds; the database is dropped after. */
async function restoreSeconds(url: string, archive: string, scratch: string, dumper: Dumper): Promise<number> {
  const target = `folio_bench_restore_${process.pid}`;
  await admin(url, `create database ${target}`);
  try {
    const started = performance.now();
    await restoreBackup(
      archive,
      loadConfig({
        DATA_DIR: path.join(scratch, `restore-${dumper}`),
        DATABASE_URL: databaseUrlWithName(url, target),
        LOG_LEVEL: 'warn',
      }),
    );
    return (performance.now() - started) / 1000;
  } finally {
    await admin(url, `drop database if exists ${target} with (force)`);
  }
}

export async function benchBackup(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const scale = option('scale', 1);
  const seconds = option('seconds', 5);
  const duty = option('duty', loadConfig({}).backups.dump.duty);
  const restore = !process.argv.includes('--no-restore');
  const dumpers = (process.argv.find((a) => a.startsWith('--dumpers='))?.slice(10) ?? 'auto,folio').split(
    ',',
  ) as Dumper[];
  const counts = {
    citizens: Math.round(100_000 * scale),
    entries: Math.round(1_000_000 * scale),
    outputs: Math.round(500_000 * scale),
  };
  const load = await ensureLoaded(url, counts, false);
  console.log(
    `backup: on ${load.rows.entries?.toLocaleString('en-US')} entries; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-backup-'));
  const server = await startBenchServer(url);
  const database = await openPostgres(url, 2);
  try {
    const headers = await login(server.base, 'admin', DEMO_PASSWORD);
    const { rows } = await database.pool!.query<{ lo: number; hi: number }>(
      'select min(id)::int as lo, max(id)::int as hi from entries',
    );
    const { lo, hi } = rows[0]!;
    const byId = () => `/api/v1/entries/${lo + Math.floor(Math.random() * (hi - lo + 1))}`;
    const windowOf = () => run({ base: server.base, headers, path: byId, connections: 4, seconds });
    // autocannon times each answer with the process's high-resolution clock: a tenth of a
    // millisecond is kept (at 5–8 ms a whole millisecond is 12–20 %).
    const tenths = (ms: number) => Math.round(ms * 10) / 10;
    /** Windows of `--seconds` until `enough` says so: each window's p95, and the p95 of all their requests. */
    const measure = async (enough: (windows: number) => boolean) => {
      const windows: number[] = [];
      const times: number[] = [];
      while (!enough(windows.length)) {
        const window = await windowOf();
        windows.push(tenths(window.p95));
        times.push(...window.times);
      }
      return {
        windows,
        p95: tenths(
          percentile(
            times.sort((a, b) => a - b),
            95,
          ),
        ),
      };
    };
    const overIdle = (ms: number, idleMs: number) => `${((ms / idleMs - 1) * 100).toFixed(0)} %`;
    await windowOf(); // warm-up: the server's first requests are slower than any later
    const idle = await measure((windows) => windows === IDLE_WINDOWS);
    console.log(
      `  idle: an entry by id p95 ${idle.p95} ms over ${IDLE_WINDOWS} windows of ${seconds} s (${idle.windows.join(' / ')} ms)`,
    );
    const config = loadConfig({ DATA_DIR: scratch, DATABASE_URL: url, LOG_LEVEL: 'warn' });
    const store = configuredFileStore(config.files);
    for (const dumper of dumpers) {
      const archive = path.join(scratch, `${dumper}.tar`);
      const started = performance.now();
      let done = false;
      const backup = createBackup(database, store, fs.createWriteStream(archive), { dumper, duty }).finally(() => {
        done = true;
      });
      const during = await measure(() => done);
      const manifest = await backup;
      const backupSeconds = (performance.now() - started) / 1000;
      const size = fs.statSync(archive).size / 2 ** 20;
      const restored = restore
        ? `restore ${(await restoreSeconds(url, archive, scratch, dumper)).toFixed(1)} s`
        : 'not restored';
      fs.rmSync(archive, { force: true });
      const name = `${manifest.database.dump}${dumper === 'folio' ? ` (duty ${duty})` : ''}`;
      console.log(
        `  ${name.padEnd(26)} backup ${backupSeconds.toFixed(1)} s, ${size.toFixed(0)} MiB; ${restored}; ` +
          `p95 during backup ${during.p95} ms (${overIdle(during.p95, idle.p95)} over idle); windows ` +
          `${during.windows.join(' / ')} ms (worst ${overIdle(Math.max(...during.windows), idle.p95)} over idle, ` +
          `idle's worst ${overIdle(Math.max(...idle.windows), idle.p95)})`,
      );
    }
  } finally {
    await database.close();
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
