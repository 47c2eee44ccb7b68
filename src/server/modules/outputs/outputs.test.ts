/** Outputs: numbering under concurrency, validation, scopes, restricted classifications, transitions, delivery, replies to entries, search. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { entries, notifications, offices, rolePermissions, roles, userRoles, users } from '../../db/schema';
import { historyActions } from '../../test/audit-trail';
import { type AnsweredRecord, createCitizen, createEntryType, createOutputType } from '../../test/fixtures';
import { call, describeEachDatabase, login } from '../../test/harness';
import { hashPassword } from '../auth/auth.passwords';

const PASSWORD = 'Salidas2026';

describeEachDatabase('outputs', (ctx) => {
  type Login = 'admin' | 'mesapartes' | 'jefe' | 'servidor' | 'todas' | 'oficinagaf' | 'solover';
  const t = {} as Record<Login, string>;
  const ids: Record<string, number> = {};
  type Recipient = { id: number; citizen_id: number; delivery_state: string; address: string | null };
  type Output = AnsweredRecord & { number: string; sequence: number; recipients: Recipient[] };

  /** A user of `office` holding exactly `permissions`, logged in. */
  async function userWith(username: Login, office: string, permissions: string[]) {
    const { database, app } = ctx();
    const [role] = await database.db
      .insert(roles)
      .values({ name: `rol ${username}` })
      .returning();
    await database.db
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ role_id: role!.id, permission })));
    const [user] = await database.db
      .insert(users)
      .values({
        username,
        email: `${username}@salidas.test`,
        names: 'Usuario',
        surnames: username,
        office_id: ids[office],
        password_hash: await hashPassword(PASSWORD),
      })
      .returning();
    await database.db.insert(userRoles).values({ user_id: user!.id, role_id: role!.id });
    ids[`user:${username}`] = user!.id;
    t[username] = await login(app, username, PASSWORD);
  }

  const created = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    const { app, database } = ctx();
    for (const u of ['admin', 'mesapartes', 'jefe', 'servidor'] as const) t[u] = await login(app, u);
    for (const o of await database.db.select().from(offices)) ids[o.code] = o.id;
    for (const u of await database.db.select().from(users)) ids[`user:${u.username}`] = u.id;
    ids.type = (await createOutputType(app, t.admin)).id;
    ids.other_type = (await createOutputType(app, t.admin, { code: 'CAR', name: 'Carta' })).id;
    ids.entry_type = (await createEntryType(app, t.admin)).id;
    ids.ana = (await createCitizen(app, t.admin, { address: 'Av. Arequipa 123, Lima' })).id;
    ids.pedro = (
      await createCitizen(app, t.admin, { document_number: '40999888', names: 'Pedro', surnames: 'Gálvez Rojas' })
    ).id;
    ids.restricted = (
      await created(
        await call(app, 'POST', '/api/v1/document-classifications', {
          token: t.admin,
          body: { name: 'Reservado', description: null, restricted: true },
        }),
      )
    ).id;
    await userWith('todas', 'UL', ['outputs-all']);
    await userWith('oficinagaf', 'GAF', ['outputs-index']);
    await userWith('solover', 'UL', ['outputs-show']);
  });

  const body = (over: Record<string, unknown> = {}) => ({
    type_output_id: ids.type,
    reference: 'OFICIO N.° 045-2026-MP',
    subject: 'Respuesta a solicitud de información',
    folios: 2,
    recipients: [{ citizen_id: ids.ana }],
    ...over,
  });

  const register = async (over: Record<string, unknown> = {}, token = t.mesapartes): Promise<Output> =>
    created(await call(ctx().app, 'POST', '/api/v1/outputs', { token, body: body(over) }));

  const act = (output: { id: number }, action: string, token: string, payload: Record<string, unknown>) =>
    call(ctx().app, 'POST', `/api/v1/outputs/${output.id}/${action}`, { token, body: payload });

  const ids_of = (page: { data: { id: number }[] }) => page.data.map((o) => o.id);
  const list = async (token: string, query = '') =>
    (await call(ctx().app, 'GET', `/api/v1/outputs?per_page=100&${query}`, { token })).json();

  it('numbers 50 concurrent registrations uniquely and without gaps', { timeout: 120_000 }, async () => {
    const { app } = ctx();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(app, 'POST', '/api/v1/outputs', { token: t.mesapartes, body: body({ subject: `Concurrente ${i}` }) }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const sequences = answers.map((a) => a.json().data.sequence as number).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(answers.map((a) => a.json().data.number)).size).toBe(50);
    const first = answers[0]!.json().data;
    expect(first.number).toMatch(new RegExp(`^SAL-${first.year}-\\d{6}$`));
  });

  it('registers with defaults and related names, and answers field errors in Spanish', async () => {
    const { app } = ctx();
    const output = await register({
      signer_id: ids['user:jefe'],
      recipients: [
        { citizen_id: ids.ana },
        { citizen_id: ids.pedro, address: 'Jr. Cusco 45', reference: 'Atención: Gerencia' },
      ],
    });
    expect(output).toMatchObject({
      state: 'registrado',
      origin_office_id: ids.MP,
      registered_office_id: ids.MP,
      priority: 'normal',
      type_output: { code: 'OFI', name: 'Oficio' },
      origin_office: { code: 'MP' },
      signer: { names: 'Jorge' },
      registered_by_user: { names: 'María' },
      entry: null,
      classification: null,
    });
    expect(output.recipients).toMatchObject([
      {
        citizen_id: ids.ana,
        address: 'Av. Arequipa 123, Lima',
        delivery_state: 'pendiente',
        citizen: { name: 'Ana María Núñez Quispe', document_type: 'DNI', document_number: '40123456' },
      },
      { citizen_id: ids.pedro, address: 'Jr. Cusco 45', reference: 'Atención: Gerencia' },
    ]);
    expect(output.can).toMatchObject({
      update: true,
      dispatch: true,
      deliver: false,
      archive: false,
      annul: true,
      attach: true,
    });

    const bad = await call(app, 'POST', '/api/v1/outputs', {
      token: t.mesapartes,
      body: body({ subject: '', folios: 0, priority: 'alta', recipients: [] }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      subject: ['Este campo es obligatorio.'],
      folios: ['Debe tener al menos 1 folio.'],
      priority: ['Seleccione una opción válida.'],
      recipients: ['Agregue al menos un destinatario.'],
    });
    const twice = await call(app, 'POST', '/api/v1/outputs', {
      token: t.mesapartes,
      body: body({ recipients: [{ citizen_id: ids.ana }, { citizen_id: ids.ana }] }),
    });
    expect(twice.json().errors).toEqual({ 'recipients.1.citizen_id': ['Este destinatario ya figura en la lista.'] });
    const refs = await call(app, 'POST', '/api/v1/outputs', {
      token: t.mesapartes,
      body: body({
        type_output_id: 999999,
        signer_id: 999999,
        origin_office_id: 999999,
        recipients: [{ citizen_id: ids.ana }, { citizen_id: 999999 }],
      }),
    });
    expect(refs.statusCode).toBe(422);
    expect(refs.json().errors).toEqual({
      type_output_id: ['El tipo de salida no existe.'],
      signer_id: ['El firmante no existe o está inactivo.'],
      origin_office_id: ['La oficina no existe o está inactiva.'],
      'recipients.1.citizen_id': ['El destinatario no existe.'],
    });
    // Future dates are refused by the shared schema, the same rule the form applies.
    const future = await call(app, 'POST', '/api/v1/outputs', {
      token: t.mesapartes,
      body: body({ issued_at: '2099-01-01T10:00:00-05:00', document_date: '2099-01-01' }),
    });
    expect(future.json().errors).toEqual({
      issued_at: ['La fecha de emisión no puede ser futura.'],
      document_date: ['La fecha del documento no puede ser futura.'],
    });
    const noKey = await call(app, 'POST', '/api/v1/outputs', { token: t.todas, body: body() });
    expect(noKey.statusCode).toBe(403);
  });

  it('limits outputs-create-office to the caller’s own office', async () => {
    const { app } = ctx();
    const other = await call(app, 'POST', '/api/v1/outputs', {
      token: t.jefe,
      body: body({ origin_office_id: ids.MP }),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.origin_office_id).toEqual(['Solo puede registrar salidas de su oficina.']);
    expect((await register({}, t.jefe)).origin_office_id).toBe(ids.OAJ);
    expect((await register({ origin_office_id: ids.OAJ })).origin_office_id).toBe(ids.OAJ);
  });

  it('applies the scopes: all, index (origin or registering office), me and show (registered or signed)', async () => {
    const { app } = ctx();
    const toGaf = await register({ origin_office_id: ids.GAF, subject: 'Alcance GAF' });
    const byJefe = await register({ subject: 'Alcance OAJ' }, t.jefe);
    const signed = await register({
      origin_office_id: ids.GAF,
      signer_id: ids['user:servidor'],
      subject: 'Firma Lucía',
    });
    const ownBySolover = await register({
      origin_office_id: ids.UL,
      signer_id: ids['user:solover'],
      subject: 'Firma solover',
    });

    const all = ids_of(await list(t.todas, 'q=alcance'));
    expect(all).toEqual(expect.arrayContaining([toGaf.id, byJefe.id]));
    const jefe = ids_of(await list(t.jefe));
    expect(jefe).toContain(byJefe.id);
    expect(jefe).not.toContain(toGaf.id);
    const gaf = ids_of(await list(t.oficinagaf));
    expect(gaf).toEqual(expect.arrayContaining([toGaf.id, signed.id]));
    expect(gaf).not.toContain(byJefe.id);
    expect(ids_of(await list(t.servidor))).toEqual([signed.id]);
    expect(ids_of(await list(t.solover))).toEqual([ownBySolover.id]);

    const show = (o: { id: number }, token: string) =>
      call(app, 'GET', `/api/v1/outputs/${o.id}`, { token }).then((r) => r.statusCode);
    expect(await show(toGaf, t.jefe)).toBe(404);
    expect(await show(byJefe, t.servidor)).toBe(404);
    expect(await show(signed, t.servidor)).toBe(200);
    expect(await show(ownBySolover, t.solover)).toBe(200);
    expect(await show(toGaf, t.solover)).toBe(404);
    expect(await show(toGaf, t.mesapartes)).toBe(200);
    expect((await call(app, 'GET', `/api/v1/outputs/${toGaf.id}/history`, { token: t.jefe })).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/v1/outputs/abc', { token: t.admin })).statusCode).toBe(404);
    // Writes outside the scope are 404 too, before any state check.
    expect((await act(toGaf, 'dispatch', t.jefe, { version: toGaf.version })).statusCode).toBe(404);
  });

  it('shows restricted outputs only to their origin and registering offices (and admin)', async () => {
    const { app } = ctx();
    const secret = await register({
      origin_office_id: ids.GAF,
      classification_id: ids.restricted,
      signer_id: ids['user:servidor'],
      subject: 'Reservado GAF',
    });
    const show = (token: string) =>
      call(app, 'GET', `/api/v1/outputs/${secret.id}`, { token }).then((r) => r.statusCode);
    expect(await show(t.mesapartes)).toBe(200); // registering office MP
    expect(await show(t.oficinagaf)).toBe(200); // origin office GAF
    expect(await show(t.admin)).toBe(200);
    expect(await show(t.todas)).toBe(404); // outputs-all from UL
    expect(await show(t.servidor)).toBe(404); // signs it, but OAJ is not involved
    expect(ids_of(await list(t.todas))).not.toContain(secret.id);
    expect(secret.classification).toMatchObject({ name: 'Reservado', restricted: true });
  });

  it('runs dispatch, delivery per recipient, archive; refuses every other transition with 409', async () => {
    const { app } = ctx();
    const output = await register({ recipients: [{ citizen_id: ids.ana }, { citizen_id: ids.pedro }] });
    const [first, second] = output.recipients as [Recipient, Recipient];
    const deliver = (r: Recipient, payload: Record<string, unknown>, id = output.id) =>
      call(app, 'POST', `/api/v1/outputs/${id}/recipients/${r.id}/deliver`, { token: t.mesapartes, body: payload });

    const receiver = { received_by_name: 'Ana Núñez', received_by_document: '40123456' };
    expect((await act(output, 'archive', t.mesapartes, { version: output.version })).statusCode).toBe(409);
    const early = await deliver(first, { state: 'entregado', ...receiver });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('No se puede registrar la entrega de una salida en estado «Registrado».');
    expect((await act(output, 'dispatch', t.mesapartes, { version: output.version + 1 })).statusCode).toBe(409);
    expect((await act(output, 'dispatch', t.servidor, { version: output.version })).statusCode).toBe(403);

    const dispatched = await act(output, 'dispatch', t.mesapartes, { version: output.version });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    const d = dispatched.json().data as Output;
    expect(d.state).toBe('en_despacho');
    expect(d.can).toMatchObject({ update: false, dispatch: false, deliver: true, archive: false, annul: true });
    const again = await act(output, 'dispatch', t.mesapartes, { version: d.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No se puede despachar una salida en estado «En despacho».');
    const edit = await call(app, 'PUT', `/api/v1/outputs/${output.id}`, {
      token: t.mesapartes,
      body: { ...body(), version: d.version },
    });
    expect(edit.statusCode).toBe(409);

    const anonymous = await deliver(first, { state: 'entregado', note: null });
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.json().errors).toEqual({
      received_by_name: ['Indique quién recibió el documento.'],
      received_by_document: ['Indique el documento de identidad de quien lo recibió.'],
    });
    const delivered = await deliver(first, { state: 'entregado', ...receiver, note: null });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const afterFirst = delivered.json().data as Output;
    expect(afterFirst.state).toBe('en_despacho');
    expect(afterFirst.recipients[0]).toMatchObject({ delivery_state: 'entregado', ...receiver });
    expect((await deliver(first, { state: 'devuelto', note: 'Otra vez' })).statusCode).toBe(409);
    const noReason = await deliver(second, { state: 'devuelto' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ note: ['Indique el motivo de la devolución.'] });
    const future = await deliver(second, {
      state: 'entregado',
      ...receiver,
      delivered_at: '2099-01-01T10:00:00-05:00',
    });
    expect(future.json().errors).toEqual({ delivered_at: ['La fecha de entrega no puede ser futura.'] });
    const otherOutput = await register();
    expect((await deliver(second, { state: 'entregado', ...receiver }, otherOutput.id)).statusCode).toBe(404);

    const returned = await deliver(second, { state: 'devuelto', note: 'Dirección no existe.' });
    expect(returned.statusCode, returned.body).toBe(200);
    const resolved = returned.json().data as Output;
    expect(resolved.state).toBe('entregado');
    expect(resolved.recipients[1]).toMatchObject({ delivery_state: 'devuelto', note: 'Dirección no existe.' });
    expect(resolved.can).toMatchObject({ deliver: false, archive: true, annul: false });

    expect((await act(output, 'annul', t.mesapartes, { version: resolved.version, reason: 'Error' })).statusCode).toBe(
      409,
    );
    const archived = await act(output, 'archive', t.mesapartes, { version: resolved.version });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.state).toBe('archivado');
    for (const action of ['dispatch', 'archive', 'annul']) {
      const res = await act(output, action, t.mesapartes, { version: archived.json().data.version, reason: 'x' });
      expect(res.statusCode, action).toBe(409);
    }
    expect(await historyActions(app, `/api/v1/outputs/${output.id}`, t.mesapartes)).toEqual([
      'archive',
      'deliver',
      'deliver',
      'dispatch',
      'create',
    ]);
  });

  it('becomes devuelto when every recipient was returned, and archives from there', async () => {
    const output = await register();
    const d = (await act(output, 'dispatch', t.mesapartes, { version: output.version })).json().data as Output;
    const returned = await call(
      ctx().app,
      'POST',
      `/api/v1/outputs/${output.id}/recipients/${d.recipients[0]!.id}/deliver`,
      {
        token: t.mesapartes,
        body: { state: 'devuelto', note: 'Destinatario ausente.' },
      },
    );
    expect(returned.json().data.state).toBe('devuelto');
    const archived = await act(output, 'archive', t.mesapartes, { version: returned.json().data.version });
    expect(archived.json().data.state).toBe('archivado');
  });

  it('annuls from registrado and en_despacho keeping the number, and only once', async () => {
    const a = await register({ subject: 'Para anular' });
    const noReason = await act(a, 'annul', t.mesapartes, { version: a.version, reason: '' });
    expect(noReason.json().errors.reason).toEqual(['Este campo es obligatorio.']);
    const annulled = await act(a, 'annul', t.mesapartes, { version: a.version, reason: 'Duplicado.' });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json().data).toMatchObject({ state: 'anulado', annulled_reason: 'Duplicado.', number: a.number });
    expect(annulled.json().data.can).toMatchObject({ update: false, dispatch: false, annul: false, attach: false });
    const twice = await act(a, 'annul', t.mesapartes, { version: annulled.json().data.version, reason: 'Otra vez.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('No se puede anular una salida en estado «Anulado».');
    expect((await act(a, 'dispatch', t.mesapartes, { version: annulled.json().data.version })).statusCode).toBe(409);

    const b = await register();
    const d = (await act(b, 'dispatch', t.mesapartes, { version: b.version })).json().data;
    const annulledB = await act(b, 'annul', t.mesapartes, { version: d.version, reason: 'No se envió.' });
    expect(annulledB.json().data.state).toBe('anulado');
    expect((await register()).sequence).toBe(b.sequence + 1);
  });

  it('edits a registrado output with version checks, replacing its recipients', async () => {
    const { app } = ctx();
    const output = await register({ subject: 'Antes' });
    const ok = await call(app, 'PUT', `/api/v1/outputs/${output.id}`, {
      token: t.mesapartes,
      body: {
        ...body({ subject: 'Después', folios: 9, recipients: [{ citizen_id: ids.pedro }] }),
        version: output.version,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ subject: 'Después', folios: 9, number: output.number, version: 2 });
    expect(ok.json().data.recipients.map((r: Recipient) => r.citizen_id)).toEqual([ids.pedro]);
    const stale = await call(app, 'PUT', `/api/v1/outputs/${output.id}`, {
      token: t.mesapartes,
      body: { ...body(), version: output.version },
    });
    expect(stale.statusCode).toBe(409);
    const forbidden = await call(app, 'PUT', `/api/v1/outputs/${output.id}`, {
      token: t.servidor,
      body: { ...body(), version: 2 },
    });
    expect(forbidden.statusCode).toBe(403);
    const history = (await call(app, 'GET', `/api/v1/outputs/${output.id}/history`, { token: t.mesapartes })).json();
    expect(history.data[0]).toMatchObject({ action: 'update' });
    expect(history.data[0].changes.recipients).toEqual([
      [{ citizen_id: ids.ana, address: 'Av. Arequipa 123, Lima', ubigeo: null, reference: null }],
      [{ citizen_id: ids.pedro, address: null, ubigeo: null, reference: null }],
    ]);
  });

  it('replies to an open entry in scope, attending it; refuses closed or unseen entries', async () => {
    const { app, database } = ctx();
    const entry = async (over: Record<string, unknown> = {}) =>
      created(
        await call(app, 'POST', '/api/v1/entries', {
          token: t.mesapartes,
          body: {
            channel: 'presencial',
            type_entry_id: ids.entry_type,
            sender_id: ids.ana,
            subject: 'Solicitud de copia certificada',
            folios: 1,
            destination_office_id: ids.OAJ,
            ...over,
          },
        }),
      );
    const toLucia = await entry({ assignee_id: ids['user:servidor'] });

    // An invalid reply leaves the entry as it was: one transaction.
    const broken = await call(app, 'POST', '/api/v1/outputs', {
      token: t.servidor,
      body: body({ entry_id: toLucia.id, recipients: [{ citizen_id: 999999 }] }),
    });
    expect(broken.statusCode).toBe(422);
    const [stillOpen] = await database.db.select().from(entries).where(eq(entries.id, toLucia.id));
    expect(stillOpen!.state).toBe('registrado');

    const reply = await register({ entry_id: toLucia.id, subject: 'Respuesta de Lucía' }, t.servidor);
    expect(reply.entry).toEqual({ id: toLucia.id, number: toLucia.number, subject: toLucia.subject });
    expect(reply.origin_office_id).toBe(ids.OAJ);
    const attended = (await call(app, 'GET', `/api/v1/entries/${toLucia.id}`, { token: t.mesapartes })).json().data;
    expect(attended.state).toBe('atendido');
    const entryHistory = (
      await call(app, 'GET', `/api/v1/entries/${toLucia.id}/history`, { token: t.mesapartes })
    ).json();
    expect(entryHistory.data[0]).toMatchObject({ action: 'reply', actor_id: ids['user:servidor'] });
    expect(entryHistory.data[0].changes.state).toEqual(['registrado', 'atendido']);
    const told = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ids['user:mesapartes']!), eq(notifications.type, 'entries')));
    expect(told.map((n) => n.data)).toContainEqual(
      expect.objectContaining({ data_id: toLucia.id, text: expect.stringContaining(reply.number) }),
    );
    expect(ids_of(await list(t.servidor, `entry_id=${toLucia.id}`))).toEqual([reply.id]);

    const closed = await call(app, 'POST', '/api/v1/outputs', {
      token: t.servidor,
      body: body({ entry_id: toLucia.id }),
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.entry_id).toEqual([
      `El ingreso ${toLucia.number} está «Atendido»; solo se responde un ingreso pendiente.`,
    ]);
    const toGaf = await entry({ destination_office_id: ids.GAF });
    const unseen = await call(app, 'POST', '/api/v1/outputs', { token: t.jefe, body: body({ entry_id: toGaf.id }) });
    expect(unseen.statusCode).toBe(422);
    expect(unseen.json().errors.entry_id).toEqual(['El ingreso no existe.']);

    // Set on an edit while registrado; a reply cannot be moved to another entry.
    const later = await register({ subject: 'Respuesta posterior' });
    const toOaj = await entry();
    const edited = await call(app, 'PUT', `/api/v1/outputs/${later.id}`, {
      token: t.mesapartes,
      body: { ...body({ entry_id: toOaj.id }), version: later.version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(app, 'GET', `/api/v1/entries/${toOaj.id}`, { token: t.mesapartes })).json().data.state).toBe(
      'atendido',
    );
    const moved = await call(app, 'PUT', `/api/v1/outputs/${later.id}`, {
      token: t.mesapartes,
      body: { ...body({ entry_id: null }), version: edited.json().data.version },
    });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['entry_id']);
  });

  it('searches number, subject, reference and recipients accent-insensitively, with filters and sorts', async () => {
    const { app } = ctx();
    const a = await register({
      subject: 'Notificación de resolución gerencial',
      reference: 'CARTA N.° 777-2026-GAF',
      recipients: [{ citizen_id: ids.pedro }],
      priority: 'urgente',
      type_output_id: ids.other_type,
      origin_office_id: ids.GAF,
    });
    const b = await register({ subject: 'Notificación de multa', recipients: [{ citizen_id: ids.ana }] }, t.jefe);
    const search = async (q: string, extra = '') =>
      ids_of(await list(t.mesapartes, `q=${encodeURIComponent(q)}&${extra}`));
    expect(await search('galvez notificacion')).toEqual([a.id]);
    expect(await search('40999888')).toContain(a.id);
    expect(await search('NUÑEZ multa')).toEqual([b.id]);
    expect(await search(a.number)).toEqual([a.id]);
    expect(await search('777-2026')).toEqual([a.id]);
    expect(await search('notificacion', 'priority=urgente')).toEqual([a.id]);
    expect(await search('notificacion', `type_output_id=${ids.other_type}`)).toEqual([a.id]);
    expect(await search('notificacion', `office_id=${ids.OAJ}`)).toEqual([b.id]);
    expect(await search('notificacion', 'sort=-number')).toEqual([b.id, a.id]);
    expect(await search('notificacion', 'sort=number')).toEqual([a.id, b.id]);
    expect(await search('notificacion', 'state=en_despacho')).toEqual([]);
    expect(ids_of(await list(t.jefe, 'mine=true&q=notificacion'))).toEqual([b.id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
    expect(await search('notificacion', `from=${today}&to=${today}`)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await search('notificacion', 'to=2020-01-01')).toEqual([]);
    const page = (await call(app, 'GET', '/api/v1/outputs?q=notificacion&per_page=1', { token: t.mesapartes })).json();
    expect(page.meta).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect((await call(app, 'GET', '/api/v1/outputs?sort=-password', { token: t.mesapartes })).statusCode).toBe(422);
    expect((await call(app, 'GET', '/api/v1/outputs?state=perdido', { token: t.mesapartes })).statusCode).toBe(422);
  });
});
