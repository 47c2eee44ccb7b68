/**
 * Route fuzzing (issue 10): walks every route of the app's route table with generated bad values
 * (NUL, lone surrogates, huge and odd numbers, year 0, odd ids, wrong types, arrays for objects,
 * `__proto__` keys, cut-off multipart bodies…) as each role, and records what must never happen:
 * a 5xx, a refused write that changed the database, a gap in a document number sequence.
 * Used by `src/server/fuzz.test.ts` (a few thousand requests) and `npm run bench -- fuzz`.
 */

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';

const BAD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '0x10',
  '1e0',
  '+1',
  '01',
  ' 1 ',
  '-1',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '2026-02-30',
  '9999-12-31T23:59:59+14:00',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '🙂📄',
  'ñandú Ñ',
];
const BAD_NUMBERS = [
  0,
  -1,
  1,
  2,
  0.5,
  -0,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
];
const BAD_OTHERS: unknown[] = [null, true, false, [], [1], [[]], {}, { a: { b: {} } }, ['\u0000']];
const ODD_IDS = [
  '0x1',
  '1e0',
  '+1',
  '01',
  '%201%20',
  '2147483648',
  '99999999999',
  '-1',
  '0',
  'abc',
  '%00',
  '%F0%9F%99%82',
];

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BAD_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_OTHERS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constant('x'.repeat(20_000)) },
);

/** Keys of a zod object schema (unwrapping optional/default/pipe wrappers), else none. */
function shapeKeys(schema: unknown): string[] {
  let s = schema as { shape?: Record<string, unknown>; def?: { innerType?: unknown; in?: unknown } } | undefined;
  for (let depth = 0; s && depth < 5; depth++) {
    if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
    s = (s.def?.innerType ?? s.def?.in) as typeof s;
  }
  return [];
}

export interface FuzzRoute {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
  hasBody: boolean;
}

/** Signing out, of staff or of a casilla: it would end the run's own sessions. */
const SIGN_OUTS = new Set(['POST /api/v1/logout', 'DELETE /api/v1/public/casilla/sessions']);

/** Routes worth fuzzing: everything but the SPA fallback and signing out. */
export function fuzzRoutes(app: FastifyInstance): FuzzRoute[] {
  return app.routeTable
    .filter((r) => (r.url.startsWith('/api/') || r.url.startsWith('/apps/')) && !SIGN_OUTS.has(`${r.method} ${r.url}`))
    .map((r) => ({
      method: r.method,
      url: r.url,
      bodyKeys: shapeKeys(r.schema?.body),
      queryKeys: shapeKeys(r.schema?.querystring),
      hasBody: r.schema?.body !== undefined,
    }));
}

/** encodeURIComponent, except that a lone surrogate goes out as the bytes a careless client sends. */
function encodeValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

export interface FuzzRequest {
  route: number;
  role: number;
  params: string[];
  query: [string, unknown][];
  body:
    | { kind: 'object'; fields: [string, unknown][]; proto: boolean }
    | { kind: 'raw'; value: unknown }
    | { kind: 'multipart'; cut: number }
    | { kind: 'none' };
}

function requestArbitrary(routes: FuzzRoute[], roles: number, knownIds: string[]): fc.Arbitrary<FuzzRequest> {
  return fc.integer({ min: 0, max: routes.length - 1 }).chain((index) => {
    const route = routes[index]!;
    const paramCount = (route.url.match(/:\w+/g) ?? []).length;
    const keys = route.bodyKeys.length > 0 ? route.bodyKeys : ['name', 'version', 'id'];
    const queryKeys = [...route.queryKeys, 'q', 'id', 'page'];
    const body: fc.Arbitrary<FuzzRequest['body']> =
      route.method === 'GET' || route.method === 'DELETE'
        ? fc.constant({ kind: 'none' as const })
        : fc.oneof(
            {
              weight: 6,
              arbitrary: fc.record({
                kind: fc.constant('object' as const),
                fields: fc.array(fc.tuple(fc.constantFrom(...keys), badValue), { maxLength: keys.length + 2 }),
                proto: fc.boolean(),
              }),
            },
            { weight: 2, arbitrary: fc.record({ kind: fc.constant('raw' as const), value: badValue }) },
            {
              weight: route.hasBody ? 0 : 2,
              arbitrary: fc.record({ kind: fc.constant('multipart' as const), cut: fc.integer({ min: 1, max: 120 }) }),
            },
          );
    return fc.record({
      route: fc.constant(index),
      role: fc.integer({ min: 0, max: roles - 1 }),
      params: fc.array(fc.oneof(fc.constantFrom(...knownIds), fc.constantFrom(...ODD_IDS)), {
        minLength: paramCount,
        maxLength: paramCount,
      }),
      query: fc.array(fc.tuple(fc.constantFrom(...queryKeys), badValue), { maxLength: 3 }),
      body,
    });
  });
}

