/** Entries: numbering under concurrency, scopes, restricted classifications, transitions, validation, due dates, notifications. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { notifications, typeEntries, users } from '../../db/schema';
import { historyActions } from '../../test/audit-trail';
import { call, describeEachDatabase, login } from '../../test/harness';
import { type EntryFixtures, entryFixtures } from './entries.fixtures';

describeEachDatabase('entries', (ctx) => {
  let f: EntryFixtures;
  let t: EntryFixtures['tokens'];
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    t = f.tokens;
    Object.assign(ids, f.ids);
    const restricted = await call(ctx().app, 'POST', '/api/v1/document-classifications', {
      token: t.admin,
      body: { name: 'Reservado', description: null, restricted: true },
    });
    expect(restricted.statusCode, restricted.body).toBe(201);
    ids.restricted = restricted.json().data.id;
  });

  const body = (over: Record<string, unknown> = {}) => f.body(over);
  const register = (over: Record<string, unknown> = {}, token = t.mesapartes) => f.register(over, token);
  /** A registration refused (422): its field errors. */
  const refusal = async (over: Record<string, unknown>, token = t.mesapartes) => {
    const res = await call(ctx().app, 'POST', '/api/v1/entries', { token, body: body(over) });
    expect(res.statusCode).toBe(422);
    return res.json().errors;
  };

  /** `POST /entries/:id/{path}` refused with `status`: the answer. */
  const refusedAction = async (entryId: number, path: string, token: string, body: unknown, status: number) => {
    const res = await call(ctx().app, 'POST', `/api/v1/entries/${entryId}/${path}`, { token, body });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };

  /** Registering with each field pointing at no record (id 999999) is refused with that field's message. */
  const expectMissing = async (messages: Record<string, string>) => {
    const errors = await refusal(Object.fromEntries(Object.keys(messages).map((field) => [field, 999999])));
    expect(errors).toEqual(Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, [message]])));
  };

  it('numbers concurrent registrations uniquely and without gaps', { timeout: 120_000 }, async () => {
    const { app } = ctx();
    const n = 50;
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        call(app, 'POST', '/api/v1/entries', { token: t.mesapartes, body: body({ subject: `Concurrente ${i}` }) }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const sequences = answers.map((a) => a.json().data.sequence as number).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    const numbers = new Set(answers.map((a) => a.json().data.number));
    expect(numbers.size).toBe(n);
    const year = answers[0]!.json().data.year;
    expect(answers[0]!.json().data.number).toMatch(new RegExp(`^ING-${year}-\\d{6}$`));
  });

  it('computes the due date in working days, skipping the weekend', async () => {
    // Friday 2026-03-06 10:00 in Lima + 5 working days → Friday 2026-03-13; +1 → Monday 2026-03-09.
    const five = await register({ received_at: '2026-03-06T10:00:00-05:00' });
    expect(five.response_days).toBe(5);
    expect(five.due_date).toBe('2026-03-13');
    const one = await register({ received_at: '2026-03-06T10:00:00-05:00', response_days: 1 });
    expect(one.due_date).toBe('2026-03-09');
  });

  it('answers validation errors per field in Spanish', async () => {
    const errors = await refusal({ subject: '', folios: 0, channel: 'fax', summary: 'x'.repeat(4001) });
    expect(errors.subject).toEqual(['Este campo es obligatorio.']);
    expect(errors.folios).toEqual(['Debe tener al menos 1 folio.']);
    expect(errors.channel).toEqual(['Seleccione una opción válida.']);
    expect(errors.summary).toEqual(['Debe tener como máximo 4000 caracteres.']);
    await expectMissing({
      sender_id: 'El remitente no existe.',
      destination_office_id: 'La oficina de destino no existe.',
      type_entry_id: 'El tipo de ingreso no existe.',
    });
  });

  it('accepts a reception date up to five minutes ahead of the server clock, not more', async () => {
    // The client's clock may run a little ahead of the server's: two minutes are tolerated.
    const ahead = new Date(Date.now() + 2 * 60_000).toISOString();
    const close = await register({ received_at: ahead, subject: 'Reloj adelantado' });
    expect(new Date(close.received_at as string).toISOString()).toBe(ahead);
    const future = await refusal({ received_at: new Date(Date.now() + 10 * 60_000).toISOString() });
    expect(future).toEqual({ received_at: ['La fecha de recepción no puede ser futura.'] });
  });

  it('files an entry in a subseries of its series, never of another', async () => {
    const { app } = ctx();
    const created = async (url: string, data: Record<string, unknown>) => {
      const res = await call(app, 'POST', url, { token: t.admin, body: data });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const retention = { office_id: null, years_office: 2, years_central: 5, disposition: 'E' };
    const own = await created('/api/v1/series', { code: 'ING1', name: 'Solicitudes', ...retention });
    const other = await created('/api/v1/series', { code: 'ING2', name: 'Quejas', ...retention });
    const sub = await created('/api/v1/subseries', { series_id: own, code: 'ING1.1', name: 'De acceso', ...retention });
    const filed = await register({ series_id: own, subseries_id: sub, subject: 'Archivada en su subserie' });
    expect(filed).toMatchObject({ series_id: own, subseries_id: sub });
    const mismatched = await refusal({ series_id: other, subseries_id: sub });
    expect(mismatched).toEqual({ subseries_id: ['La subserie no pertenece a la serie elegida.'] });
  });

  it('refuses a deactivated type and a filing that does not exist, and keeps the type an entry already had', async () => {
    const { app, database } = ctx();
    const type = await call(app, 'POST', '/api/v1/type-entries', {
      token: t.admin,
      body: { code: 'RET', name: 'Tipo que se retira', response_days: 5 },
    });
    expect(type.statusCode, type.body).toBe(201);
    const typeId = type.json().data.id;
    const entry = await register({ type_entry_id: typeId, subject: 'Con un tipo que se retira' });
    await database.db.update(typeEntries).set({ active: false }).where(eq(typeEntries.id, typeId));
    const fresh = await refusal({ type_entry_id: typeId });
    expect(fresh).toEqual({ type_entry_id: ['El tipo de ingreso está inactivo.'] });
    const edit = await call(app, 'PUT', `/api/v1/entries/${entry.id}`, {
      token: t.mesapartes,
      body: { ...body({ type_entry_id: typeId, subject: 'Sigue con su tipo' }), version: entry.version },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await expectMissing({
      classification_id: 'La clasificación no existe.',
      series_id: 'La serie no existe.',
      subseries_id: 'La subserie no existe.',
    });
  });

  it('limits entries-create-office to the caller’s own office, and asks an office-less caller for one', async () => {
    const { app, database } = ctx();
    const role = await call(app, 'POST', '/api/v1/roles', {
      token: t.admin,
      body: { name: 'Registro de oficina', description: null, permissions: ['entries-create-office', 'entries-index'] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const moveMensajero = async (officeId: number | null) => {
      const u = (await call(app, 'GET', `/api/v1/users/${ids['user:mensajero']}`, { token: t.admin })).json().data;
      const user = await call(app, 'PUT', `/api/v1/users/${ids['user:mensajero']}`, {
        token: t.admin,
        body: {
          username: u.username,
          email: u.email,
          names: u.names,
          surnames: u.surnames,
          document_type: u.document_type,
          document_number: u.document_number,
          phone: u.phone,
          position: u.position,
          office_id: officeId,
          role_ids: [role.json().data.id],
          version: u.version,
        },
      });
      expect(user.statusCode, user.body).toBe(200);
      return login(app, 'mensajero');
    };
    await database.db.update(users).set({ office_id: ids.OAJ }).where(eq(users.username, 'mensajero'));
    const token = await moveMensajero(ids.OAJ!);
    const other = await refusal({ registered_office_id: ids.MP }, token);
    expect(other.registered_office_id).toEqual(['Solo puede registrar ingresos para su oficina.']);
    const own = await register({}, token);
    expect(own.registered_office_id).toBe(ids.OAJ);

    // Without an office of their own, the entry names none: the registration asks for one.
    const officeless = await moveMensajero(null);
    const missing = await refusal({}, officeless);
    expect(missing).toEqual({ registered_office_id: ['Indique la oficina que registra el ingreso.'] });
    // Back to OAJ: the route sheet test below counts on it.
    await moveMensajero(ids.OAJ!);
  });

  it('applies the scopes: all, index (office) and me (own)', async () => {
    const { app } = ctx();
    const toGaf = await register({ destination_office_id: ids.GAF, subject: 'Para administración' });
    const toOaj = await register({ subject: 'Para jurídica' });
    const assigned = await register({ subject: 'Asignado a Lucía', assignee_id: ids['user:servidor'] });

    const list = async (token: string, q = '') =>
      (await call(app, 'GET', `/api/v1/entries?per_page=100&q=${encodeURIComponent(q)}`, { token })).json();
    const numbers = (page: { data: { id: number }[] }) => page.data.map((e) => e.id);

    expect(numbers(await list(t.mesapartes, 'administración'))).toContain(toGaf.id);
    const jefe = await list(t.jefe);
    expect(numbers(jefe)).toContain(toOaj.id);
    expect(numbers(jefe)).not.toContain(toGaf.id);
    const servidor = await list(t.servidor);
    expect(numbers(servidor)).toEqual([assigned.id]);

    expect((await call(app, 'GET', `/api/v1/entries/${toGaf.id}`, { token: t.jefe })).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/v1/entries/${toOaj.id}`, { token: t.servidor })).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/v1/entries/${assigned.id}`, { token: t.servidor })).statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/v1/entries/${toGaf.id}/movements`, { token: t.jefe })).statusCode).toBe(404);

    // Search by the sender's document and name, accent-insensitive; filters.
    expect(numbers(await list(t.mesapartes, '40123456'))).toContain(toGaf.id);
    expect(numbers(await list(t.mesapartes, 'nunez administracion'))).toEqual([toGaf.id]);
    expect(numbers(await list(t.mesapartes, toGaf.number))).toEqual([toGaf.id]);
    const filtered = (
      await call(app, 'GET', `/api/v1/entries?per_page=100&office_id=${ids.GAF}&state=registrado&channel=presencial`, {
        token: t.mesapartes,
      })
    ).json();
    expect(numbers(filtered)).toEqual([toGaf.id]);
    const overdue = (
      await call(app, 'GET', '/api/v1/entries?per_page=100&overdue=true', { token: t.mesapartes })
    ).json();
    expect(overdue.data.every((e: { overdue: boolean }) => e.overdue)).toBe(true);
    expect(overdue.data.length).toBeGreaterThan(0); // the March 2026 ones
    const mine = (await call(app, 'GET', '/api/v1/entries?mine=true', { token: t.servidor })).json();
    expect(numbers(mine)).toEqual([assigned.id]);
    const bad = await call(app, 'GET', '/api/v1/entries?sort=-password', { token: t.mesapartes });
    expect(bad.statusCode).toBe(422);
  });

  it('shows restricted entries only to the registering and destination offices (and admin)', async () => {
    const { app } = ctx();
    const secret = await register({
      destination_office_id: ids.GAF,
      classification_id: ids.restricted,
      subject: 'Reservado GAF',
    });
    // mesapartes (MP) registered it: visible; jefe (OAJ, entries-index) is not involved.
    expect((await call(app, 'GET', `/api/v1/entries/${secret.id}`, { token: t.mesapartes })).statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/v1/entries/${secret.id}`, { token: t.admin })).statusCode).toBe(200);
    // Registered by admin from another office: entries-all alone does not reveal it.
    const adminToGaf = await register(
      { destination_office_id: ids.GAF, classification_id: ids.restricted, registered_office_id: ids.AC },
      t.admin,
    );
    expect((await call(app, 'GET', `/api/v1/entries/${adminToGaf.id}`, { token: t.mesapartes })).statusCode).toBe(404);
    const list = (await call(app, 'GET', '/api/v1/entries?per_page=100', { token: t.mesapartes })).json();
    expect(list.data.map((e: { id: number }) => e.id)).not.toContain(adminToGaf.id);
    // Once derived to OAJ, OAJ sees it.
    const restrictedToOaj = await register(
      { destination_office_id: ids.GAF, classification_id: ids.restricted, registered_office_id: ids.AC },
      t.admin,
    );
    expect((await call(app, 'GET', `/api/v1/entries/${restrictedToOaj.id}`, { token: t.jefe })).statusCode).toBe(404);
    const derived = await call(app, 'POST', `/api/v1/entries/${restrictedToOaj.id}/derive`, {
      token: t.admin,
      body: { version: restrictedToOaj.version, destinations: [{ office_id: ids.OAJ, action: 'opinion' }] },
    });
    expect(derived.statusCode, derived.body).toBe(200);
    expect((await call(app, 'GET', `/api/v1/entries/${restrictedToOaj.id}`, { token: t.jefe })).statusCode).toBe(200);
  });

  it('runs the route sheet: derive, receive, attend, archive; refuses what is not allowed', async () => {
    const { app, database } = ctx();
    const entry = await register({ destination_office_id: ids.GAF, subject: 'Ruta completa' });
    expect(entry.can).toMatchObject({ update: true, derive: true, receive: false, attend: false, annul: true });

    const stale = await call(app, 'POST', `/api/v1/entries/${entry.id}/derive`, {
      token: t.mesapartes,
      body: { version: entry.version + 5, destinations: [{ office_id: ids.OAJ, action: 'atencion' }] },
    });
    expect(stale.statusCode).toBe(409);
    const badUser = await call(app, 'POST', `/api/v1/entries/${entry.id}/derive`, {
      token: t.mesapartes,
      body: {
        version: entry.version,
        destinations: [{ office_id: ids.OAJ, user_id: ids['user:archivero'], action: 'atencion' }],
      },
    });
    expect(badUser.statusCode).toBe(422);
    expect(badUser.json().errors['destinations.0.user_id']).toEqual(['El usuario no pertenece a la oficina elegida.']);

    const derived = await call(app, 'POST', `/api/v1/entries/${entry.id}/derive`, {
      token: t.mesapartes,
      body: {
        version: entry.version,
        destinations: [
          { office_id: ids.OAJ, action: 'atencion', instructions: 'Emitir opinión legal.' },
          { office_id: ids.AC, user_id: ids['user:archivero'], action: 'conocimiento' },
        ],
      },
    });
    expect(derived.statusCode, derived.body).toBe(200);
    const d = derived.json().data;
    expect(d.state).toBe('derivado');
    expect(d.movements).toHaveLength(2);
    expect(d.movements[0]).toMatchObject({ state: 'pendiente', action: 'atencion', to_office_id: ids.OAJ });

    // Notifications: only those who may open it. OAJ's head (entries-index) and the named archivist
    // (entries-all: the central archive reads what it files) are told; OAJ's worker (entries-me,
    // not named) cannot open it and is not.
    const notified = await database.db
      .select({ user_id: notifications.user_id })
      .from(notifications)
      .where(and(eq(notifications.type, 'entries'), sql`${notifications.data}->>'data_id' = ${String(entry.id)}`));
    const notifiedIds = notified.map((n) => n.user_id);
    // mensajero was moved to OAJ with entries-index above.
    expect(notifiedIds.sort()).toEqual([ids['user:jefe'], ids['user:mensajero'], ids['user:archivero']].sort());
    expect(notifiedIds).not.toContain(ids['user:servidor']);

    // Update after derivado is refused.
    const edit = await call(app, 'PUT', `/api/v1/entries/${entry.id}`, {
      token: t.mesapartes,
      body: { ...body({ subject: 'Cambio' }), version: d.version },
    });
    expect(edit.statusCode).toBe(409);

    const oajMovement = d.movements[0].id;
    // mesapartes (MP) is not a user of OAJ.
    const foreign = await call(app, 'POST', `/api/v1/entries/${entry.id}/movements/${oajMovement}/receive`, {
      token: t.mesapartes,
    });
    expect(foreign.statusCode).toBe(403);
    // servidor (entries-me) does not see an entry derived to the office, not to her.
    const hidden = await call(app, 'POST', `/api/v1/entries/${entry.id}/movements/${oajMovement}/receive`, {
      token: t.servidor,
    });
    expect(hidden.statusCode).toBe(404);
    const shown = (await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: t.jefe })).json().data;
    expect(shown.can).toMatchObject({ receive: true, attend: false });
    // The show answers the route sheet with the entry, as the write answers do.
    expect(shown.movements).toEqual(d.movements);
    const received = await call(app, 'POST', `/api/v1/entries/${entry.id}/movements/${oajMovement}/receive`, {
      token: t.jefe,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data.state).toBe('recibido');
    expect(received.json().data.movements[0]).toMatchObject({ state: 'recibido', received_by: ids['user:jefe'] });
    const again = await call(app, 'POST', `/api/v1/entries/${entry.id}/movements/${oajMovement}/receive`, {
      token: t.jefe,
    });
    expect(again.statusCode).toBe(409);

    // The movement to Archivo Central: the archivist (entries-all, a member of that office) returns it.
    const archivist = await login(app, 'archivero');
    const returned = await f.entryAction(entry.id, `movements/${d.movements[1].id}/return`, archivist, {
      reason: 'No corresponde al archivo.',
    });
    expect(returned.movements[1]).toMatchObject({ state: 'devuelto', returned_reason: 'No corresponde al archivo.' });
    expect(returned.state).toBe('recibido');

    await refusedAction(entry.id, 'archive', t.mesapartes, { version: returned.version }, 409);
    const attended = await f.entryAction(entry.id, 'attend', t.jefe, { version: returned.version });
    expect(attended.state).toBe('atendido');
    const archived = await f.entryAction(entry.id, 'archive', t.mesapartes, { version: attended.version });
    expect(archived.state).toBe('archivado');
    await refusedAction(entry.id, 'annul', t.mesapartes, { version: archived.version, reason: 'Error' }, 409);

    const sheet = await call(app, 'GET', `/api/v1/entries/${entry.id}/movements`, { token: t.jefe });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().data).toHaveLength(2);
    expect(await historyActions(app, `/api/v1/entries/${entry.id}`, t.mesapartes)).toEqual([
      'archive',
      'attend',
      'return',
      'receive',
      'derive',
      'create',
    ]);
  });

  it('returns a lone movement back to registrado and annuls once, keeping the number', async () => {
    const { app } = ctx();
    const entry = await register({ subject: 'Para anular' });
    const derived = (
      await call(app, 'POST', `/api/v1/entries/${entry.id}/derive`, {
        token: t.mesapartes,
        body: { version: entry.version, destinations: [{ office_id: ids.OAJ, action: 'atencion' }] },
      })
    ).json().data;
    const back = `movements/${derived.movements[0].id}/return`;
    const noReason = await refusedAction(entry.id, back, t.jefe, { reason: '' }, 422);
    expect(noReason.errors.reason).toEqual(['Este campo es obligatorio.']);
    const returned = await f.entryAction(entry.id, back, t.jefe, { reason: 'Falta el anexo.' });
    expect(returned.state).toBe('registrado');
    await refusedAction(entry.id, 'attend', t.jefe, { version: returned.version }, 409);

    const annulled = await f.entryAction(entry.id, 'annul', t.mesapartes, {
      version: returned.version,
      reason: 'Registrado por duplicado.',
    });
    expect(annulled).toMatchObject({
      state: 'anulado',
      annulled_reason: 'Registrado por duplicado.',
      number: entry.number,
    });
    await refusedAction(entry.id, 'annul', t.mesapartes, { version: annulled.version, reason: 'Otra vez.' }, 409);
    // jefe (entries-update) cannot annul what OAJ does not see? It does see it: addressed to OAJ.
    const next = await register({ subject: 'Siguiente' });
    expect(next.sequence).toBe(entry.sequence + 1);
  });

  it('edits a registrado entry with version checks and audits it', async () => {
    const { app } = ctx();
    const entry = await register({ subject: 'Antes' });
    const ok = await call(app, 'PUT', `/api/v1/entries/${entry.id}`, {
      token: t.mesapartes,
      body: { ...body({ subject: 'Después', folios: 7 }), version: entry.version },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ subject: 'Después', folios: 7, number: entry.number, version: 2 });
    const stale = await call(app, 'PUT', `/api/v1/entries/${entry.id}`, {
      token: t.mesapartes,
      body: { ...body({ subject: 'Otra' }), version: entry.version },
    });
    expect(stale.statusCode).toBe(409);
    const forbidden = await call(app, 'PUT', `/api/v1/entries/${entry.id}`, {
      token: t.servidor,
      body: { ...body(), version: 2 },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('prints the sticker of an entry in scope as a PDF with its number, and hides it outside scope', async () => {
    const { app } = ctx();
    const entry = await register({ destination_office_id: ids.GAF, subject: 'Sticker de prueba' });
    expect(entry.can.print).toBe(true);
    const res = await call(app, 'GET', `/api/v1/entries/${entry.id}/sticker`, { token: t.mesapartes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.headers['content-disposition']).toContain(`sticker-${entry.number}.pdf`);
    const outside = await call(app, 'GET', `/api/v1/entries/${entry.id}/sticker`, { token: t.jefe });
    expect(outside.statusCode).toBe(404);
  });

  it('prints the citizen’s cargo de recepción: number, when, folios, where it went, the code and its QR', async () => {
    const { app } = ctx();
    const entry = await register({ destination_office_id: ids.GAF, subject: 'Cargo de prueba', folios: 12 });
    const res = await call(app, 'GET', `/api/v1/entries/${entry.id}/receipt`, { token: t.mesapartes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`cargo-${entry.number}.pdf`);
    const file = join(mkdtempSync(join(tmpdir(), 'folio-cargo-')), 'cargo.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Cargo de recepción');
    expect(text).toContain('Mesa de partes presencial');
    expect(text).toContain(entry.number);
    expect(text).toMatch(/Folios\s+12/);
    expect(text).toContain('Gerencia de Administración');
    expect(text).toMatch(/Código de verificación\s+\w{4}-\w{4}/);
    expect(text).toContain('/verificar/');
    // The QR is an image on the page.
    expect(execFileSync('pdfimages', ['-list', file]).toString().split('\n').length).toBeGreaterThan(4);
    expect((await call(app, 'GET', `/api/v1/entries/${entry.id}/receipt`, { token: t.jefe })).statusCode).toBe(404);
  });

  it('prints the stickers or cargos of several entries in one PDF, a page each, and refuses the lot for one out of scope', async () => {
    const { app } = ctx();
    const first = await register({ destination_office_id: ids.OAJ, subject: 'Lote de impresión A' });
    const second = await register({ destination_office_id: ids.GAF, subject: 'Lote de impresión B' });
    const pdfOf = (payload: Buffer) => {
      const file = join(mkdtempSync(join(tmpdir(), 'folio-lote-')), 'lote.pdf');
      writeFileSync(file, payload);
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);
      return { pages, text: execFileSync('pdftotext', ['-layout', file, '-']).toString() };
    };
    for (const kind of ['sticker', 'receipt']) {
      const res = await call(app, 'GET', `/api/v1/entries/printouts?kind=${kind}&ids=${first.id},${second.id}`, {
        token: t.mesapartes,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${kind === 'sticker' ? 'stickers' : 'cargos'}-2.pdf`);
      const { pages, text } = pdfOf(res.rawPayload);
      expect(pages).toBe(2);
      expect(text).toContain(first.number);
      expect(text).toContain(second.number);
      if (kind === 'receipt') expect(text.match(/Cargo de recepción/g)).toHaveLength(2);
    }
    // The head of OAJ sees the first entry, not the second: the whole lot answers 404, nothing printed.
    const own = await call(app, 'GET', `/api/v1/entries/printouts?kind=sticker&ids=${first.id}`, { token: t.jefe });
    expect(own.statusCode, own.body).toBe(200);
    const lot = await call(app, 'GET', `/api/v1/entries/printouts?kind=receipt&ids=${first.id},${second.id}`, {
      token: t.jefe,
    });
    expect(lot.statusCode).toBe(404);
    const bad = await call(app, 'GET', '/api/v1/entries/printouts?kind=sticker&ids=1,x', { token: t.mesapartes });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.ids).toEqual(['Indique los ingresos separados por comas.']);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const tooMany = await call(app, 'GET', `/api/v1/entries/printouts?kind=sticker&ids=${many}`, {
      token: t.mesapartes,
    });
    expect(tooMany.json().errors.ids).toEqual(['Puede imprimir como máximo 100 ingresos a la vez.']);
  });
});
