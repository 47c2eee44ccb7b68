/** The generic CRUD path, exercised through real resources (type-entries, series, subseries). */

import { COUNT_LIMIT } from '@shared/pagination';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { call, describeEachDatabase, login } from '../../test/harness';
import { verifyAuditChain } from '../audit/verify';

describeEachDatabase('generic CRUD', (ctx) => {
  let token = '';
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(ctx().app, method, url, { token, body });

  it('creates records, upper-casing codes, answering 201 with abilities', async () => {
    token = await login(ctx().app, 'admin');
    for (const [code, name, days] of [
      ['sol', 'Solicitud', 15],
      ['QUE', 'Queja', 10],
      ['OFI', 'Oficio', 7],
      ['CAR', 'Carta de invitación', 5],
    ] as const) {
      const res = await api('POST', '/api/v1/type-entries', { code, name, response_days: days });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ code: code.toUpperCase(), name, active: true, version: 1 });
      expect(res.json().data.can).toEqual({ update: true, activate: false, deactivate: true, delete: true });
    }
  });

  it('lists with pagination, sort and accent-insensitive search', async () => {
    const page1 = await api('GET', '/api/v1/type-entries?per_page=2&sort=name');
    expect(page1.json().meta).toEqual({ page: 1, per_page: 2, total: 4, last_page: 2, total_capped: false });
    expect(page1.json().data.map((r: { name: string }) => r.name)).toEqual(['Carta de invitación', 'Oficio']);
    const desc = await api('GET', '/api/v1/type-entries?sort=-response_days&per_page=1');
    expect(desc.json().data[0].name).toBe('Solicitud');
    const search = await api('GET', '/api/v1/type-entries?q=INVITACION');
    expect(search.json().data.map((r: { code: string }) => r.code)).toEqual(['CAR']);
    const twoWords = await api('GET', '/api/v1/type-entries?q=carta%20invit');
    expect(twoWords.json().meta.total).toBe(1);
    const none = await api('GET', '/api/v1/type-entries?q=%25_%25');
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
  });

  it('stops counting past COUNT_LIMIT and says the total is a lower bound', async () => {
    token = await login(ctx().app, 'admin');
    await ctx().app.db.execute(
      sql`insert into type_outputs (code, name) select 'T' || g, 'Tipo masivo ' || g from generate_series(1, ${COUNT_LIMIT + 5}) g`,
    );
    const capped = await api('GET', '/api/v1/type-outputs?q=masivo&per_page=100&page=3');
    expect(capped.json().meta).toEqual({
      page: 3,
      per_page: 100,
      total: COUNT_LIMIT,
      last_page: COUNT_LIMIT / 100,
      total_capped: true,
    });
    expect(capped.json().data).toHaveLength(100);
    const exact = await api('GET', '/api/v1/type-outputs?q=masivo%20100');
    expect(exact.json().meta).toMatchObject({ total: 7, total_capped: false });
  });

  it('rejects bad list parameters with 422', async () => {
    const badSort = await api('GET', '/api/v1/type-entries?sort=password_hash');
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().errors.sort).toEqual(['No se puede ordenar por ese campo.']);
    const badPage = await api('GET', '/api/v1/type-entries?per_page=1000&page=0');
    expect(badPage.statusCode).toBe(422);
    expect(Object.keys(badPage.json().errors).sort()).toEqual(['page', 'per_page']);
  });

  it('validates input with field errors and reports a taken code on its field', async () => {
    const bad = await api('POST', '/api/v1/type-entries', { code: 'con espacio', name: '', response_days: 999 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      code: ['Use letras, números, punto, guion o guion bajo, sin espacios.'],
      name: ['Este campo es obligatorio.'],
      response_days: ['Debe ser menor o igual a 365.'],
    });
    const taken = await api('POST', '/api/v1/type-entries', { code: 'Sol', name: 'Otra', response_days: 1 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ code: ['Ya existe un tipo de ingreso con ese código.'] });
    const extra = await api('POST', '/api/v1/type-entries', { code: 'X1', name: 'X', response_days: 1, id: 99 });
    expect(extra.statusCode).toBe(201);
    expect(extra.json().data.id).not.toBe(99);
  });

  it('updates with the version and answers 409 to a stale one', async () => {
    const [first] = (await api('GET', '/api/v1/type-entries?q=queja')).json().data;
    const ok = await api('PUT', `/api/v1/type-entries/${first.id}`, {
      code: 'QUE',
      name: 'Queja o reclamo',
      response_days: 30,
      version: first.version,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Queja o reclamo', version: first.version + 1 });
    const stale = await api('PUT', `/api/v1/type-entries/${first.id}`, {
      code: 'QUE',
      name: 'Pisado',
      response_days: 1,
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'El registro fue modificado por otro usuario. Recargue la página para ver los cambios.',
    );
    const keepsOwnCode = await api('PUT', `/api/v1/type-entries/${first.id}`, {
      code: 'que',
      name: 'Queja o reclamo',
      response_days: 30,
      version: first.version + 1,
    });
    expect(keepsOwnCode.statusCode).toBe(200);
  });

  it('deactivates and activates, filtering by active', async () => {
    const [oficio] = (await api('GET', '/api/v1/type-entries?q=oficio')).json().data;
    const off = await api('POST', `/api/v1/type-entries/${oficio.id}/deactivate`, { version: oficio.version });
    expect(off.json().data).toMatchObject({ active: false, can: { activate: true, deactivate: false } });
    expect(
      (await api('GET', '/api/v1/type-entries?active=false')).json().data.map((r: { id: number }) => r.id),
    ).toEqual([oficio.id]);
    const lookup = await api('GET', '/api/v1/type-entries/lookup?q=ofi');
    expect(lookup.json().data).toEqual([]);
    // Asked by id, an inactive record is still named (a form showing the value it holds).
    expect((await api('GET', `/api/v1/type-entries/lookup?id=${oficio.id}`)).json().data).toMatchObject([
      { id: oficio.id, label: 'Oficio' },
    ]);
    const on = await api('POST', `/api/v1/type-entries/${oficio.id}/activate`, { version: off.json().data.version });
    expect(on.json().data.active).toBe(true);
    expect((await api('GET', '/api/v1/type-entries/lookup?q=ofi')).json().data).toEqual([
      { id: oficio.id, label: 'Oficio', description: 'OFI', extra: { response_days: 7 } },
    ]);
  });

  it('answers 404 for missing or malformed ids', async () => {
    expect((await api('GET', '/api/v1/type-entries/999999')).statusCode).toBe(404);
    expect((await api('GET', '/api/v1/type-entries/abc')).statusCode).toBe(404);
    expect(
      (await api('PUT', '/api/v1/type-entries/0', { code: 'A', name: 'B', response_days: 1, version: 1 })).statusCode,
    ).toBe(404);
  });

  it('protects referenced records from deletion and keeps subseries codes unique per series', async () => {
    const office = 3;
    const s = await api('POST', '/api/v1/series', {
      code: 'ADM',
      name: 'Administración',
      office_id: office,
      years_office: 2,
      years_central: 8,
      disposition: 'S',
    });
    expect(s.statusCode).toBe(201);
    expect(s.json().data.office).toMatchObject({ id: office, code: 'OAJ' });
    const seriesId = s.json().data.id;
    const sub = {
      series_id: seriesId,
      code: 'ADM-01',
      name: 'Resoluciones',
      office_id: null,
      years_office: 1,
      years_central: 5,
      disposition: 'CT',
    };
    expect((await api('POST', '/api/v1/subseries', sub)).statusCode).toBe(201);
    const dup = await api('POST', '/api/v1/subseries', { ...sub, name: 'Otra' });
    expect(dup.json().errors).toEqual({ code: ['Ya existe una subserie con ese código en la serie.'] });
    const badParent = await api('POST', '/api/v1/subseries', { ...sub, series_id: 999999 });
    expect(badParent.json().errors).toEqual({ series_id: ['La serie no existe.'] });
    const listed = await api('GET', `/api/v1/subseries?series_id=${seriesId}`);
    expect(listed.json().data[0].series).toMatchObject({ code: 'ADM', name: 'Administración' });
    // The lookup narrows to one series when asked (the entry form's subseries of the chosen series).
    const ofSeries = await api('GET', `/api/v1/subseries/lookup?series_id=${seriesId}`);
    expect(ofSeries.json().data.map((o: { label: string }) => o.label)).toEqual(['Resoluciones']);
    expect((await api('GET', `/api/v1/subseries/lookup?series_id=${seriesId + 1000}`)).json().data).toEqual([]);
    expect((await api('GET', '/api/v1/subseries/lookup?series_id=abc')).statusCode).toBe(422);

    const blocked = await api('DELETE', `/api/v1/series/${seriesId}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('No se puede eliminar: la serie tiene subseries.');

    const lone = await api('POST', '/api/v1/series', { ...sub, series_id: undefined, code: 'TMP', office_id: null });
    expect(lone.statusCode).toBe(201);
    expect((await api('DELETE', `/api/v1/series/${lone.json().data.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/v1/series/${lone.json().data.id}`)).statusCode).toBe(404);
  });

  it('records every change in a verifiable audit trail, shown as the record history', async () => {
    const { database } = ctx();
    const [queja] = (await api('GET', '/api/v1/type-entries?q=queja')).json().data;
    const history = await api('GET', `/api/v1/type-entries/${queja.id}/history`);
    expect(history.statusCode).toBe(200);
    const actions = history.json().data.map((h: { action: string }) => h.action);
    expect(actions).toEqual(['update', 'update', 'create']);
    expect(history.json().data[1]).toMatchObject({
      actor_name: 'Administrador del Sistema',
      changes: { name: ['Queja', 'Queja o reclamo'], response_days: [10, 30] },
    });
    const verified = await verifyAuditChain(database.db);
    expect(verified).toMatchObject({ ok: true });

    const [victim] = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity_id, String(queja.id)))
      .limit(1);
    await database.db
      .update(auditLogs)
      .set({ changes: sql`jsonb_set(${auditLogs.changes}, '{name,1}', '"Otro"')` })
      .where(eq(auditLogs.id, victim!.id));
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, brokenAt: victim!.id, reason: 'hash' });
  });
});