/** Counts and version sums of every versioned table, the audit trail and the files: what a refused write must not move. */
export async function fingerprintQuery(db: Executor): Promise<() => Promise<string>> {
  const result = (await db.execute(sql`
    select table_name as name from information_schema.columns
    where table_schema = current_schema() and column_name = 'version' order by table_name`)) as unknown as {
    rows: { name: string }[];
  };
  const parts = result.rows.map(
    ({ name }) => sql`(select count(*) || ':' || coalesce(sum(version), 0) from ${sql.identifier(name)})`,
  );
  parts.push(sql`(select count(*)::text from audit_logs)`, sql`(select count(*)::text from attachments)`);
  parts.push(sql`(select coalesce(sum(last_value), 0)::text from document_sequences)`);
  const query = sql`select concat_ws('|', ${sql.join(parts, sql`, `)}) as fingerprint`;
  return async () => {
    const rows = (await db.execute(query)) as unknown as { rows: { fingerprint: string }[] };
    return rows.rows[0]!.fingerprint;
  };
}

/** Numbers handed out by each sequence kind vs documents holding them: they must match (no gap). */
export async function numberGaps(db: Executor): Promise<string[]> {
  const rows = (await db.execute(sql`
    select kind, sum(last_value)::int as given,
      (case kind when 'entries' then (select count(*) from entries)
                 when 'outputs' then (select count(*) from outputs) end)::int as held
    from document_sequences where kind in ('entries', 'outputs') group by kind`)) as unknown as {
    rows: { kind: string; given: number; held: number }[];
  };
  return rows.rows.filter((r) => r.given !== r.held).map((r) => `${r.kind}: ${r.given} números, ${r.held} documentos`);
}

export interface FuzzReport {
  requests: number;
  refusedWrites: number;
  statuses: Record<number, number>;
  failures: string[];
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function fuzzApp(options: {
  app: FastifyInstance;
  /** Bearer tokens of the roles (and a casilla holder) to act as; `undefined` acts signed out. */
  tokens: (string | undefined)[];
  runs: number;
  seed: number;
  /** Ids that exist, so some requests reach real records. */
  knownIds?: string[];
  /** The routes under this path only (e.g. the casilla's, with its holder's session). */
  under?: string;
}): Promise<FuzzReport> {
  const { app, tokens, runs, seed } = options;
  const routes = fuzzRoutes(app).filter((r) => r.url.startsWith(options.under ?? '/'));
  const fingerprint = await fingerprintQuery(app.db);
  const requests = fc.sample(requestArbitrary(routes, tokens.length, options.knownIds ?? ['1', '2', '3']), {
    seed,
    numRuns: runs,
  });
  const report: FuzzReport = { requests: 0, refusedWrites: 0, statuses: {}, failures: [] };
  for (const request of requests) {
    const route = routes[request.route]!;
    let param = 0;
    const path = route.url.replace(/:\w+/g, () => request.params[param++] ?? '1');
    const query = request.query.map(([k, v]) => `${encodeValue(k)}=${encodeValue(asText(v))}`).join('&');
    const url = query ? `${path}?${query}` : path;
    const token = tokens[request.role];
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let payload: string | Buffer | undefined;
    if (request.body.kind === 'object') {
      const fields = request.body.fields.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`);
      if (request.body.proto) fields.push('"__proto__":{"admin":true}');
      payload = `{${fields.join(',')}}`;
      headers['content-type'] = 'application/json';
    } else if (request.body.kind === 'raw') {
      payload = JSON.stringify(request.body.value) ?? '';
      headers['content-type'] = 'application/json';
    } else if (request.body.kind === 'multipart') {
      const boundary = 'folio-fuzz';
      const full = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 fuzz\r\n--${boundary}--\r\n`,
      );
      payload = full.subarray(0, Math.min(full.length, request.body.cut));
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    }
    const write = WRITES.has(route.method);
    const before = write ? await fingerprint() : '';
    const res = await app.inject({
      method: route.method as 'GET',
      url,
      headers,
      ...(payload !== undefined && { payload }),
    });
    report.requests++;
    report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
    const what = `${route.method} ${url.slice(0, 200)} (rol ${request.role}, cuerpo ${String(payload ?? '').slice(0, 200)})`;
    if (res.statusCode >= 500) report.failures.push(`${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
    if (write && res.statusCode >= 400) {
      report.refusedWrites++;
      const after = await fingerprint();
      if (after !== before) report.failures.push(`escritura rechazada (${res.statusCode}) cambió la base: ${what}`);
    }
  }
  for (const gap of await numberGaps(app.db)) report.failures.push(`hueco en la numeración: ${gap}`);
  return report;
}
