import { INTERNAL_CHANNEL_SET_BY_FOLIO } from '@shared/schemas/entries';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachments, entries, requests } from '../../db/schema';
import { PDF, uploadBody } from '../../lib/attachments/test-files';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { expireRequests } from './requests.expiry';
import { type RequestFixtures, requestFixtures } from './requests.fixtures';

const REASON = 'Faltan anexos';

describeEachDatabase('entry requests', (ctx) => {
  let f: RequestFixtures;
  beforeAll(async () => {
    f = await requestFixtures(ctx());
  });
  const get = (url: string, token: string) => call(ctx().app, 'GET', url, { token });

  describe('creating', () => {
    it('numbers the request per year, keeps the proposal and tells the operators', async () => {
      const r = await f.request({ paper_to_come: true });
      expect(r.number).toMatch(/^SOL-ING-\d{4}-\d{6}$/);
      expect(r).toMatchObject({
        state: 'pendiente',
        urgency: 'urgente',
        paper_to_come: true,
        subject: 'Solicitud de información pública',
        requested_by: f.ids['user:servidor'],
        requesting_office_id: f.ids.OAJ,
        requesting_office: { code: 'OAJ' },
      });
      expect((r.proposal as Record<string, unknown>).sender_id).toBe(f.ids.citizen);
      expect(r.can).toMatchObject({ update: true, cancel: true, take: false, assign: false });
      expect(await f.notices(f.ids['user:mesapartes']!, r.id)).toEqual([
        `Nueva solicitud de ingreso ${r.number}: Solicitud de información pública`,
      ]);
      // The requester is not told of their own request.
      expect(await f.notices(f.ids['user:servidor']!, r.id)).toEqual([]);
    });

    it('refuses a bad proposal with Spanish field errors, and callers without the key', async () => {
      const bad = await call(ctx().app, 'POST', '/api/v1/entry-requests', {
        token: f.tokens.servidor,
        body: f.body({ subject: '', type_entry_id: 999_999 }),
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toContain('subject');
      const missing = await call(ctx().app, 'POST', '/api/v1/entry-requests', {
        token: f.tokens.servidor,
        body: f.body({ type_entry_id: 999_999 }),
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.type_entry_id).toEqual(['El tipo de ingreso no existe.']);
      const operator = await call(ctx().app, 'POST', '/api/v1/entry-requests', {
        token: f.tokens.mesapartes,
        body: f.body(),
      });
      expect(operator.statusCode).toBe(403);
    });

    it('refuses what its assignment would: the entries’ own check, an assignee of another office than the destination', async () => {
      const proposal = f.body({ destination_office_id: f.ids.OAJ, assignee_id: f.ids['user:mesapartes'] });
      const refusal = { assignee_id: ['El responsable debe pertenecer a la oficina de destino.'] };
      const entry = await call(ctx().app, 'POST', '/api/v1/entries', { token: f.tokens.mesapartes, body: proposal });
      expect(entry.statusCode).toBe(422);
      expect(entry.json().errors).toEqual(refusal);
      const request = await call(ctx().app, 'POST', '/api/v1/entry-requests', {
        token: f.tokens.servidor,
        body: proposal,
      });
      expect(request.statusCode).toBe(422);
      expect(request.json().errors).toEqual(refusal);
    });

    it('refuses «Despacho interno» when it is proposed, not only when the request is assigned', async () => {
      const refusal = { channel: [INTERNAL_CHANNEL_SET_BY_FOLIO] };
      const proposed = await call(ctx().app, 'POST', '/api/v1/entry-requests', {
        token: f.tokens.servidor,
        body: f.body({ channel: 'interno' }),
      });
      expect(proposed.statusCode, proposed.body).toBe(422);
      expect(proposed.json().errors).toEqual(refusal);
      const request = await f.request();
      const edited = await call(ctx().app, 'PUT', `/api/v1/entry-requests/${request.id}`, {
        token: f.tokens.servidor,
        body: { ...f.body({ channel: 'interno' }), version: request.version },
      });
      expect(edited.statusCode, edited.body).toBe(422);
      expect(edited.json().errors).toEqual(refusal);
    });
  });

  describe('scope', () => {
    it('shows a request to its requester, its office (-index) and the operators while it waits; 404 to others', async () => {
      const r = await f.request({ proposal: { subject: 'Alcance de solicitudes' } });
      const outsider = await signedInUser(ctx().database.db, {
        username: 'ajeno_solicitudes',
        permissions: ['entry-requests-me', 'entry-requests-create', 'entry-requests-show'],
        officeId: f.ids.OAJ,
      });
      for (const token of [f.tokens.servidor, f.tokens.jefe, f.tokens.mesapartes])
        expect((await get(`/api/v1/entry-requests/${r.id}`, token)).statusCode).toBe(200);
      expect((await get(`/api/v1/entry-requests/${r.id}`, outsider.token)).statusCode).toBe(404);
      expect((await f.act(r, 'cancel', outsider.token)).statusCode).toBe(404);
      expect((await get(`/api/v1/entry-requests/${r.id}/constancia`, outsider.token)).statusCode).toBe(404);
      // The same id is not an output request.
      expect((await get(`/api/v1/output-requests/${r.id}`, f.tokens.admin)).statusCode).toBe(404);
      const mine = await get('/api/v1/entry-requests?per_page=100', outsider.token);
      expect(mine.json().data.map((x: { id: number }) => x.id)).not.toContain(r.id);
      // Once cancelled it leaves the operators' queue and their scope.
      expect((await f.act(r, 'cancel', f.tokens.servidor)).statusCode).toBe(200);
      expect((await get(`/api/v1/entry-requests/${r.id}`, f.tokens.mesapartes)).statusCode).toBe(404);
      expect((await get(`/api/v1/entry-requests/${r.id}`, f.tokens.jefe)).statusCode).toBe(200);
      expect((await get('/api/v1/entry-requests', f.tokens.archivero)).statusCode).toBe(403);
    });

    it('lists the queue oldest first and "my requests"', async () => {
      const a = await f.request({ proposal: { subject: 'Cola primera' } });
      const b = await f.request({ proposal: { subject: 'Cola segunda' } });
      const queue = await get('/api/v1/entry-requests?queue=true&sort=submitted_at&per_page=100', f.tokens.mesapartes);
      const ids = queue.json().data.map((x: { id: number }) => x.id);
      expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
      expect(queue.json().data.every((x: { state: string }) => ['pendiente', 'en_revision'].includes(x.state))).toBe(
        true,
      );
      const mine = await get('/api/v1/entry-requests?mine=true&per_page=100', f.tokens.jefe);
      expect(mine.json().data.map((x: { id: number }) => x.id)).not.toContain(a.id);
      const found = await get(`/api/v1/entry-requests?q=${encodeURIComponent(a.number)}`, f.tokens.servidor);
      expect(found.json().data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    });
  });

  describe('transitions', () => {
    /** Another front-desk operator, signed in. */
    const operator = (username: string) =>
      signedInUser(ctx().database.db, { username, role: 'Mesa de partes', officeId: f.ids.MP });

    it('take → observe → correct → resubmit → take → assign, each told to the requester', async () => {
      let r = await f.request({ proposal: { subject: 'Flujo completo' } });
      const servidor = f.ids['user:servidor']!;
      // Only operators take; only the requester resubmits or cancels.
      expect((await f.act(r, 'take', f.tokens.jefe)).statusCode).toBe(403);
      expect((await f.act(r, 'resubmit', f.tokens.servidor)).statusCode).toBe(409);
      let res = await f.act(r, 'take', f.tokens.mesapartes);
      expect(res.statusCode, res.body).toBe(200);
      r = res.json().data;
      expect(r).toMatchObject({ state: 'en_revision', taken_by: f.ids['user:mesapartes'] });
      expect((await f.act(r, 'take', f.tokens.mesapartes)).statusCode).toBe(409);
      // A reason outside the configured list is a field error.
      res = await f.act(r, 'observe', f.tokens.mesapartes, { reason_code: 'Inventado', reason: 'Falta el anexo 2' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason_code).toEqual(['Elija un motivo de la lista configurada.']);
      res = await f.act(r, 'observe', f.tokens.mesapartes, { reason_code: REASON, reason: 'Falta el anexo 2' });
      expect(res.statusCode, res.body).toBe(200);
      r = res.json().data;
      expect(r).toMatchObject({ state: 'observada', reason_code: REASON, observation: 'Falta el anexo 2' });
      expect(r.can).toMatchObject({ assign: false, take: false });
      // The requester corrects and resubmits; nobody else may edit it.
      const edit = (token: string) =>
        call(ctx().app, 'PUT', `/api/v1/entry-requests/${r.id}`, {
          token,
          body: { version: r.version, ...f.body({ subject: 'Flujo completo, corregido', folios: 5 }) },
        });
      expect((await edit(f.tokens.jefe)).statusCode).toBe(403);
      res = await edit(f.tokens.servidor);
      expect(res.statusCode, res.body).toBe(200);
      r = await f.show(r.id, f.tokens.servidor);
      expect(r.can).toMatchObject({ resubmit: true, cancel: true });
      res = await f.act(r, 'resubmit', f.tokens.servidor);
      expect(res.statusCode, res.body).toBe(200);
      r = res.json().data;
      expect(r).toMatchObject({ state: 'pendiente', taken_by: null, subject: 'Flujo completo, corregido' });
      expect(await f.notices(f.ids['user:mesapartes']!, r.id)).toContain(
        `Se corrigió y reenvió la solicitud de ingreso ${r.number}: Flujo completo, corregido`,
      );
      r = (await f.act(r, 'take', f.tokens.mesapartes)).json().data;
      res = await f.act(r, 'assign', f.tokens.mesapartes, {
        record: f.body({ subject: 'Flujo completo, corregido por mesa', folios: 5, assignee_id: f.ids['user:jefe'] }),
      });
      expect(res.statusCode, res.body).toBe(200);
      r = res.json().data;
      expect(r).toMatchObject({ state: 'asignada', assigned_by: f.ids['user:mesapartes'] });
      // The request keeps what was registered, as the operator corrected it.
      expect(r.proposal).toMatchObject({ subject: 'Flujo completo, corregido por mesa', folios: 5 });
      const entry = r.entry as { id: number; number: string };
      expect(entry.number).toMatch(/^ING-\d{4}-\d{6}$/);
      const shown = await get(`/api/v1/entries/${entry.id}`, f.tokens.mesapartes);
      expect(shown.json().data).toMatchObject({
        subject: 'Flujo completo, corregido por mesa',
        folios: 5,
        assignee_id: f.ids['user:jefe'],
        destination_office_id: f.ids.OAJ,
        request: { id: r.id, number: r.number },
      });
      expect(await f.notices(servidor, r.id)).toEqual([
        `Su solicitud de ingreso ${r.number} fue asignada: ingreso ${entry.number}.`,
        `Su solicitud de ingreso ${r.number} está en revisión.`,
        `Su solicitud de ingreso ${r.number} fue observada: ${REASON}. Falta el anexo 2`,
        `Su solicitud de ingreso ${r.number} está en revisión.`,
      ]);
      // Nothing more happens to an assigned request.
      for (const action of ['take', 'assign', 'observe', 'reject', 'cancel', 'resubmit'])
        expect((await f.act(r, action, f.tokens.admin, { reason_code: REASON, reason: 'x' })).statusCode).toBe(409);
      // The requester still sees it with its entry.
      expect((await f.show(r.id, f.tokens.servidor)).entry).toMatchObject({ id: entry.id });
    });

    it('rejects with a configured reason; a held request is another operator’s until their time runs out', async () => {
      const r = await f.request({ proposal: { subject: 'Para rechazar' } });
      const other = await operator('operador_rechazo');
      const taken = (await f.act(r, 'take', f.tokens.mesapartes)).json().data;
      const held = await f.act(taken, 'reject', other.token, { reason_code: REASON, reason: 'No adjunta' });
      expect(held.statusCode).toBe(409);
      expect(held.json().message).toBe('Otro operador está revisando esta solicitud.');
      expect((await f.show(r.id, other.token)).can).toMatchObject({ reject: false, take: false });
      await ctx()
        .database.db.update(requests)
        .set({ taken_at: sql`now() - interval '2 hours'` })
        .where(eq(requests.id, r.id));
      const res = await f.act(taken, 'reject', other.token, { reason_code: REASON, reason: 'No adjunta' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ state: 'rechazada', rejection: 'No adjunta', reason_code: REASON });
      // The requester still sees it, rejected for good: neither cancelled nor corrected and resubmitted.
      const rejected = res.json().data;
      expect((await f.act(rejected, 'cancel', f.tokens.servidor)).statusCode).toBe(409);
      const resubmitted = await f.act(rejected, 'resubmit', f.tokens.servidor);
      expect(resubmitted.statusCode).toBe(409);
      expect(resubmitted.json().message).toBe('No se puede reenviar una solicitud en estado «Rechazada».');
      expect(await f.show(r.id, f.tokens.servidor)).toMatchObject({
        state: 'rechazada',
        version: rejected.version,
        can: { resubmit: false, update: false },
      });
    });

    it('cancels only the requester’s own pending request', async () => {
      const r = await f.request({ proposal: { subject: 'Para cancelar' } });
      // The head of the office sees it (-index) but did not make it.
      const refused = await f.act(r, 'cancel', f.tokens.jefe);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Solo quien hizo la solicitud puede cancelarla.');
      expect((await f.act(r, 'cancel', f.tokens.mesapartes)).statusCode).toBe(403);
      expect((await f.act({ ...r, version: r.version + 1 }, 'cancel', f.tokens.servidor)).statusCode).toBe(409);
      const res = await f.act(r, 'cancel', f.tokens.servidor);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.state).toBe('cancelada');
    });

    it('moves the files to the entry it assigns: the same stored file, not a copy', async () => {
      const r = await f.request({ proposal: { subject: 'Con archivo' } });
      const body = uploadBody([{ filename: 'Carta.pdf', content: PDF }]);
      const up = await ctx().app.inject({
        method: 'POST',
        url: `/api/v1/entry-requests/${r.id}/attachments`,
        headers: { authorization: `Bearer ${f.tokens.servidor}`, ...body.headers },
        payload: body.payload,
      });
      expect(up.statusCode, up.body).toBe(201);
      const fileId = up.json().data[0].id;
      const current = await f.show(r.id, f.tokens.mesapartes);
      const res = await f.act(current, 'assign', f.tokens.mesapartes);
      expect(res.statusCode, res.body).toBe(200);
      const entryId = (res.json().data.entry as { id: number }).id;
      const [moved] = await ctx().database.db.select().from(attachments).where(eq(attachments.id, fileId));
      expect(moved).toMatchObject({ owner_type: 'entries', owner_id: entryId });
      const list = await get(`/api/v1/entries/${entryId}/attachments`, f.tokens.mesapartes);
      expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([fileId]);
      expect((await get(`/api/v1/entry-requests/${r.id}/attachments`, f.tokens.servidor)).json().data).toEqual([]);
    });

    it('registers exactly one entry when two operators assign at once', async () => {
      const r = await f.request({ proposal: { subject: 'Asignación simultánea' } });
      const other = await operator('operador_simultaneo');
      const answers = await Promise.all([f.act(r, 'assign', f.tokens.mesapartes), f.act(r, 'assign', other.token)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, expect.any(Number)]);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.find((a) => a.statusCode !== 200)!.statusCode).toBeOneOf([404, 409]);
      const made = await ctx().database.db.select().from(entries).where(eq(entries.subject, 'Asignación simultánea'));
      const [stored] = await ctx().database.db.select().from(requests).where(eq(requests.id, r.id));
      expect(made.map((e) => e.id)).toEqual([stored!.entry_id]);
      const [{ n }] = (
        (await ctx().database.db.execute(
          sql`select count(*)::int as n from audit_logs where entity = 'entry-requests' and entity_id = ${String(r.id)} and action = 'assign'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows as [{ n: number }];
      expect(n).toBe(1);
    });

    it('assigns several at once and says which failed and why', async () => {
      const a = await f.request({ proposal: { subject: 'Lote uno' } });
      const b = await f.request({ proposal: { subject: 'Lote dos' } });
      const c = await f.request({ proposal: { subject: 'Lote tres' } });
      await f.act(c, 'cancel', f.tokens.servidor);
      const res = await call(ctx().app, 'POST', '/api/v1/entry-requests/bulk-assign', {
        token: f.tokens.mesapartes,
        body: { items: [a, b, c].map(({ id, version }) => ({ id, version })) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const results = res.json().data;
      expect(results.map((x: { ok: boolean }) => x.ok)).toEqual([true, true, false]);
      expect(results[2]).toMatchObject({ id: c.id, message: 'Ya no está en la cola: ahora está «Cancelada».' });
      expect((await f.show(a.id, f.tokens.servidor)).state).toBe('asignada');
    });

    it('flags a likely duplicate: same sender, sender reference and date', async () => {
      await f.register({ sender_reference: 'CARTA N° 77-2026', sender_date: '2026-01-15' });
      const r = await f.request({ proposal: { sender_reference: 'carta n° 77-2026', sender_date: '2026-01-15' } });
      const twin = await f.request({ proposal: { sender_reference: 'CARTA N° 77-2026', sender_date: '2026-01-15' } });
      const shown = await f.show(r.id, f.tokens.mesapartes);
      expect((shown.duplicates as { resource: string }[]).map((d) => d.resource).sort()).toEqual([
        'entries',
        'entry-requests',
      ]);
      expect(shown.duplicates).toContainEqual({ resource: 'entry-requests', id: twin.id, number: twin.number });
      const other = await f.request({ proposal: { sender_reference: 'CARTA N° 77-2026', sender_date: '2026-01-16' } });
      expect((await f.show(other.id, f.tokens.mesapartes)).duplicates).toEqual([]);
    });
  });

  it('expires pending and observed requests after the configured days, telling the requester', async () => {
    const old = await f.request({ proposal: { subject: 'Vieja' } });
    const fresh = await f.request({ proposal: { subject: 'Reciente' } });
    await ctx()
      .database.db.update(requests)
      .set({ submitted_at: sql`now() - interval '8 days'` })
      .where(eq(requests.id, old.id));
    expect(await expireRequests(ctx().database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await f.show(old.id, f.tokens.servidor)).state).toBe('caducada');
    expect((await f.show(fresh.id, f.tokens.servidor)).state).toBe('pendiente');
    expect(await f.notices(f.ids['user:servidor']!, old.id)).toEqual([
      `Su solicitud de ingreso ${old.number} caducó tras 7 días sin atenderse.`,
    ]);
    expect(await expireRequests(ctx().database.db, new Date())).toBe(0);
  });

  it('prints the constancia as a PDF', async () => {
    const r = await f.request({ proposal: { subject: 'Constancia' } });
    const res = await get(`/api/v1/entry-requests/${r.id}/constancia`, f.tokens.servidor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
