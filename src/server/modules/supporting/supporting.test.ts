/**
 * Supporting documents: numbering per office (and type, when the format names it), validation,
 * scopes of both kinds, the transitions allowed and refused, links and the office rule.
 */
import { beforeAll, expect, it } from 'vitest';
import { PDF, uploadBody } from '../../lib/attachments/test-files';
import { createCitizen, createEntryType, createOutputType, officeIds, signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase, login } from '../../test/harness';

describeEachDatabase('supporting documents', (ctx) => {
  const t: Record<string, string> = {};
  let office: Record<string, number>;
  const refs: Record<string, number> = {};

  beforeAll(async () => {
    const { app, database } = ctx();
    for (const u of ['admin', 'jefe', 'servidor', 'mesapartes']) t[u] = await login(app, u);
    office = await officeIds(database.db);
    refs.informe = (await createEntryType(app, t.admin!, { code: 'INF', name: 'Informe' })).id;
    refs.memo = (await createEntryType(app, t.admin!, { code: 'MEM', name: 'Memorando' })).id;
    refs.oficio = (await createOutputType(app, t.admin!, { code: 'OFA', name: 'Oficio' })).id;
    refs.citizen = (await createCitizen(app, t.admin!, { document_number: '41234567' })).id;
    const gaf = await signedInUser(database.db, {
      username: 'apoyogaf',
      officeId: office.GAF,
      permissions: ['supporting-entries-index', 'supporting-entries-create-office', 'supporting-entries-update'],
    });
    t.gaf = gaf.token;
    const all = await signedInUser(database.db, {
      username: 'apoyotodos',
      officeId: office.UL,
      permissions: ['supporting-entries-all'],
    });
    t.all = all.token;
  });

  const body = (over: Record<string, unknown> = {}) => ({
    type_id: refs.informe,
    reference: 'CARTA N.° 004-2026',
    party_kind: 'ciudadano',
    party_citizen_id: refs.citizen,
    subject: 'Pedido de copia de expediente',
    folios: 2,
    ...over,
  });

  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    call(ctx().app, 'POST', url, { token, body: payload });
  const register = async (over: Record<string, unknown> = {}, token = t.jefe!, kind = 'supporting-entries') => {
    const res = await post(`/api/v1/${kind}`, token, body(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const listIds = async (token: string, query = '') =>
    (await call(ctx().app, 'GET', `/api/v1/supporting-entries?per_page=100&${query}`, { token }))
      .json()
      .data.map((d: { id: number }) => d.id);

  it('numbers per office and year in the default format, with the office, type and party names', async () => {
    const first = await register();
    const second = await register({ type_id: refs.memo });
    expect(first.number).toMatch(/^OAJ-ING-\d{4}-\d{4}$/);
    expect(second.sequence).toBe(first.sequence + 1);
    expect(first).toMatchObject({
      state: 'registrado',
      office: { code: 'OAJ' },
      type: { name: 'Informe' },
      party_citizen: { name: 'Ana María Núñez Quispe' },
      can: { attend: true, annul: true, update: true, archive: false },
    });
  });

  it('numbers per office, type and year when the format names the type: INFORME N.° 012-2026-OAJ', async () => {
    const { app } = ctx();
    const { data, version } = (await call(app, 'GET', '/api/v1/configs', { token: t.admin })).json();
    const saved = await call(app, 'PUT', '/api/v1/configs', {
      token: t.admin,
      body: {
        ...data,
        version,
        number_formats: { ...data.number_formats, supporting_outputs: '{TIPO} N.° {NNN}-{AAAA}-{SIGLA}' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const output = await register(
      { type_id: refs.oficio, party_kind: 'oficina', party_office_id: office.GAF },
      t.jefe!,
      'supporting-outputs',
    );
    expect(output.number).toMatch(/^OFICIO N\.° 001-\d{4}-OAJ$/);
    expect(output.party_office).toMatchObject({ code: 'GAF' });
  });

  it('answers 422 with Spanish field errors: party, type, future date, another office, hidden entry', async () => {
    const bad = await post('/api/v1/supporting-entries', t.jefe!, body({ party_kind: 'persona' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.party_user_id).toEqual(['Elija la persona.']);
    const refs422 = await post(
      '/api/v1/supporting-entries',
      t.jefe!,
      body({ type_id: 999_999, party_kind: 'oficina', party_office_id: 999_999 }),
    );
    expect(refs422.statusCode).toBe(422);
    expect(refs422.json().errors).toMatchObject({
      type_id: ['El tipo de documento no existe.'],
      party_office_id: ['La oficina no existe.'],
    });
    const future = await post(
      '/api/v1/supporting-entries',
      t.jefe!,
      body({ document_at: '2999-01-01T10:00:00-05:00' }),
    );
    expect(future.json().errors.document_at).toEqual(['La fecha no puede ser futura.']);
    const other = await post('/api/v1/supporting-entries', t.jefe!, body({ office_id: office.GAF }));
    expect(other.json().errors.office_id).toEqual(['Solo puede registrar documentos de apoyo de su oficina.']);
    const hidden = await post('/api/v1/supporting-entries', t.jefe!, body({ entry_id: 999_999 }));
    expect(hidden.json().errors.entry_id).toEqual(['El ingreso no existe o no tiene acceso a él.']);
  });

  it('scopes: -index the office’s, -me one’s own, -all every one; out of scope is 404', async () => {
    const mine = await register({ subject: 'Registrado por la servidora' }, t.servidor!);
    const oaj = await register({ subject: 'Del jefe' });
    const gaf = await register({ subject: 'De GAF' }, t.gaf!);
    const toGaf = await register({ subject: 'Remitido por GAF', party_kind: 'oficina', party_office_id: office.GAF });
    expect(mine.office.code).toBe('OAJ');

    const jefe = await listIds(t.jefe!);
    expect(jefe).toEqual(expect.arrayContaining([mine.id, oaj.id, toGaf.id]));
    expect(jefe).not.toContain(gaf.id);
    const servidor = await listIds(t.servidor!);
    expect(servidor).toContain(mine.id);
    expect(servidor).not.toContain(oaj.id);
    // GAF sees its own and the one that names it as sender.
    expect(await listIds(t.gaf!)).toEqual(expect.arrayContaining([gaf.id, toGaf.id]));
    expect(await listIds(t.all!)).toEqual(expect.arrayContaining([mine.id, oaj.id, gaf.id, toGaf.id]));

    const { app } = ctx();
    expect((await call(app, 'GET', `/api/v1/supporting-entries/${gaf.id}`, { token: t.jefe })).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/v1/supporting-entries/${oaj.id}`, { token: t.servidor })).statusCode).toBe(
      404,
    );
    const attend = await post(`/api/v1/supporting-entries/${gaf.id}/attend`, t.jefe!, { version: gaf.version });
    expect(attend.statusCode).toBe(404);
    // Without any supporting key at all: 403.
    expect((await call(app, 'GET', '/api/v1/supporting-entries', { token: t.mesapartes })).statusCode).toBe(403);
  });

  it('attends, archives and annuls as the states allow; refuses the rest with 409 or 403', async () => {
    const doc = await register();
    const servidorDoc = await register({}, t.servidor!);
    // The worker registered it but holds no -update: 403.
    const refused = await post(`/api/v1/supporting-entries/${servidorDoc.id}/attend`, t.servidor!, {
      version: servidorDoc.version,
    });
    expect(refused.statusCode).toBe(403);
    const early = await post(`/api/v1/supporting-entries/${doc.id}/archive`, t.jefe!, { version: doc.version });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('No se puede archivar un documento de apoyo en estado «Registrado».');
    const attended = await post(`/api/v1/supporting-entries/${doc.id}/attend`, t.jefe!, { version: doc.version });
    expect(attended.statusCode, attended.body).toBe(200);
    expect(attended.json().data.state).toBe('atendido');
    const stale = await post(`/api/v1/supporting-entries/${doc.id}/archive`, t.jefe!, { version: doc.version });
    expect(stale.statusCode).toBe(409);
    const archived = await post(`/api/v1/supporting-entries/${doc.id}/archive`, t.jefe!, {
      version: attended.json().data.version,
    });
    expect(archived.json().data).toMatchObject({ state: 'archivado', can: { annul: false, update: false } });
    const late = await post(`/api/v1/supporting-entries/${doc.id}/annul`, t.jefe!, {
      version: archived.json().data.version,
      reason: 'Error',
    });
    expect(late.statusCode).toBe(409);

    const other = await register();
    const noReason = await post(`/api/v1/supporting-entries/${other.id}/annul`, t.jefe!, { version: other.version });
    expect(noReason.statusCode).toBe(422);
    const annulled = await post(`/api/v1/supporting-entries/${other.id}/annul`, t.jefe!, {
      version: other.version,
      reason: 'Registrado dos veces',
    });
    expect(annulled.json().data).toMatchObject({ state: 'anulado', annulled_reason: 'Registrado dos veces' });
  });

  it('promotes into an entry request once: linked both ways, with its files, recorded in its history', async () => {
    const { app } = ctx();
    const doc = await register({ subject: 'Pedido de copia certificada' });
    const upload = uploadBody([{ filename: 'Pedido.pdf', content: PDF }]);
    const attached = await app.inject({
      method: 'POST',
      url: `/api/v1/supporting-entries/${doc.id}/attachments`,
      headers: { authorization: `Bearer ${t.jefe}`, ...upload.headers },
      payload: upload.payload,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(doc.can.promote).toBe(true);
    const request = (over: Record<string, unknown> = {}, token = t.jefe!) =>
      post('/api/v1/entry-requests', token, {
        channel: 'presencial',
        type_entry_id: refs.informe,
        sender_id: refs.citizen,
        subject: doc.subject,
        folios: doc.folios,
        destination_office_id: office.OAJ,
        supporting_id: doc.id,
        ...over,
      });

    const promoted = await request();
    expect(promoted.statusCode, promoted.body).toBe(201);
    const requestId = promoted.json().data.id;
    const shown = (await call(app, 'GET', `/api/v1/entry-requests/${requestId}`, { token: t.jefe })).json().data;
    expect(shown.supporting_entry).toEqual({ id: doc.id, number: doc.number });
    const files = (await call(app, 'GET', `/api/v1/entry-requests/${requestId}/attachments`, { token: t.jefe })).json();
    expect(files.data.map((f: { name: string }) => f.name)).toEqual(['Pedido.pdf']);
    const kept = (await call(app, 'GET', `/api/v1/supporting-entries/${doc.id}/attachments`, { token: t.jefe })).json();
    expect(kept.data).toHaveLength(1);
    const after = (await call(app, 'GET', `/api/v1/supporting-entries/${doc.id}`, { token: t.jefe })).json().data;
    expect(after.request).toEqual({ id: requestId, number: shown.number });
    expect(after.can.promote).toBe(false);
    const history = (await call(app, 'GET', `/api/v1/supporting-entries/${doc.id}/history`, { token: t.jefe })).json();
    expect(history.data.map((h: { action: string }) => h.action)).toContain('promote');

    const twice = await request();
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.supporting_id).toEqual([
      `El documento de apoyo ya fue promovido en la solicitud ${shown.number}.`,
    ]);
    // Someone who cannot see the document cannot promote it either: 404, nothing created.
    expect((await request({}, t.servidor!)).statusCode).toBe(404);
    const annulled = await register();
    const gone = await post(`/api/v1/supporting-entries/${annulled.id}/annul`, t.jefe!, {
      version: annulled.version,
      reason: 'Duplicado',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const refused = await request({ supporting_id: annulled.id });
    expect(refused.json().errors.supporting_id).toEqual(['El documento de apoyo está anulado: no puede promoverse.']);
  });

  it('edits keep the number, office and type; the history lists each change', async () => {
    const { app } = ctx();
    const doc = await register();
    const res = await call(app, 'PUT', `/api/v1/supporting-entries/${doc.id}`, {
      token: t.jefe,
      body: { ...body({ subject: 'Asunto corregido', type_id: refs.memo }), version: doc.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ subject: 'Asunto corregido', number: doc.number, type_id: refs.informe });
    const history = (await call(app, 'GET', `/api/v1/supporting-entries/${doc.id}/history`, { token: t.jefe })).json();
    expect(history.data.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
  });

  it('links a visible entry and shows its number; searches by subject without accents', async () => {
    const { app } = ctx();
    const type = await createEntryType(app, t.admin!, { code: 'SLI', name: 'Solicitud ligada' });
    const entry = await call(app, 'POST', '/api/v1/entries', {
      token: t.mesapartes,
      body: {
        channel: 'presencial',
        type_entry_id: type.id,
        sender_id: refs.citizen,
        subject: 'Ingreso central',
        folios: 1,
        destination_office_id: office.OAJ,
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const linked = await register({ entry_id: entry.json().data.id, subject: 'Opinión técnica sobre el ingreso' });
    expect(linked.entry).toMatchObject({ number: entry.json().data.number });
    expect(await listIds(t.jefe!, 'q=opinion%20tecnica')).toEqual([linked.id]);
  });
});
