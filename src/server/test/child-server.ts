/**
 * The real server (`src/server/main.ts`) as a child process, for the crash tests: started on a
 * free port against a fresh copy of the test database, called over HTTP, killed with SIGKILL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { openPglite } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/seed';
import { cloneTemplate } from './postgres';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const started = Date.now();
  while (Date.now() - started < 45_000) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/v1/app-settings`)).ok) return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start in 45 s:\n${output}`);
}

export function kill(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGKILL');
  return exited;
}

export async function api(server: Server, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads what the API answers
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

export async function login(server: Server, username: string) {
  const res = await api(server, 'POST', '/api/v1/login', undefined, { username, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.json.access_token as string;
}

/** The environment pointing the server at a fresh copy of the test database. */
export async function prepareData(
  kind: 'pglite' | 'postgres',
  dataDir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (kind === 'postgres') {
    const clone = await cloneTemplate(process.env.TEST_DATABASE_URL!, inject('postgresTemplate'));
    return { env: { DATA_DIR: dataDir, DATABASE_URL: clone.url }, drop: clone.drop };
  }
  const seeded = await openPglite({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]),
  });
  await seeded.close();
  return { env: { DATA_DIR: dataDir }, drop: async () => {} };
}
