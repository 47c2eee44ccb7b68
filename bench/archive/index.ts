/**
 * `npm run bench -- archive [--fresh] [--scale=0.1] [--seconds=10] [--only=expedients,loans]`:
 * loads (or reuses) into BENCH_ARCHIVE_DATABASE_URL (default: database `folio_bench_archive` on
 * the local PostgreSQL server) a small correspondence (20,000 citizens, 200,000 entries, 50,000
 * outputs: the archived entries become documents' sources) plus 100,000 archive units (boxes and
 * expedients), 1,000,000 archived documents and 50,000 loans, then measures the expedients',
 * archived documents' and loans' lists against it for the archivist, an office's archive clerk
 * and a loan holder. Target: p95 ≤ 25 ms (issue 14). The machinery is the correspondence bench's.
 */
import { option } from '../correspondence/index';
import { ensureLoaded } from '../correspondence/load';
import { benchSession, latencies } from '../correspondence/measure';
import { archiveExtension } from './load';
import { archiveContext, archiveScenarios } from './scenarios';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/folio_bench_archive';

export async function benchArchive(): Promise<void> {
  const url = process.env.BENCH_ARCHIVE_DATABASE_URL ?? DEFAULT_URL;
  const scale = option('scale', 1);
  const n = (count: number) => Math.round(count * scale);
  const counts = { citizens: n(20_000), entries: n(200_000), outputs: n(50_000) };
  const archive = { expedients: n(100_000), documents: n(1_000_000), loans: n(50_000) };
  const started = performance.now();
  const load = await ensureLoaded(url, counts, process.argv.includes('--fresh'), archiveExtension(archive));
  const rows = Object.entries(load.rows)
    .map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`)
    .join(', ');
  if (load.phases) {
    console.log(`archive: loaded ${rows} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    for (const [phase, s] of load.phases) console.log(`  ${phase.padEnd(36)} ${s.toFixed(1).padStart(7)} s`);
  } else {
    console.log(`archive: reusing the loaded database (${rows}); --fresh reloads it`);
  }
  const only = process.argv.find((a) => a.startsWith('--only='));
  await benchSession('archive', url, async (c, server) => {
    const ctx = await archiveContext(c, server, option('seconds', 10));
    await latencies(
      { ...ctx, only: only ? only.slice('--only='.length).split(',').filter(Boolean) : [] },
      archiveScenarios(ctx),
    );
  });
}
