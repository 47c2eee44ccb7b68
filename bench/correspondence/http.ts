/** The measured app in a child process, and autocannon runs against it that keep every latency. */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';

export interface BenchServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** `jobs`: the app also runs its background jobs (text extraction…), as `npm start` does. */
export async function startBenchServer(databaseUrl: string, { jobs = false } = {}): Promise<BenchServer> {
  // BENCH_PROFILE=<dir>: the app writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/correspondence/serve.ts'], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_JOBS: jobs ? '1' : '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The key of the verification codes in the bench server, so the measure can compute them. */
export const BENCH_TRACKING_SECRET = 'folio-bench-tracking-secret';

export const JSON_HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

export async function login(base: string, username: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { ...JSON_HEADERS, authorization: `Bearer ${token}` };
}

export interface Run {
  requests: number;
  /** Responses outside 2xx, plus connection errors and timeouts. */
  failures: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** Every response's latency in ms, ascending. */
  times: number[];
}

export interface RunOptions {
  base: string;
  headers: Record<string, string>;
  /** The path of each request (called once per request). */
  path: () => string;
  connections: number;
  seconds?: number;
  amount?: number;
  method?: 'GET' | 'POST';
  body?: () => string;
  /** The status every answer must have (default: any 2xx). */
  expect?: number;
  /** Requests per second over all connections (default: each connection sends its next at once). */
  rate?: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function run(options: RunOptions): Promise<Run> {
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.base,
        connections: options.connections,
        ...(options.rate ? { overallRate: options.rate } : {}),
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
        timeout: 60,
        headers: options.body ? { ...options.headers, 'content-type': 'application/json' } : options.headers,
        requests: [
          {
            method: options.method ?? 'GET',
            setupRequest: (request) => ({
              ...request,
              path: options.path(),
              ...(options.body ? { body: options.body() } : {}),
            }),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // autocannon emits (client, status, bytes, ms); its typings omit the client.
    instance.on('response', ((_client: unknown, status: number, _bytes: number, ms: number) => {
      times.push(ms);
      if (options.expect ? status !== options.expect : status < 200 || status >= 300) failures++;
    }) as never);
  });
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    failures: failures + result.errors + result.timeouts,
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    times,
  };
}
