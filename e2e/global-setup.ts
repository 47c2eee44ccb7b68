/**
 * Browser tests run against the real thing: the built SPA served by `src/server/main.ts` on
 * embedded PGlite with the demo data, in a temporary DATA_DIR, on a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { CHROMIUM } from './support/browser';
import { seedFixtures } from './support/fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/v1/app-settings`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start in 60 s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM} (apt-get install -y chromium).`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-'));
  // Each run serves its own copy of the SPA, so parallel runs and `npm start` never clobber each
  // other (a rebuild of dist/web renames the hashed chunks under a running test). E2E_SKIP_BUILD=1
  // copies the current dist/web instead of building.
  const webDir = path.join(dataDir, 'web');
  if (process.env.E2E_SKIP_BUILD) {
    fs.cpSync(path.resolve('dist/web'), webDir, { recursive: true });
  } else {
    const { build } = await import('vite');
    await build({ logLevel: 'warn', build: { outDir: webDir, emptyOutDir: true } });
  }
  const seeded = await openPglite({ dataDir: path.join(dataDir, 'db') });
  await prepareDatabase(seeded, { demo: true });
  await seedFixtures(seeded.db);
  await seeded.close();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForServer(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
