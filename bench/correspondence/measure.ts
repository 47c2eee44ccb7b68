/**
 * The side-by-side run against the loaded database: list, filter and search latencies (one
 * client, so p50/p95 are service times, not queueing), show-by-id throughput beside bare routes
 * in the same process, and 50 concurrent registrations followed by a gap check of the numbers.
 * Then receiving by scan (look a sticker's number up, receive it) and the citizens' public
 * tracking (number and code, a wrong code, a missing number). Every line also gives the CPU the app process and the database spent per request.
 */
import os from 'node:os';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../src/server/db/seed/seed';
import { trackingCode } from '../../src/server/lib/tracking-code';
import { DEPLOY_SETTINGS } from '../cluster';
import { cpuSince, sampleCpu } from './cpu';
import {
  BENCH_TRACKING_SECRET,
  type BenchServer,
  JSON_HEADERS,
  login,
  type Run,
  type RunOptions,
  run,
  startBenchServer,
} from './http';
import { checkNumbering } from './load';
import { ensureAttendedAt, reportScenarios } from './reports';

export interface MeasureOptions {
  url: string;
  /** Seconds per latency or throughput scenario. */
  seconds: number;
  registrations: number;
  /**
   * Only these parts (`--only=outputs search,show`): a latency scenario runs when its label
   * contains one of the words, `show` runs show by id, `scan` receiving by scan, `registration`
   * the registrations. Empty: all.
   */
  only: string[];
}

/** What a latency scenario needs: the app, the database's client, the time given, the callers' headers. */
export interface LatencyContext {
  c: pg.Client;
  server: BenchServer;
  seconds: number;
  only: string[];
  auth: Record<string, Record<string, string>>;
}

/** One latency scenario: a GET by one caller, with its target p95 in ms. */
export interface Scenario {
  label: string;
  who: string;
  path: string;
  target: number;
  /** Requests before measuring (default 3). */
  warm?: number;
}

/**
 * The Tablero's statements are prepared: PostgreSQL plans each one five times on each of the
 * pool's ten connections before it settles on a generic plan, so the steady state an instance
 * serves all day starts after about fifty Tableros of a kind of caller.
 */
const DASHBOARD_WARM = 60;

interface Context extends LatencyContext {
  auth: Record<
    'admin' | 'mesapartes' | 'jefe' | 'servidor' | 'mensajero' | 'archivero' | 'head50k',
    Record<string, string>
  >;
  /** The office of `head50k`: the one whose entries (registering, destination or derived-to) are nearest 50 000. */
  head50kOffice: { code: string; entries: number };
  offices: Map<string, number>;
  entryIds: number[];
  outputIds: number[];
  entryTypes: number[];
  citizens: number;
  sampleNumber: string;
  /** A sender of many entries: their document number and surname. */
  sender: { document: string; surname: string };
  format: string;
}

interface Measured extends Run {
  appMs: number;
  dbMs: number;
}

export const LIST_TARGET = 25;
export const SEARCH_TARGET = 50;
const SHOW_SHARE_TARGET = 0.5;
const REGISTRATIONS_TARGET = 300;
const SCAN_TARGET = 30;
const DASHBOARD_TARGET = 50;
const TRACKING_TARGET = 20;

export const wanted = (only: string[], label: string) => only.length === 0 || only.some((word) => label.includes(word));

const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(1));

/** One autocannon run with the CPU both processes spent on it. */
async function measured(ctx: LatencyContext, options: RunOptions): Promise<Measured> {
  const before = await sampleCpu(ctx.c, ctx.server.pid);
  const r = await run(options);
  const cpu = cpuSince(before, await sampleCpu(ctx.c, ctx.server.pid));
  return { ...r, appMs: cpu.app / r.requests, dbMs: cpu.db / r.requests };
}

