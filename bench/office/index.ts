/**
 * `npm run bench -- office [--fresh] [--scale=0.1] [--seconds=10] [--only=requests,supporting]`:
 * loads (or reuses) into BENCH_OFFICE_DATABASE_URL (default: database `folio_bench_office` on the
 * local PostgreSQL server) a smaller correspondence (40,000 citizens, 400,000 entries, 100,000
 * outputs: the records assigned requests point at) plus 200,000 entry requests, 40,000 output
 * requests and 200,000 supporting documents of each kind, then measures the requests' and
 * supporting documents' lists against it, every scope. The machinery (load, app, latencies) is
 * the correspondence bench's. See docs/benchmarks.md.
 */
import { option } from '../correspondence/index';
import { ensureLoaded } from '../correspondence/load';
import { benchSession, latencies } from '../correspondence/measure';
import { officeExtension } from './load';
import { officeContext, officeScenarios } from './scenarios';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/folio_bench_office';

export async function benchOffice(): Promise<void> {
  const url = process.env.BENCH_OFFICE_DATABASE_URL ?? DEFAULT_URL;
  const scale = option('scale', 1);
  const n = (count: number) => Math.round(count * scale);
  const counts = { citizens: n(40_000), entries: n(400_000), outputs: n(100_000) };
  const office = {
    entryRequests: n(200_000),
    outputRequests: n(40_000),
    supportingEntries: n(200_000),
    supportingOutputs: n(200_000),
  };
  const started = performance.now();
  const load = await ensureLoaded(
    url,
    counts,
    process.argv.includes('--fresh'),
    officeExtension(office, counts.citizens),
  );
  const rows = Object.entries(load.rows)
    .map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`)
    .join(', ');
  if (load.phases) {
    console.log(`office: loaded ${rows} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    for (const [phase, s] of load.phases) console.log(`  ${phase.padEnd(36)} ${s.toFixed(1).padStart(7)} s`);
  } else {
    console.log(`office: reusing the loaded database (${rows}); --fresh reloads it`);
  }
  const only = process.argv.find((a) => a.startsWith('--only='));
  await benchSession('office', url, async (c, server) => {
    const ctx = await officeContext(c, server, option('seconds', 10));
    await latencies(
      { ...ctx, only: only ? only.slice('--only='.length).split(',').filter(Boolean) : [] },
      officeScenarios(ctx),
    );
  });
}
