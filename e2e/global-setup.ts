/**
 * Browser tests run against the real thing: the built SPA served by `src/server/main.ts` on
 * embedded PGlite with the demo data, in a temporary DATA_DIR, on a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { seedDemoArchive } from '../src/server/db/seed/demo-archive';
import { APISNETPE_TOKEN, startApisNetPe } from './support/apisnetpe';
import { CHROMIUM } from './support/browser';
import { seedFixtures } from './support/fixtures';
import { E2E_WORKERS, type E2eServer } from './support/servers';

declare module 'vitest' {
  export interface ProvidedContext {
    servers: E2eServer[];
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

/** A guard, not a measure: on two cores shared by a dozen processes a server took over a minute to start. */
const SERVER_START_MS = 170_000;

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < SERVER_START_MS) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/v1/app-settings`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start in ${SERVER_START_MS / 1000} s:\n${log()}`);
}

/** What the SPA is built from: src/web (index.html included), src/shared, the Vite config and the lockfile. */
const BUILD_INPUTS = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];
const BUILD_CACHE = path.resolve('node_modules/.cache/folio-e2e-web');

function filesUnder(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/**
 * What clerks get: Vite takes the mode from `NODE_ENV` when it is set, and Vitest sets it to `test`,
 * which built React's development bundle (StrictMode's double renders, dev checks and component
 * stacks on every update) and kept the renderer busy at each key a test types.
 */
const BUILD_NODE_ENV = 'production';

function sourcesHash(): string {
  const hash = createHash('sha256').update(BUILD_NODE_ENV).update('\0');
  for (const file of BUILD_INPUTS.flatMap(filesUnder)) hash.update(file).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The SPA built from the current sources: reused from the cache while they are unchanged, else
 * built into it (under a temporary name first, so a parallel run never sees half a build). Keeps
 * the three newest builds.
 */
async function cachedBuild(): Promise<string> {
  const dir = path.join(BUILD_CACHE, sourcesHash());
  if (fs.existsSync(path.join(dir, 'index.html'))) return dir;
  const partial = `${dir}.partial-${process.pid}`;
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = BUILD_NODE_ENV;
  try {
    await build({ logLevel: 'warn', build: { outDir: partial, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  if (fs.existsSync(dir)) fs.rmSync(partial, { recursive: true, force: true });
  else fs.renameSync(partial, dir);
  const builds = fs
    .readdirSync(BUILD_CACHE)
    .filter((name) => !name.includes('.partial-'))
    .map((name) => ({ name, time: fs.statSync(path.join(BUILD_CACHE, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(3)) fs.rmSync(path.join(BUILD_CACHE, old.name), { recursive: true, force: true });
  return dir;
}

/** A server on its own copy of the seeded data directory and the SPA, on a free port. */
async function startServer(
  seedDir: string,
  webBuild: string,
  apisNetPe: string,
): Promise<{ server: E2eServer; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-'));
  const webDir = path.join(dataDir, 'web');
  fs.cpSync(webBuild, webDir, { recursive: true });
  fs.cpSync(seedDir, path.join(dataDir, 'db'), { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The digests would mail every demo person once their hour passes; no browser test reads them.
      DIGEST_EMAILS: 'false',
      // Four servers and their browsers keep both cores busy all the time: a reading child at
      // nice 19 (the default `yield`) would hardly get a core, so the stories' files are read at once.
      TEXT_PRIORITY: 'normal',
      // DNI/RUC lookup through a local stand-in for apis.net.pe (e2e/support/apisnetpe.ts).
      ID_LOOKUP_PROVIDER: 'apisnetpe',
      APISNETPE_URL: apisNetPe,
      APISNETPE_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForServer(baseUrl, child, () => output);
  return {
    server: { baseUrl, dataDir },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Seeds the demo once, then starts one server per test worker on a copy of it: files running at
 * the same time never share data or settings, and a worker's files run one after another.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM} (apt-get install -y chromium).`);
  }
  // Each server serves its own copy of the SPA, so parallel runs and `npm start` never clobber
  // each other (a rebuild of dist/web renames the hashed chunks under a running test). The build
  // is reused between runs while its sources are unchanged; E2E_SKIP_BUILD=1 copies the current
  // dist/web instead.
  const built = process.env.E2E_SKIP_BUILD ? path.resolve('dist/web') : await cachedBuild();
  const seedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-seed-'));
  const seedDir = path.join(seedRoot, 'db');
  const seeded = await openPglite({ dataDir: seedDir });
  await prepareDatabase(seeded, { demo: true });
  await seedFixtures(seeded.db);
  await seedDemoArchive(seeded.db);
  await seeded.close();

  const apisNetPe = await startApisNetPe();
  const started = await Promise.all(
    Array.from({ length: E2E_WORKERS }, () => startServer(seedDir, built, apisNetPe.url)),
  );
  fs.rmSync(seedRoot, { recursive: true, force: true });
  project.provide(
    'servers',
    started.map((s) => s.server),
  );

  return async () => {
    await Promise.all(started.map((s) => s.stop()));
    await apisNetPe.stop();
  };
}
