/**
 * Disposal: the candidates (hand-worked retention dates), drafting, approval with its resolution,
 * execution turning units `eliminado` (or kept by selection) with their metadata intact, annulment,
 * scope, stale versions and the papers.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveExpedients } from '../../db/schema';
import { PDF, uploadBody } from '../../lib/attachments/test-files';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { type ArchiveFixtures, archiveSetup, type Unit } from '../archive-expedients/archive-expedients.fixtures';
import type { EntryFixtures } from '../entries/entries.fixtures';

const BASE = '/api/v1/archive-disposals';
const EXECUTION = {
  method: 'trituracion',
  executed_on: '2026-01-20',
  witnesses: ['Ana Torres Vega', 'Luis Ramos Díaz'],
};

describeEachDatabase('archive disposals', (ctx) => {
  let f: EntryFixtures;
  let a: ArchiveFixtures;
  /** Series E (3 + 5 years), selection series S (1 + 1 years). */
  let selection: number;
  const get = (url: string, token = f.tokens.archivero) => call(ctx().app, 'GET', url, { token });
  const post = (url: string, body: Record<string, unknown>, token = f.tokens.archivero) =>
    call(ctx().app, 'POST', url, { token, body });
  const upload = (id: number, token = f.tokens.archivero) => {
    const { payload, headers } = uploadBody([{ filename: 'Resolución firmada.pdf', content: PDF }]);
    return ctx().app.inject({
      method: 'POST',
      url: `${BASE}/${id}/attachments`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload,
    });
  };
  /** A unit of `series` closed on `closedOn`. */
  const closed = async (series: number, closedOn: string, over: Record<string, unknown> = {}) => {
    const unit = await a.create({ series_id: series, kind: 'expediente', ...over });
    const res = await a.post(`/api/v1/archive-expedients/${unit.id}/close`, {
      version: unit.version,
      closed_on: closedOn,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Unit;
  };
  const candidateIds = async () =>
    ((await get(`${BASE}/candidates`)).json().data as { expedient_id: number }[]).map((c) => c.expedient_id);
  const draft = async (items: { expedient_id: number; keep?: boolean }[]) => {
    const res = await post(BASE, { items, notes: 'Contratos vencidos' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Unit & { number: string };
  };

  beforeAll(async () => {
    ({ f, a } = await archiveSetup(ctx()));
    const res = await a.post('/api/v1/series', {
      code: 'SEL-1',
      name: 'Correspondencia de selección',
      office_id: f.ids.GAF,
      years_office: 1,
      years_central: 1,
      disposition: 'S',
    });
    expect(res.statusCode, res.body).toBe(201);
    selection = res.json().data.id;
  });

  it('lists as candidates the units whose central retention is over, E or S, not lent nor in a disposal', async () => {
    // E, 3 + 5 years from 31 December: closed 2015-01-10 → due 2023-12-31 (over); closed 2020-06-01 → due 2028-12-31.
    const over = await closed(a.ids.serie, '2015-01-10');
    expect(over.central_retention_until).toBe('2023-12-31');
    const notYet = await closed(a.ids.serie, '2020-06-01');
    expect(notYet.central_retention_until).toBe('2028-12-31');
    // S, 1 + 1 years: closed 2020-01-01 → due 2022-12-31 (over).
    const chosen = await closed(selection, '2020-01-01');
    expect(chosen.central_retention_until).toBe('2022-12-31');
    // CT (the subseries, 2 + 8): closed 2010-01-01 → due 2020-12-31, over but never destroyed.
    const kept = await closed(a.ids.serie, '2010-01-01', { subseries_id: a.ids.subserie });
    // Over, but lent right now.
    const lent = await closed(a.ids.serie, '2015-01-10');
    const open = await a.create({ series_id: a.ids.serie });
    const users = (await get('/api/v1/users?q=archivero', f.tokens.admin)).json().data as {
      id: number;
      username: string;
    }[];
    const holder = users.find((u) => u.username === 'archivero')!;
    const today = new Date().toISOString().slice(0, 10);
    const loan = await post('/api/v1/archive-temporary-permissions', {
      holder_id: holder.id,
      item_kind: 'archive-expedients',
      item_id: lent.id,
      type: 'consulta_sala',
      reason: 'Consulta',
      starts_on: today,
      until_on: today,
    });
    expect(loan.statusCode, loan.body).toBe(201);
    let permission = loan.json().data;
    for (const step of ['approve', 'authorize']) {
      if (permission.state === 'vigente') break;
      const res = await post(
        `/api/v1/archive-temporary-permissions/${permission.id}/${step}`,
        { version: permission.version },
        f.tokens.admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      permission = res.json().data;
    }
    expect(permission.state).toBe('vigente');

    const ids = await candidateIds();
    expect(ids).toContain(over.id);
    expect(ids).toContain(chosen.id);
    for (const not of [notYet, kept, lent, open]) expect(ids).not.toContain(not.id);
    const [first] = (await get(`${BASE}/candidates?q=${over.code}`)).json().data;
    expect(first).toMatchObject({
      code: over.code,
      disposition: 'E',
      central_retention_until: '2023-12-31',
      office: expect.stringContaining('GAF'),
    });

    // Drafted, they leave the candidates; no second draft lists them.
    const disposal = await draft([{ expedient_id: over.id }, { expedient_id: chosen.id, keep: true }]);
    expect(disposal.number).toMatch(/^EL-\d{4}-\d{3}$/);
    expect(disposal).toMatchObject({ state: 'borrador', totals: { units: 2, kept: 1 } });
    expect(await candidateIds()).not.toContain(over.id);
    const twice = await post(BASE, { items: [{ expedient_id: over.id }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.items[0]).toContain('no es candidata');
    // Only a selection unit is kept.
    const keepE = await post(BASE, { items: [{ expedient_id: notYet.id, keep: true }] });
    expect(keepE.statusCode).toBe(422);
  });

  it('approves with the uploaded resolution, executes before witnesses and keeps what was destroyed', async () => {
    const unit = await closed(a.ids.serie, '2015-01-10', { title: 'Contratos de limpieza 2014' });
    const placed = await a.post(`/api/v1/archive-expedients/${unit.id}/place`, {
      version: unit.version,
      location_id: a.ids.levels[0],
      position: 1,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const chosen = await closed(selection, '2020-01-01');
    const disposal = await draft([{ expedient_id: unit.id }, { expedient_id: chosen.id, keep: true }]);
    expect(disposal.can).toMatchObject({
      update: true,
      approve: false,
      approve_pending_file: true,
      annul: true,
      execute: false,
    });

    const approval = { resolution_number: 'RG-045-2026', resolution_date: '2026-01-15' };
    const noFile = await post(`${BASE}/${disposal.id}/approve`, { version: disposal.version, ...approval });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.files).toEqual(['Adjunte la resolución firmada antes de aprobar.']);
    expect((await upload(disposal.id)).statusCode).toBe(201);
    const stale = await post(`${BASE}/${disposal.id}/approve`, { version: disposal.version + 5, ...approval });
    expect(stale.statusCode).toBe(409);
    const approved = await post(`${BASE}/${disposal.id}/approve`, { version: disposal.version, ...approval });
    expect(approved.statusCode, approved.body).toBe(200);
    const a1 = approved.json().data;
    expect(a1).toMatchObject({ state: 'aprobada', ...approval, approved_by_user: { names: expect.any(String) } });
    expect(a1.can).toMatchObject({ update: false, execute: true, annul: false });
    const edit = await call(ctx().app, 'PUT', `${BASE}/${disposal.id}`, {
      token: f.tokens.archivero,
      body: { version: a1.version, items: [{ expedient_id: unit.id }] },
    });
    expect(edit.statusCode).toBe(409);

    const early = await post(`${BASE}/${disposal.id}/execute`, {
      version: a1.version,
      ...EXECUTION,
      executed_on: '2026-01-10',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.executed_on[0]).toContain('15/01/2026');
    const oneWitness = await post(`${BASE}/${disposal.id}/execute`, {
      version: a1.version,
      ...EXECUTION,
      witnesses: ['Ana'],
    });
    expect(oneWitness.statusCode).toBe(422);
    const executed = await post(`${BASE}/${disposal.id}/execute`, { version: a1.version, ...EXECUTION });
    expect(executed.statusCode, executed.body).toBe(200);
    const done = executed.json().data;
    expect(done).toMatchObject({ state: 'ejecutada', method: 'trituracion', witnesses: EXECUTION.witnesses });
    expect(done.can).toMatchObject({ minutes: true, execute: false, annul: false, update: false });
    expect(done.items.map((i: { code: string; keep: boolean }) => [i.code, i.keep])).toEqual([
      [unit.code, false],
      [chosen.code, true],
    ]);
    expect(done.items[0].location).toMatch(/-P01$/);

    // The unit is gone from the shelf but everything known about it stays.
    const after = (await get(`/api/v1/archive-expedients/${unit.id}`)).json().data;
    expect(after).toMatchObject({
      state: 'eliminado',
      code: unit.code,
      title: 'Contratos de limpieza 2014',
      series: { id: a.ids.serie },
      closed_on: '2015-01-10',
      central_retention_until: '2023-12-31',
      disposition: 'E',
      location: null,
    });
    const history = (await get(`/api/v1/archive-expedients/${unit.id}/history`)).json().data as { action: string }[];
    expect(history.map((h) => h.action)).toContain('dispose');
    expect((await get(`/api/v1/archive-expedients/${chosen.id}`)).json().data.state).toBe('conservacion_permanente');
    expect(await candidateIds()).not.toContain(chosen.id);

    const minutes = await get(`${BASE}/${disposal.id}/minutes`);
    expect(minutes.statusCode).toBe(200);
    expect(minutes.headers['content-type']).toContain('application/pdf');
    expect(minutes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const inventory = await get(`${BASE}/${disposal.id}/inventory`);
    expect(inventory.headers['content-type']).toContain('application/pdf');
    const sheet = await get(`${BASE}/${disposal.id}/inventory/export`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    const audit = (await get(`${BASE}/${disposal.id}/history`)).json().data as { action: string }[];
    expect(audit.map((h) => h.action)).toEqual(expect.arrayContaining(['create', 'approve', 'execute']));
  });

  it('computes its volume from the units it lists (never typed), and names them by code in its history', async () => {
    const thick = await closed(a.ids.serie, '2015-03-01');
    const thin = await closed(a.ids.serie, '2015-03-02');
    // 12,345 folios fill 1.23 m; a unit of no folios the minimum 0.01 m.
    await ctx().database.db.update(archiveExpedients).set({ folios: 12_345 }).where(eq(archiveExpedients.id, thick.id));
    const res = await post(BASE, {
      items: [{ expedient_id: thick.id }, { expedient_id: thin.id }],
      linear_metres: 99,
      notes: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    const disposal = res.json().data;
    expect(disposal.linear_metres).toBe(1.24);
    const edited = await call(ctx().app, 'PUT', `${BASE}/${disposal.id}`, {
      token: f.tokens.archivero,
      body: { version: disposal.version, items: [{ expedient_id: thin.id }], notes: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.linear_metres).toBe(0.01);
    const history = (await get(`${BASE}/${disposal.id}/history`)).json().data as {
      action: string;
      changes: Record<string, [unknown, unknown]>;
    }[];
    expect(history.find((h) => h.action === 'create')!.changes.inventario).toEqual([null, [thick.code, thin.code]]);
    expect(history.find((h) => h.action === 'update')!.changes).toMatchObject({
      inventario: [[thick.code, thin.code], [thin.code]],
      linear_metres: [1.24, 0.01],
    });
  });

  it('annuls a draft, giving its units back to the candidates; the minutes exist only once executed', async () => {
    const unit = await closed(a.ids.serie, '2016-05-02');
    const disposal = await draft([{ expedient_id: unit.id }]);
    expect((await get(`${BASE}/${disposal.id}/minutes`)).statusCode).toBe(404);
    const stale = await post(`${BASE}/${disposal.id}/annul`, { version: disposal.version + 1, reason: 'Error' });
    expect(stale.statusCode).toBe(409);
    const annulled = await post(`${BASE}/${disposal.id}/annul`, {
      version: disposal.version,
      reason: 'Se lista en otra',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json().data).toMatchObject({ state: 'anulada', annulled_reason: 'Se lista en otra' });
    expect(await candidateIds()).toContain(unit.id);
    const again = await post(`${BASE}/${disposal.id}/approve`, {
      version: annulled.json().data.version,
      resolution_number: 'X',
      resolution_date: '2026-01-01',
    });
    expect(again.statusCode).toBe(409);
  });

  describe('scope', () => {
    it("shows an office's clerk only the disposals listing its units (404 otherwise)", async () => {
      const unit = await closed(a.ids.serie, '2015-02-02');
      const disposal = await draft([{ expedient_id: unit.id }]);
      const own = await signedInUser(ctx().database.db, {
        username: 'clerk-gaf-disposals',
        permissions: ['archive-disposals-show'],
        officeId: f.ids.GAF,
      });
      const other = await signedInUser(ctx().database.db, {
        username: 'clerk-oaj-disposals',
        permissions: ['archive-disposals-show', 'archive-disposals-update'],
        officeId: f.ids.OAJ,
      });
      expect((await get(`${BASE}/${disposal.id}`, own.token)).statusCode).toBe(200);
      expect((await get(`${BASE}/${disposal.id}`, other.token)).statusCode).toBe(404);
      expect((await get(`${BASE}/${disposal.id}/inventory`, other.token)).statusCode).toBe(404);
      const annul = await post(`${BASE}/${disposal.id}/annul`, { version: disposal.version, reason: 'x' }, other.token);
      expect(annul.statusCode).toBe(404);
      const list = (await get(BASE, other.token)).json().data as { id: number }[];
      expect(list.map((d) => d.id)).not.toContain(disposal.id);
      expect((await get(`${BASE}/candidates`, own.token)).statusCode).toBe(403);
    });

    it("offers an office's clerk only their office's units as candidates, and refuses another office's", async () => {
      const unit = (await closed(a.ids.serie, '2015-03-03')) as Unit & { office_id: number };
      const drafter = async (officeId: number, username: string) =>
        signedInUser(ctx().database.db, { username, permissions: ['archive-disposals-create'], officeId });
      const otherOffice = (unit.office_id === f.ids.OAJ ? f.ids.GAF : f.ids.OAJ)!;
      const own = await drafter(unit.office_id, `drafter-own-${unit.id}`);
      const other = await drafter(otherOffice, `drafter-other-${unit.id}`);
      const ids = async (token: string) =>
        ((await get(`${BASE}/candidates`, token)).json().data as { expedient_id: number }[]).map((c) => c.expedient_id);
      expect(await ids(own.token)).toContain(unit.id);
      expect(await ids(other.token)).not.toContain(unit.id);
      expect(await ids(f.tokens.archivero)).toContain(unit.id);
      const refused = await post(BASE, { items: [{ expedient_id: unit.id }], notes: null }, other.token);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors.items).toEqual([`La unidad ${unit.id} no existe.`]);
    });
  });
});
