/**
 * `npm run bench -- fuzz [runs] [seed]`: the route fuzz suite at a larger sample than CI's (20 000
 * requests by default) on a fresh demo database: in-memory PGlite, or PostgreSQL when DATABASE_URL
 * names an empty, migratable database. Prints the statuses seen and every failure found.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/server/db/seed/seed';
import { fuzzApp } from '../src/server/fuzz/route-fuzz';

export async function benchFuzz(): Promise<void> {
  const numbers = process.argv.slice(2).filter((a) => /^\d+$/.test(a));
  const runs = Number(numbers[0] ?? 20_000);
  const seed = Number(numbers[1] ?? Date.now() % 1_000_000);
  const url = process.env.DATABASE_URL;
  const database = url ? await openPostgres(url, 4) : await openPglite();
  await prepareDatabase(database, { demo: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-fuzz-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://folio.bench' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const tokens: (string | undefined)[] = [undefined];
  for (const { username } of DEMO_LOGINS) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    tokens.push(res.json().access_token as string);
  }
  const started = performance.now();
  const report = await fuzzApp({ app, tokens, runs, seed });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `fuzz: ${report.requests} requests (seed ${seed}, ${database.kind}) in ${seconds.toFixed(1)} s, ` +
      `${report.refusedWrites} refused writes, statuses ${JSON.stringify(report.statuses)}`,
  );
  for (const failure of report.failures) console.log(`  FALLO ${failure}`);
  if (report.failures.length === 0) console.log('  sin fallos');
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
