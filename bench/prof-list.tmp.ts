import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPostgres } from '../src/server/db/client';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed';
const url = 'postgres://postgres@127.0.0.1:5432/folio_bench';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'));
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'warn', APP_URL: 'http://x' });
const database = await openPostgres(url);
const app = await buildApp({ config, database, logger: false });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'mesapartes', password: DEMO_PASSWORD } });
const token = login.json().access_token;
const headers = { authorization: `Bearer ${token}` };
for (const u of ['/api/v1/entries', '/api/v1/entries?q=solicitud']) {
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: u, headers });
  const c0 = process.cpuUsage(); const t0 = performance.now();
  const N = 100;
  for (let i = 0; i < N; i++) { const r = await app.inject({ method: 'GET', url: u, headers }); if (r.statusCode !== 200) throw new Error(r.body); }
  const c = process.cpuUsage(c0);
  console.log(u, 'app cpu ms/req', ((c.user + c.system) / 1000 / N).toFixed(2), 'wall', ((performance.now() - t0) / N).toFixed(1));
}
await app.close(); await database.close();
