/** Starts `npm start`'s entry in a child process on a fresh or given data dir; shared by the benchmarks. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 for `/`. */
  readyMs: number;
  stop(): Promise<void>;
}

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

export async function startServer(
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-')),
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited before serving');
    try {
      const res = await fetch(url);
      if (res.ok && (await res.text()).includes('<div id="root">')) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    dataDir,
    child,
    readyMs,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
