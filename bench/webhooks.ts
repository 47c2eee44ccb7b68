/**
 * `npm run bench webhooks`: registration throughput on PGlite with no subscription and with five
 * (their receiver answers after 2 s, so deliveries are slow): the outbox adds its rows to the
 * registration's transaction and the deliveries run on the job queue, not in the request.
 */

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed';

const REGISTRATIONS = 150;

export async function benchWebhooks(): Promise<void> {
  const receiver = http.createServer((_req, res) => setTimeout(() => res.writeHead(200).end(), 2000));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-webhooks-'));
  const database = await openPglite();
  await prepareDatabase(database, { demo: true });
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    database,
    logger: false,
  });
  await app.jobs.start();
  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return res.json() as { data: { id: number }[] & { id: number }; access_token: string };
  };
  const token = (await call('POST', '/api/v1/login', undefined, { username: 'admin', password: DEMO_PASSWORD }))
    .access_token;
  const type = (await call('POST', '/api/v1/type-entries', token, { code: 'BEN', name: 'Banco', response_days: 5 }))
    .data.id;
  const sender = (
    await call('POST', '/api/v1/citizens', token, {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: '40123456',
      names: 'Ana',
      surnames: 'Núñez',
    })
  ).data.id;
  const office = (await call('GET', '/api/v1/offices?per_page=1', token)).data[0]!.id;
  const run = async () => {
    const started = performance.now();
    for (let i = 0; i < REGISTRATIONS; i++)
      await call('POST', '/api/v1/entries', token, {
        channel: 'presencial',
        type_entry_id: type,
        sender_id: sender,
        subject: `Banco ${i}`,
        folios: 1,
        destination_office_id: office,
      });
    return REGISTRATIONS / ((performance.now() - started) / 1000);
  };
  await run();
  const without = await run();
  for (let i = 0; i < 5; i++)
    await call('POST', '/api/v1/webhooks', token, {
      name: `Receptor ${i}`,
      url,
      events: ['entry.registered'],
      office_id: null,
      active: true,
    });
  const withFive = await run();
  console.log(`registrations/s without subscriptions: ${without.toFixed(1)}`);
  console.log(`registrations/s with 5 subscriptions (receiver answers in 2 s): ${withFive.toFixed(1)}`);
  console.log(`ratio: ${((withFive / without) * 100).toFixed(1)} % (target ≥ 90 %)`);
  await app.close();
  await database.close();
  receiver.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
