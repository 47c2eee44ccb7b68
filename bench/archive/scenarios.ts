/**
 * The archive bench's scenarios: what each caller's list page asks for. The archivist
 * (`archivero`, `-index`: every office's units) opens the expedients list, filters it by state,
 * series, location, retention and placement, searches a code and a word; the office's archive
 * clerk (an office head given `archive-expedients-show`: their office's units only) does the same
 * within their office; the archived documents of one unit, and a search among all of them; the
 * loans list for the archivist (all, overdue, active) and an office head (their office's items).
 */
import type pg from 'pg';
import { DEMO_PASSWORD } from '../../src/server/db/seed/seed';
import { type BenchServer, login } from '../correspondence/http';
import { LIST_TARGET, type Scenario } from '../correspondence/measure';
import { CLERK_ROLE } from './load';

export interface ArchiveContext {
  c: pg.Client;
  server: BenchServer;
  seconds: number;
  auth: Record<string, Record<string, string>>;
  /** A box's code, a unit with documents, a series, a deposit, and the office archive clerk's username. */
  sample: { code: string; expedientId: number; seriesId: number; depositId: number; clerk: string };
}

async function describeScopes(c: pg.Client, clerk: string): Promise<void> {
  const { rows } = await c.query<{ what: string; n: number }>(
    `select 'units of the clerk''s office' as what, count(*)::int as n from archive_expedients
       where office_id = (select office_id from users where username = $1)
     union all select 'loans over items of jefe''s office', count(*)::int from archive_temporary_permissions
       where item_office_id = (select office_id from users where username = 'jefe')`,
    [clerk],
  );
  for (const r of rows) console.log(`archive: scope · ${r.what}: ${r.n.toLocaleString('en-US')}`);
}

export async function archiveContext(c: pg.Client, server: BenchServer, seconds: number): Promise<ArchiveContext> {
  const one = async <T>(query: string, values: unknown[] = []) => (await c.query(query, values)).rows[0] as T;
  const clerk = await one<{ username: string }>(
    `select u.username from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
     where r.name = $1`,
    [CLERK_ROLE],
  );
  await describeScopes(c, clerk.username);
  const box = await one<{ code: string }>(
    `select code from archive_expedients where kind = 'caja' order by id desc offset 500 limit 1`,
  );
  const unit = await one<{ id: number; series_id: number }>(
    `select e.id, e.series_id from archive_expedients e where e.kind = 'expediente' and e.folios > 0 order by e.id desc offset 1000 limit 1`,
  );
  const deposit = await one<{ id: number }>(
    `select id from physical_locations where kind = 'deposito' and code = 'D02' limit 1`,
  );
  const auth: Record<string, Record<string, string>> = {};
  for (const who of ['archivero', 'jefe', clerk.username]) auth[who] = await login(server.base, who, DEMO_PASSWORD);
  return {
    c,
    server,
    seconds,
    auth,
    sample: {
      code: box.code,
      expedientId: unit.id,
      seriesId: unit.series_id,
      depositId: deposit.id,
      clerk: clerk.username,
    },
  };
}

export function archiveScenarios(ctx: ArchiveContext): Scenario[] {
  const s = (label: string, who: string, path: string): Scenario => ({ label, who, path, target: LIST_TARGET });
  const { sample } = ctx;
  const expedients = '/api/v1/archive-expedients';
  const documents = '/api/v1/archive-documents';
  const loans = '/api/v1/archive-temporary-permissions';
  return [
    s('expedients list, default sort', 'archivero', expedients),
    s('expedients list, state cerrado', 'archivero', `${expedients}?state=cerrado`),
    s('expedients list, kind caja', 'archivero', `${expedients}?kind=caja`),
    s('expedients list, one series', 'archivero', `${expedients}?series_id=${sample.seriesId}`),
    s('expedients list, under a deposit', 'archivero', `${expedients}?location_id=${sample.depositId}`),
    s('expedients list, retention due', 'archivero', `${expedients}?retention_due=true`),
    s('expedients list, waiting to be placed', 'archivero', `${expedients}?placed=false&kind=caja`),
    s(`expedients search q=${sample.code}`, 'archivero', `${expedients}?q=${encodeURIComponent(sample.code)}`),
    s('expedients search q=licencia', 'archivero', `${expedients}?q=licencia`),
    s('expedients list, default sort', sample.clerk, expedients),
    s('expedients search q=licencia', sample.clerk, `${expedients}?q=licencia`),
    s('documents of one unit', 'archivero', `${documents}?expedient_id=${sample.expedientId}`),
    s('documents list, default sort', 'archivero', documents),
    s('documents search q=licencia', 'archivero', `${documents}?q=licencia`),
    s('documents list, default sort', sample.clerk, documents),
    // A word inside an office's scope of archived documents (lib/records/scoped-search.ts).
    s('documents search q=licencia', sample.clerk, `${documents}?q=licencia`),
    s('loans list, default sort', 'archivero', loans),
    s('loans list, overdue', 'archivero', `${loans}?overdue=true`),
    s('loans list, state vigente', 'archivero', `${loans}?state=vigente`),
    s('loans list, default sort', 'jefe', loans),
  ];
}
