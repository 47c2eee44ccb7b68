/**
 * The app under measurement, in its own process (so the load generator does not share its event
 * loop): the real `buildApp` on BENCH_DATABASE_URL plus two comparison routes in the same process:
 * `/bench/bare/entries/:id` (one `SELECT … WHERE id = $1`, nothing else) and
 * `/api/v1/bench/auth/entries/:id` (the same query behind the app's token check). With
 * BENCH_JOBS=1 it also runs the background jobs. Prints `listening <port>` when ready.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPostgres } from '../../src/server/db/client';
import { BENCH_TRACKING_SECRET } from './http';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required.');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-correspondence-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  LOG_LEVEL: 'warn',
  APP_URL: 'http://folio.bench',
  // The measure computes the codes with the same key; every call is still counted, never refused.
  TRACKING_SECRET: BENCH_TRACKING_SECRET,
  TRACKING_MAX_REQUESTS_PER_IP: String(1_000_000_000),
});
const database = await openPostgres(url);
const app = await buildApp({ config, database, logger: false });

const byId = async (id: string) => {
  const { rows } = await database.pool!.query('select * from entries where id = $1', [Number(id)]);
  return rows[0] ? { data: rows[0] } : null;
};
app.get<{ Params: { id: string } }>('/bench/bare/entries/:id', async (request, reply) => {
  const found = await byId(request.params.id);
  return found ?? reply.status(404).send({ message: 'No encontrado.' });
});
app.get<{ Params: { id: string } }>('/api/v1/bench/auth/entries/:id', async (request, reply) => {
  const found = await byId(request.params.id);
  return found ?? reply.status(404).send({ message: 'No encontrado.' });
});

if (process.env.BENCH_JOBS === '1') await app.jobs.start();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);

const stop = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
