/**
 * Realtime fan-out: a Folio server in a child process (in-memory PGlite), N websocket clients
 * (REALTIME_BENCH_N, default 5000) each subscribed to its own private channel, then one event per
 * client published through the Pusher HTTP API (100 channels per call, as Laravel chunks).
 * Prints connect and subscribe times, delivery latency p50/p99/max, throughput and the server's
 * memory per connection (heap + external after GC, and RSS). Run alone: `node --import tsx bench/realtime.ts`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import PusherServer from 'pusher';
import { WebSocket } from 'ws';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { signSubscription } from '../src/server/plugins/realtime/signatures';

const credentials = { appId: 'bench', key: 'bench-key', secret: 'bench-secret-123' };
/** Connections opened at once; more only queue in the kernel's accept backlog. */
const OPEN_CONCURRENCY = 200;
const CHANNELS_PER_CALL = 100;

const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

type ServerMessage = { port: number } | { memory: NodeJS.MemoryUsage };

/** The child: the real app on an in-memory PGlite, answering `memory` (after GC) and `stop` over IPC. */
async function serve(): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    REALTIME_APP_ID: credentials.appId,
    REALTIME_APP_KEY: credentials.key,
    REALTIME_APP_SECRET: credentials.secret,
  });
  const database = await openPglite();
  await prepareDatabase(database, { demo: false });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (message) => {
    if (message === 'memory') {
      globalThis.gc?.();
      globalThis.gc?.();
      process.send?.({ memory: process.memoryUsage() });
    } else if (message === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
}

function ask<T>(child: ChildProcess, request: string | null, pick: (m: ServerMessage) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      const value = pick(message);
      if (value === undefined) return;
      child.off('message', onMessage);
      resolve(value);
    };
    child.on('message', onMessage);
    child.once('exit', () => reject(new Error('the server exited')));
    if (request) child.send(request);
  });
}

const memoryOf = (child: ChildProcess) => ask(child, 'memory', (m) => ('memory' in m ? m.memory : undefined));
const MiB = 1024 * 1024;

interface Client {
  ws: WebSocket;
  subscribed: Promise<void>;
}

function openClient(port: number, index: number, latencies: number[]): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${credentials.key}?protocol=7&client=js&version=8.6.0`);
    let markSubscribed: () => void;
    const subscribed = new Promise<void>((r) => {
      markSubscribed = r;
    });
    const channel = `private-App.Models.User.${index}`;
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.event === 'bench') latencies.push(now() - JSON.parse(message.data).t);
      else if (message.event === 'pusher:connection_established') {
        const socketId = JSON.parse(message.data).socket_id;
        ws.send(
          JSON.stringify({
            event: 'pusher:subscribe',
            data: { channel, auth: signSubscription(credentials, socketId, channel) },
          }),
        );
        resolve({ ws, subscribed });
      } else if (message.event === 'pusher_internal:subscription_succeeded') markSubscribed();
      else if (message.event === 'pusher:ping') ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
    });
  });
}

export async function benchRealtime(): Promise<void> {
  const n = Number(process.env.REALTIME_BENCH_N ?? 5000);
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const clients: Client[] = [];
  try {
    const port = await ask(child, null, (m) => ('port' in m ? m.port : undefined));
    const library = new PusherServer({ ...credentials, host: '127.0.0.1', port: String(port), useTLS: false });
    const baseline = await memoryOf(child);

    const latencies: number[] = [];
    const openStart = now();
    for (let i = 0; i < n; i += OPEN_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(OPEN_CONCURRENCY, n - i) }, (_, j) =>
        openClient(port, i + j, latencies),
      );
      clients.push(...(await Promise.all(batch)));
    }
    const openMs = now() - openStart;
    await Promise.all(clients.map((c) => c.subscribed));
    const subscribeMs = now() - openStart;
    const loaded = await memoryOf(child);

    const publishStart = now();
    for (let i = 0; i < n; i += CHANNELS_PER_CALL) {
      const channels = Array.from(
        { length: Math.min(CHANNELS_PER_CALL, n - i) },
        (_, j) => `private-App.Models.User.${i + j}`,
      );
      await library.trigger(channels, 'bench', { t: now() });
    }
    const publishMs = now() - publishStart;
    const deadline = now() + 30_000;
    while (latencies.length < n && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const allMs = now() - publishStart;

    const sorted = [...latencies].sort((a, b) => a - b);
    const heap = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
    const perConnection = (bytes: number) => `${(bytes / n / 1024).toFixed(1)} KiB`;
    console.log(
      `realtime: ${n} connections opened in ${(openMs / 1000).toFixed(2)} s, all subscribed (private, signed) at ${(subscribeMs / 1000).toFixed(2)} s`,
    );
    console.log(
      `realtime: server heap+external ${(heap(baseline) / MiB).toFixed(0)} → ${(heap(loaded) / MiB).toFixed(0)} MiB = ${perConnection(heap(loaded) - heap(baseline))} per connection; RSS ${(baseline.rss / MiB).toFixed(0)} → ${(loaded.rss / MiB).toFixed(0)} MiB = ${perConnection(loaded.rss - baseline.rss)} per connection`,
    );
    console.log(
      `realtime: ${n / CHANNELS_PER_CALL} trigger calls (100 channels each) sent in ${publishMs.toFixed(0)} ms; ${latencies.length}/${n} delivered in ${allMs.toFixed(0)} ms (${Math.round((latencies.length / allMs) * 1000)} msg/s)`,
    );
    console.log(
      `realtime: delivery latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`,
    );
  } finally {
    for (const client of clients) client.ws.terminate();
    if (child.exitCode === null) {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv[2] === 'serve') await serve();
  else await benchRealtime();
}
