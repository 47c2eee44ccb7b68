/**
 * The office bench's scenarios: what each scope's list page asks for. Requests: the operators'
 * queue (`mesapartes`, `-assign`, oldest first, as the list opens for them), the office's
 * requests (`jefe`, `-index`), "my requests" (`servidor`, `-me`), with filters and searches.
 * Supporting documents: every office's (`oci2`, `-all`), the office's (`jefe`, `-index`) and
 * one's own (`servidor`, `-me`), with a state filter and searches. Target: p95 ≤ 25 ms for every
 * scope (issue 12).
 */
import type pg from 'pg';
import { DEMO_PASSWORD } from '../../src/server/db/seed/seed';
import { type BenchServer, login } from '../correspondence/http';
import { LIST_TARGET, type Scenario } from '../correspondence/measure';
import { AUDITOR } from './load';

export interface OfficeContext {
  c: pg.Client;
  server: BenchServer;
  seconds: number;
  auth: Record<string, Record<string, string>>;
  /** A whole request number (`SOL-ING-2026-…`) and a supporting document's (`OAJ-ING-2026-…`). */
  requestNumber: string;
  supportingNumber: string;
}

/** How many rows each caller's scope holds, to read the latencies against. */
async function describeScopes(c: pg.Client): Promise<void> {
  const { rows } = await c.query<{ what: string; n: number }>(
    `with u as (select id, username, office_id from users where username in ('jefe', 'servidor'))
     select 'entry requests in the queue (pendiente, en revisión)' as what, count(*)::int as n from requests
       where kind = 'entry' and state in ('pendiente', 'en_revision')
     union all select 'entry requests of OAJ (jefe, -index)', count(*)::int from requests
       where kind = 'entry' and office_ids @> array[(select office_id from u where username = 'jefe')]
     union all select 'entry requests of servidor (-me)', count(*)::int from requests
       where kind = 'entry' and user_ids @> array[(select id from u where username = 'servidor')]
     union all select 'supporting entries of OAJ (jefe, -index)', count(*)::int from supporting_entries
       where office_ids @> array[(select office_id from u where username = 'jefe')]
     union all select 'supporting entries of servidor (-me)', count(*)::int from supporting_entries
       where user_ids @> array[(select id from u where username = 'servidor')]`,
  );
  for (const r of rows) console.log(`office: scope · ${r.what}: ${r.n.toLocaleString('en-US')}`);
}

export async function officeContext(c: pg.Client, server: BenchServer, seconds: number): Promise<OfficeContext> {
  await describeScopes(c);
  const { rows: request } = await c.query<{ number: string }>(
    `select number from requests where kind = 'entry' order by id desc offset 5000 limit 1`,
  );
  const { rows: supporting } = await c.query<{ number: string }>(
    `select s.number from supporting_entries s join offices o on o.id = s.office_id
     where o.code = 'OAJ' order by s.id desc offset 500 limit 1`,
  );
  const auth: Record<string, Record<string, string>> = {};
  for (const who of ['mesapartes', 'jefe', 'servidor', AUDITOR])
    auth[who] = await login(server.base, who, DEMO_PASSWORD);
  return {
    c,
    server,
    seconds,
    auth,
    requestNumber: request[0]?.number ?? 'SOL-ING-2026-000001',
    supportingNumber: supporting[0]?.number ?? 'OAJ-ING-2026-0001',
  };
}

export function officeScenarios(ctx: OfficeContext): Scenario[] {
  const target = LIST_TARGET;
  const s = (label: string, who: string, path: string): Scenario => ({ label, who, path, target });
  const q = (word: string) => encodeURIComponent(word);
  const requests = '/api/v1/entry-requests';
  const supporting = '/api/v1/supporting-entries';
  return [
    s('requests queue, oldest first', 'mesapartes', `${requests}?queue=true&sort=submitted_at`),
    s('requests queue, muy urgente', 'mesapartes', `${requests}?queue=true&urgency=muy_urgente&sort=submitted_at`),
    s('requests list, default sort', 'mesapartes', requests),
    s('requests list, default sort', 'jefe', requests),
    s('requests list, state observada', 'jefe', `${requests}?state=observada`),
    s('requests list, state asignada', 'jefe', `${requests}?state=asignada`),
    s('requests list, default sort', 'servidor', requests),
    s('requests list, my requests (mine)', 'servidor', `${requests}?mine=true`),
    s('requests search q=solicitud (~23 %)', 'mesapartes', `${requests}?q=solicitud`),
    s('requests search q=huaico (~0.1 %)', 'mesapartes', `${requests}?q=huaico`),
    s(`requests search q=${ctx.requestNumber}`, 'mesapartes', `${requests}?q=${q(ctx.requestNumber)}`),
    s('requests search q=licencia', 'jefe', `${requests}?q=licencia`),
    // A common word inside an office's scope: the walk of the scope (lib/records/scoped-search.ts).
    s('requests search q=solicitud', 'jefe', `${requests}?q=solicitud`),
    s('requests search q=solicitud', 'servidor', `${requests}?q=solicitud`),
    s('output requests queue, oldest first', 'mesapartes', '/api/v1/output-requests?queue=true&sort=submitted_at'),
    s('output requests list, default sort', 'jefe', '/api/v1/output-requests'),
    s('output requests list, default sort', 'servidor', '/api/v1/output-requests'),
    s('supporting entries list, default sort', AUDITOR, supporting),
    s('supporting entries list, default sort', 'jefe', supporting),
    s('supporting entries list, default sort', 'servidor', supporting),
    s('supporting entries list, state registrado', AUDITOR, `${supporting}?state=registrado`),
    s('supporting entries list, state registrado', 'jefe', `${supporting}?state=registrado`),
    s('supporting entries list, state atendido', 'servidor', `${supporting}?state=atendido`),
    s('supporting entries search q=solicitud (~23 %)', AUDITOR, `${supporting}?q=solicitud`),
    s('supporting entries search q=huaico (~0.1 %)', AUDITOR, `${supporting}?q=huaico`),
    s('supporting entries search q=licencia', 'jefe', `${supporting}?q=licencia`),
    s('supporting entries search q=solicitud', 'jefe', `${supporting}?q=solicitud`),
    s('supporting entries search q=solicitud', 'servidor', `${supporting}?q=solicitud`),
    s(`supporting entries search q=${ctx.supportingNumber}`, 'jefe', `${supporting}?q=${q(ctx.supportingNumber)}`),
    s('supporting outputs list, default sort', AUDITOR, '/api/v1/supporting-outputs'),
    s('supporting outputs list, default sort', 'jefe', '/api/v1/supporting-outputs'),
    s('supporting outputs list, default sort', 'servidor', '/api/v1/supporting-outputs'),
    s('supporting outputs list, state atendido', 'jefe', '/api/v1/supporting-outputs?state=atendido'),
  ];
}
