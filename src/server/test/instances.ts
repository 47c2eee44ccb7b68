/**
 * Folio processes (`src/server/main.ts`) started as an operator would, each with its own data
 * directory, for the tests of several instances behind a balancer; and a small round-robin proxy
 * that, like a balancer, sends requests only to instances whose `/ready` answers 200.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '../plugins/realtime/testing';

export interface Instance {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
}

export async function startFolio(env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-instance-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await waitFor(() => {
    if (child.exitCode !== null) throw new Error(`Folio exited: ${output}`);
    return Number(/listo en http:\/\/localhost:(\d+)/.exec(output)?.[1] ?? 0);
  }, 60_000);
  return { url: `http://127.0.0.1:${port}`, port, process: child, output: () => output };
}

/** SIGTERM (the drain, then the close) and the process's exit. */
export async function stopFolio(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

export interface Balancer {
  url: string;
  /** Requests each backend was sent. */
  served: Map<string, number>;
  close(): Promise<void>;
}

/**
 * Round-robin over the backends that last answered `/ready` with 200, checked every `checkMs`.
 * A backend that fails mid-request makes the proxy answer 502: no retries, so a lost request shows.
 */
export async function startBalancer(backends: string[], checkMs = 100): Promise<Balancer> {
  const ready = new Set<string>();
  const served = new Map(backends.map((b) => [b, 0]));
  const check = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        const ok = await fetch(`${backend}/ready`, { signal: AbortSignal.timeout(1000) }).then(
          (res) => res.status === 200,
          () => false,
        );
        if (ok) ready.add(backend);
        else ready.delete(backend);
      }),
    );
  };
  await check();
  const timer = setInterval(() => void check(), checkMs);
  let next = 0;
  const server = http.createServer((request, response) => {
    const live = backends.filter((b) => ready.has(b));
    const backend = live[next++ % Math.max(1, live.length)];
    if (!backend) {
      response.writeHead(503).end();
      return;
    }
    served.set(backend, (served.get(backend) ?? 0) + 1);
    const upstream = http.request(
      `${backend}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