function table(header: (string | number)[], widths: number[], lines: (string | number)[][]): void {
  const format = (cells: (string | number)[]) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

const failuresOr = (r: Run, verdict: string) => (r.failures > 0 ? `${r.failures} ERR` : verdict);

function correspondenceScenarios(ctx: Context, hasOutputs: boolean): Scenario[] {
  const oaj = ctx.offices.get('OAJ');
  const scenarios: Scenario[] = [
    { label: 'entries list, default sort', who: 'mesapartes', path: '/api/v1/entries', target: LIST_TARGET },
    { label: 'entries list, default sort', who: 'jefe', path: '/api/v1/entries', target: LIST_TARGET },
    { label: 'entries list, default sort', who: 'servidor', path: '/api/v1/entries', target: LIST_TARGET },
    {
      label: 'entries list, office OAJ + recibido',
      who: 'mesapartes',
      path: `/api/v1/entries?office_id=${oaj}&state=recibido`,
      target: LIST_TARGET,
    },
    { label: 'entries list, page 40', who: 'mesapartes', path: '/api/v1/entries?page=40', target: LIST_TARGET },
    {
      label: `entries list, ${ctx.head50kOffice.code} head (${Math.round(ctx.head50kOffice.entries / 1000)} k)`,
      who: 'head50k',
      path: '/api/v1/entries',
      target: LIST_TARGET,
    },
    {
      label: 'entries list, state recibido',
      who: 'head50k',
      path: '/api/v1/entries?state=recibido',
      target: LIST_TARGET,
    },
    { label: 'entries list, state recibido', who: 'jefe', path: '/api/v1/entries?state=recibido', target: LIST_TARGET },
    { label: 'entries list, overdue', who: 'servidor', path: '/api/v1/entries?overdue=true', target: LIST_TARGET },
    {
      label: 'entries search q=solicitud (~23 %)',
      who: 'mesapartes',
      path: '/api/v1/entries?q=solicitud',
      target: SEARCH_TARGET,
    },
    {
      label: 'entries search q=huaico (~0.1 %)',
      who: 'mesapartes',
      path: '/api/v1/entries?q=huaico',
      target: SEARCH_TARGET,
    },
    {
      label: 'entries search q=quispe (sender surname)',
      who: 'mesapartes',
      path: '/api/v1/entries?q=quispe',
      target: SEARCH_TARGET,
    },
    {
      label: `entries search q=${ctx.sender.surname} (a sender)`,
      who: 'mesapartes',
      path: `/api/v1/entries?q=${encodeURIComponent(ctx.sender.surname)}`,
      target: SEARCH_TARGET,
    },
    {
      label: `entries search q=${ctx.sender.document} (sender doc)`,
      who: 'mesapartes',
      path: `/api/v1/entries?q=${ctx.sender.document}`,
      target: SEARCH_TARGET,
    },
    {
      label: 'entries search q=público (accented)',
      who: 'mesapartes',
      path: `/api/v1/entries?q=${encodeURIComponent('público')}`,
      target: SEARCH_TARGET,
    },
    {
      label: 'entries search q=publico (unaccented)',
      who: 'mesapartes',
      path: '/api/v1/entries?q=publico',
      target: SEARCH_TARGET,
    },
    {
      label: `entries search q=${ctx.sampleNumber}`,
      who: 'mesapartes',
      path: `/api/v1/entries?q=${ctx.sampleNumber}`,
      target: SEARCH_TARGET,
    },
    { label: 'entries search q=solicitud', who: 'jefe', path: '/api/v1/entries?q=solicitud', target: SEARCH_TARGET },
    { label: 'entries search q=solicitud', who: 'head50k', path: '/api/v1/entries?q=solicitud', target: SEARCH_TARGET },
    { label: 'entries search q=huaico', who: 'servidor', path: '/api/v1/entries?q=huaico', target: SEARCH_TARGET },
  ];
  if (hasOutputs) {
    scenarios.push(
      { label: 'outputs list, default sort', who: 'mesapartes', path: '/api/v1/outputs', target: LIST_TARGET },
      { label: 'outputs list, default sort', who: 'jefe', path: '/api/v1/outputs', target: LIST_TARGET },
      { label: 'outputs list, default sort', who: 'servidor', path: '/api/v1/outputs', target: LIST_TARGET },
      { label: 'outputs list, default sort', who: 'head50k', path: '/api/v1/outputs', target: LIST_TARGET },
      {
        label: 'outputs list, office OAJ + entregado',
        who: 'mesapartes',
        path: `/api/v1/outputs?office_id=${oaj}&state=entregado`,
        target: LIST_TARGET,
      },
      {
        label: 'outputs search q=solicitud',
        who: 'mesapartes',
        path: '/api/v1/outputs?q=solicitud',
        target: SEARCH_TARGET,
      },
      { label: 'outputs search q=huaico', who: 'mesapartes', path: '/api/v1/outputs?q=huaico', target: SEARCH_TARGET },
      { label: 'outputs search q=solicitud', who: 'jefe', path: '/api/v1/outputs?q=solicitud', target: SEARCH_TARGET },
      {
        label: `outputs search q=${ctx.sender.surname}`,
        who: 'mesapartes',
        path: `/api/v1/outputs?q=${encodeURIComponent(ctx.sender.surname)}`,
        target: SEARCH_TARGET,
      },
    );
  }
  // The Tablero of every demo role, and of the head of the office nearest 50 000 entries.
  for (const who of ['admin', 'mesapartes', 'jefe', 'servidor', 'mensajero', 'archivero', 'head50k'] as const)
    scenarios.push({
      label: 'dashboard (Tablero)',
      who,
      path: '/api/v1/dashboard',
      target: DASHBOARD_TARGET,
      warm: DASHBOARD_WARM,
    });
  scenarios.push(...reportScenarios());
  return scenarios;
}

/** Each scenario the `--only` words select, one client, sequential: a table of p50/p95 and CPU per request. */
export async function latencies(ctx: LatencyContext, scenarios: readonly Scenario[]): Promise<void> {
  const lines: (string | number)[][] = [];
  for (const s of scenarios.filter((s) => wanted(ctx.only, s.label))) {
    const headers = ctx.auth[s.who];
    if (!headers) throw new Error(`No caller ${s.who} signed in.`);
    const options = { base: ctx.server.base, headers, path: () => s.path, connections: 1 };
    // Warm up, then take as many sequential requests as fit in the time given (at least 5).
    const warm = await run({ ...options, amount: s.warm ?? 3 });
    const amount = Math.max(5, Math.min(2000, Math.round((ctx.seconds * 1000) / Math.max(1, warm.p50))));
    const r = await measured(ctx, { ...options, amount });
    const verdict = failuresOr(r, r.p95 <= s.target ? 'ok' : 'MISS');
    lines.push([s.label, s.who, r.requests, ms(r.p50), ms(r.p95), `≤${s.target}`, verdict, ms(r.appMs), ms(r.dbMs)]);
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  table(
    ['scenario (1 client)', 'caller', 'n', 'p50 ms', 'p95 ms', 'target', '', 'app cpu', 'db cpu'],
    [42, 10, 5, 8, 8, 6, 6, 7, 7],
    lines,
  );
}

async function showVersusBare(ctx: Context, hasOutputs: boolean): Promise<void> {
  const entry = () => String(any(ctx.entryIds));
  const routes: [string, () => string][] = [
    ['GET /api/v1/entries/:id (show)', () => `/api/v1/entries/${entry()}`],
    ['bare SELECT … WHERE id = $1', () => `/bench/bare/entries/${entry()}`],
    ['the same behind the token check', () => `/api/v1/bench/auth/entries/${entry()}`],
  ];
  if (hasOutputs) routes.push(['GET /api/v1/outputs/:id (show)', () => `/api/v1/outputs/${any(ctx.outputIds)}`]);
  const runs: [string, Measured][] = [];
  for (const [label, path] of routes) {
    const options = { base: ctx.server.base, headers: ctx.auth.mesapartes, path, connections: 10 };
    await run({ ...options, amount: 50 });
    runs.push([label, await measured(ctx, { ...options, seconds: ctx.seconds })]);
  }
  const bare = runs[1]![1].perSecond;
  table(
    ['show by id (10 clients)', 'req/s', 'p50 ms', 'p95 ms', 'of bare', '', 'app cpu', 'db cpu'],
    [42, 7, 8, 8, 8, 6, 7, 7],
    runs.map(([label, r]) => {
      const share = r.perSecond / bare;
      const verdict = label.includes('(show)') ? (share >= SHOW_SHARE_TARGET ? 'ok' : 'MISS') : '';
      const line = [label, r.perSecond.toFixed(0), ms(r.p50), ms(r.p95), `${(share * 100).toFixed(0)} %`];
      return [...line, failuresOr(r, verdict), ms(r.appMs), ms(r.dbMs)];
    }),
  );
}

async function registrations(ctx: Context, amount: number): Promise<void> {
  const destinations = [...ctx.offices.entries()].filter(([code]) => code !== 'MP').map(([, id]) => id);
  let n = 0;
  const body = () =>
    JSON.stringify({
      channel: 'presencial',
      type_entry_id: any(ctx.entryTypes),
      sender_id: 1 + Math.floor(Math.random() * ctx.citizens),
      sender_reference: `CARTA N.° ${++n}`,
      subject: `Solicitud de licencia de funcionamiento (carga ${n})`,
      folios: 3,
      destination_office_id: any(destinations),
      priority: 'normal',
    });
  const count = async () => (await ctx.c.query<{ n: number }>('select count(*)::int as n from entries')).rows[0]!.n;
  const lines: (string | number)[][] = [];
  for (const [connections, requests] of [
    [1, Math.max(20, Math.round(amount / 10))],
    [50, amount],
  ] as const) {
    const before = await count();
    const options = { base: ctx.server.base, headers: ctx.auth.mesapartes, path: () => '/api/v1/entries' };
    const r = await measured(ctx, { ...options, method: 'POST', body, connections, amount: requests });
    const stored = (await count()) - before;
    const verdict = connections === 50 ? (r.perSecond >= REGISTRATIONS_TARGET ? 'ok' : 'MISS') : '';
    const failed = r.failures > 0 || stored !== r.requests ? `${r.failures} ERR` : verdict;
    lines.push([
      `POST /api/v1/entries, ${connections} client${connections > 1 ? 's' : ''}`,
      r.requests,
      r.perSecond.toFixed(0),
      ms(r.p50),
      ms(r.p95),
      stored,
      failed,
      ms(r.appMs),
      ms(r.dbMs),
    ]);
  }
  table(
    ['registration', 'n', 'per s', 'p50 ms', 'p95 ms', 'stored', '', 'app cpu', 'db cpu'],
    [42, 5, 6, 8, 8, 6, 6, 7, 7],
    lines,
  );
  try {
    console.log(`correspondence: gap check: none; ${await checkNumbering(ctx.c, 'entries', ctx.format)}`);
  } catch (error) {
    console.log(`correspondence: gap check FAILED: ${(error as Error).message}`);
  }
}

/**
 * "Recibir documentos" at scale: the head of OAJ reads stickers of entries on their way to OAJ,
 * first only looking each one up (what the scan page shows), then receiving each (one read, one
 * receipt, every number once).
 */
async function scans(ctx: Context): Promise<void> {
  const { rows } = await ctx.c.query<{ number: string }>(
    `select e.number from entry_movements m join entries e on e.id = m.entry_id
     where m.to_office_id = $1 and m.state = 'pendiente' order by random() limit 3000`,
    [ctx.offices.get('OAJ')],
  );
  const numbers = rows.map((r) => r.number);
  if (numbers.length < 20) {
    console.log(`correspondence: only ${numbers.length} entries on their way to OAJ; scans skipped`);
    return;
  }
  const lines: (string | number)[][] = [];
  const lookup = await measured(ctx, {
    base: ctx.server.base,
    headers: ctx.auth.jefe,
    path: () => `/api/v1/delivery-events/lookup?text=${encodeURIComponent(any(numbers))}`,
    connections: 1,
    amount: Math.min(2000, numbers.length),
  });
  let next = 0;
  const receive = await measured(ctx, {
    base: ctx.server.base,
    headers: ctx.auth.jefe,
    path: () => '/api/v1/delivery-events',
    method: 'POST',
    body: () => JSON.stringify({ text: numbers[next++] }),
    connections: 1,
    amount: Math.min(1000, numbers.length),
  });
  for (const [label, r] of [
    ['GET delivery-events/lookup (a read)', lookup],
    ['POST delivery-events (read + receive)', receive],
  ] as const) {
    const verdict = failuresOr(r, r.p95 <= SCAN_TARGET ? 'ok' : 'MISS');
    lines.push([label, 'jefe', r.requests, ms(r.p50), ms(r.p95), `≤${SCAN_TARGET}`, verdict, ms(r.appMs), ms(r.dbMs)]);
  }
  table(
    ['receive by scan (1 client)', 'caller', 'n', 'p50 ms', 'p95 ms', 'target', '', 'app cpu', 'db cpu'],
    [42, 10, 5, 8, 8, 6, 6, 7, 7],
    lines,
  );
}

/**
 * Citizens' tracking (`GET /api/v1/public/tracking/:number?codigo=`), no session: random entries of
 * every state and classification with their right code, then wrong codes and numbers that do not
 * exist, which must cost the same. Every call also counts against the address (the throttle row).
 */
async function tracking(ctx: Context): Promise<void> {
  const { rows } = await ctx.c.query<{ id: number; number: string }>(
    'select id, number from entries order by random() limit 3000',
  );
  const known = rows.map((r) => ({ number: r.number, code: trackingCode(BENCH_TRACKING_SECRET, r) }));
  const wrongCode = (code: string) => (code === '00000000' ? '11111111' : '00000000');
  const path = (number: string, code: string) => `/api/v1/public/tracking/${encodeURIComponent(number)}?codigo=${code}`;
  const kinds: [string, () => string, boolean][] = [
    ['right code (200)', () => ((e) => path(e.number, e.code))(any(known)), true],
    ['wrong code (404)', () => ((e) => path(e.number, wrongCode(e.code)))(any(known)), false],
    [
      'number that does not exist (404)',
      () => path(`ING-1999-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`, any(known).code),
      false,
    ],
  ];
  const lines: (string | number)[][] = [];
  for (const [label, next, found] of kinds) {
    const options = { base: ctx.server.base, headers: JSON_HEADERS, path: next, connections: 1 };
    await run({ ...options, amount: 20, expect: found ? 200 : 404 });
    const amount = Math.max(200, Math.min(2000, Math.round(ctx.seconds * 100)));
    const r = await measured(ctx, { ...options, amount, expect: found ? 200 : 404 });
    const verdict = failuresOr(r, r.p95 <= TRACKING_TARGET ? 'ok' : 'MISS');
    lines.push([label, r.requests, ms(r.p50), ms(r.p95), `≤${TRACKING_TARGET}`, verdict, ms(r.appMs), ms(r.dbMs)]);
  }
  table(
    ['public tracking (1 client)', 'n', 'p50 ms', 'p95 ms', 'target', '', 'app cpu', 'db cpu'],
    [42, 5, 8, 8, 6, 6, 7, 7],
    lines,
  );
}

async function context(c: pg.Client, server: BenchServer, seconds: number): Promise<Omit<Context, 'only'>> {
  const { rows: offices } = await c.query<{ id: number; code: string }>('select id, code from offices');
  const officeIds = new Map(offices.map((o) => [o.code, o.id]));
  // Entries the front desk may open: registered by Mesa de partes (restricted ones included).
  const { rows: entryIds } = await c.query<{ id: number }>(
    'select id from entries where registered_office_id = $1 order by random() limit 5000',
    [officeIds.get('MP')],
  );
  const { rows: outputIds } = await c.query<{ id: number }>(
    'select id from outputs where classification_id is null order by random() limit 5000',
  );
  const { rows: types } = await c.query<{ id: number }>('select id from type_entries');
  const { rows: citizens } = await c.query<{ n: number }>('select max(id)::int as n from citizens');
  const { rows: sample } = await c.query<{ number: string }>(
    'select number from entries order by id desc offset 5000 limit 1',
  );
  const { rows: senders } = await c.query<{ document: string; surname: string }>(
    `select c.document_number as document, split_part(coalesce(c.surnames, c.business_name), ' ', 1) as surname
     from citizens c where c.id = (select sender_id from entries where sender_id is not null
       group by sender_id order by count(*) desc limit 1)`,
  );
  // Every office's entries (registering, destination or derived-to), to find the one nearest 50 000.
  const { rows: heads } = await c.query<{ code: string; username: string; entries: number }>(
    `with involved as (
       select registered_office_id as office_id, id from entries
       union select destination_office_id, id from entries where destination_office_id is not null
       union select to_office_id, entry_id from entry_movements)
     select o.code, u.username, count(*)::int as entries
     from involved i join offices o on o.id = i.office_id join users u on u.id = o.head_user_id
     where o.code <> 'MP' group by o.code, u.username order by abs(count(*) - 50000) limit 1`,
  );
  const head = heads[0]!;
  const { rows: format } = await c.query<{ format: string | null }>(
    `select settings #>> '{number_formats,entries}' as format from configs where id = 1`,
  );
  return {
    c,
    server,
    seconds,
    auth: {
      admin: await login(server.base, 'admin', DEMO_PASSWORD),
      mesapartes: await login(server.base, 'mesapartes', DEMO_PASSWORD),
      jefe: await login(server.base, 'jefe', DEMO_PASSWORD),
      servidor: await login(server.base, 'servidor', DEMO_PASSWORD),
      mensajero: await login(server.base, 'mensajero', DEMO_PASSWORD),
      archivero: await login(server.base, 'archivero', DEMO_PASSWORD),
      head50k: await login(server.base, head.username, DEMO_PASSWORD),
    },
    head50kOffice: { code: head.code, entries: head.entries },
    offices: officeIds,
    entryIds: entryIds.map((r) => r.id),
    outputIds: outputIds.map((r) => r.id),
    entryTypes: types.map((r) => r.id),
    citizens: citizens[0]!.n,
    sampleNumber: sample[0]!.number,
    sender: senders[0]!,
    format: format[0]?.format ?? 'ING-{AAAA}-{NNNNNN}',
  };
}

/**
 * Waits until the app's sessions on the bench database have been idle for a second: the server
 * runs start-up work (the due-date notices pass) that would otherwise share the CPU with the
 * first scenarios. Returns how long that took.
 */
async function settle(c: pg.Client): Promise<number> {
  const started = performance.now();
  for (let quiet = 0; quiet < 10 && performance.now() - started < 600_000; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await c.query<{ busy: number }>(
      `select count(*)::int as busy from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')`,
    );
    quiet = rows[0]!.busy === 0 ? quiet + 1 : 0;
  }
  // The last second was the quiet one.
  return Math.max(0, (performance.now() - started) / 1000 - 1);
}

/**
 * Starts the app on the bench database, waits for its start-up work, prints the server's settings
 * and the load average, runs `parts`, prints the load average after, and stops the app.
 */
export async function benchSession(
  name: string,
  url: string,
  parts: (c: pg.Client, server: BenchServer) => Promise<void>,
  options: { jobs?: boolean } = {},
): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const server = await startBenchServer(url, options);
  const loadAverage = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  try {
    const busy = await settle(c);
    console.log(`${name}: the app's start-up work on the database (due-date notices) took ${busy.toFixed(1)} s`);
    // The server settings docs/deploy.md states, as this server has them.
    const names = Object.keys(DEPLOY_SETTINGS);
    const { rows: settings } = await c.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from unnest($1::text[]) as name`,
      [names],
    );
    const { rows: version } = await c.query<{ version: string }>(`select split_part(version(), ' ', 2) as version`);
    console.log(
      `${name}: PostgreSQL ${version[0]!.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${loadAverage()}`,
    );
    console.log(`${name}: server settings ${settings.map((s) => `${s.name}=${s.setting}`).join(' ')}`);
    console.log(`${name}: "app cpu"/"db cpu" = CPU ms per request of the app process / the database backends`);
    await parts(c, server);
    console.log(`${name}: load average after: ${loadAverage()}`);
  } finally {
    await server.stop();
    await c.end();
  }
}

export async function measure({ url, seconds, registrations: amount, only }: MeasureOptions): Promise<void> {
  await benchSession('correspondence', url, async (c, server) => {
    const ctx = { ...(await context(c, server, seconds)), only };
    const hasOutputs = (await fetch(`${server.base}/api/v1/outputs?per_page=1`, { headers: ctx.auth.mesapartes })).ok;
    if (!hasOutputs) console.log('correspondence: no /api/v1/outputs in this build; outputs skipped');
    if (wanted(only, 'reports')) {
      const added = await ensureAttendedAt(c);
      if (added > 0)
        console.log(`correspondence: gave ${added.toLocaleString('en-US')} attended entries their attended_at`);
    }
    await latencies(ctx, correspondenceScenarios(ctx, hasOutputs));
    if (wanted(only, 'show')) await showVersusBare(ctx, hasOutputs);
    if (wanted(only, 'scan')) await scans(ctx);
    if (wanted(only, 'tracking')) await tracking(ctx);
    if (wanted(only, 'registration')) await registrations(ctx, amount);
  });
}
