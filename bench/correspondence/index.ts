/**
 * `npm run bench -- correspondence [--fresh] [--scale=0.1] [--seconds=10] [--registrations=3000]
 * [--only=outputs search,show]`:
 * loads (or reuses) 100,000 citizens, 1,000,000 entries with a year of movements and 500,000
 * outputs with recipients into BENCH_DATABASE_URL (default: database `folio_bench` on the local
 * PostgreSQL server, created if missing), then measures the app against it. See
 * docs/benchmarks.md.
 */
import { ensureLoaded } from './load';
import { measure } from './measure';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/folio_bench';

export function option(name: string, fallback: number): number {
  const given = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = given ? Number(given.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number.`);
  return value;
}

export async function benchCorrespondence(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const scale = option('scale', 1);
  const counts = {
    citizens: Math.round(100_000 * scale),
    entries: Math.round(1_000_000 * scale),
    outputs: Math.round(500_000 * scale),
  };
  const started = performance.now();
  const load = await ensureLoaded(url, counts, process.argv.includes('--fresh'));
  const rows = Object.entries(load.rows)
    .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`)
    .join(', ');
  if (load.phases) {
    const seconds = (performance.now() - started) / 1000;
    console.log(`correspondence: loaded ${rows} in ${seconds.toFixed(0)} s`);
    for (const [phase, s] of load.phases) console.log(`  ${phase.padEnd(28)} ${s.toFixed(1).padStart(7)} s`);
  } else {
    console.log(`correspondence: reusing the loaded database (${rows}); --fresh reloads it`);
  }
  const only = process.argv.find((a) => a.startsWith('--only='));
  await measure({
    url,
    seconds: option('seconds', 10),
    registrations: option('registrations', 3000),
    only: only ? only.slice('--only='.length).split(',').filter(Boolean) : [],
  });
}
