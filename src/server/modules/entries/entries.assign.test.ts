/** Assigning an entry to a person of an office that holds it: who may, to whom, and the notice. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { call, describeEachDatabase } from '../../test/harness';
import { type Entry, type EntryFixtures, entryFixtures } from './entries.fixtures';

describeEachDatabase('entries assign', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
  });

  const assign = (entry: Pick<Entry, 'id' | 'version'>, user: string, token: string) =>
    call(ctx().app, 'POST', `/api/v1/entries/${entry.id}/assign`, {
      token,
      body: { version: entry.version, user_id: f.ids[`user:${user}`] },
    });

  it('assigns an open entry to a person of the holding office, notifies and audits it', async () => {
    const { app, database } = ctx();
    const entry = await f.register({ subject: 'Para asignar' });
    const shown = (await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.jefe })).json().data;
    expect(shown.can.assign).toBe(true);
    const hidden = await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.servidor });
    expect(hidden.statusCode).toBe(404);

    const res = await assign(entry, 'servidor', f.tokens.jefe);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      assignee_id: f.ids['user:servidor'],
      version: entry.version + 1,
      state: 'registrado',
      assignee: { names: expect.any(String) },
    });
    const notified = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, f.ids['user:servidor']!), eq(notifications.type, 'entries')));
    expect(notified.map((n) => n.data)).toContainEqual({
      text: `Se le asignó el ingreso ${entry.number}: Para asignar`,
      type: 'entries',
      data_id: entry.id,
      personal: true,
      automatic: false,
    });
    // Now hers: she sees it and finds it under "mine".
    expect((await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.servidor })).statusCode).toBe(200);
    const mine = (await call(app, 'GET', '/api/v1/entries?mine=true', { token: f.tokens.servidor })).json();
    expect(mine.data.map((e: Entry) => e.id)).toContain(entry.id);
    const history = (await call(app, 'GET', `/api/v1/entries/${entry.id}/history`, { token: f.tokens.jefe })).json();
    expect(history.data[0]).toMatchObject({
      action: 'assign',
      changes: { assignee_id: [null, f.ids['user:servidor']] },
    });
    // The route sheet shows the assignment: to whom, by whom, when.
    const sheet = (await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.jefe })).json().data;
    expect(sheet.assignments).toEqual([
      {
        user_id: f.ids['user:servidor'],
        user_name: expect.stringMatching(/\w+ \w+/),
        by_name: expect.stringMatching(/^Jorge Salazar/),
        at: expect.any(String),
        registration: false,
      },
    ]);
  });

  it('finds under «mine» an entry derived to the person, and among the open ones only while it is open', async () => {
    const { app } = ctx();
    const entry = await f.register({ subject: 'Derivado a una persona' });
    const post = (path: string, token: string, body?: unknown) => f.entryAction(entry.id, path, token, body);
    const derived = await post('derive', f.tokens.mesapartes, {
      version: entry.version,
      destinations: [{ office_id: f.ids.OAJ, user_id: f.ids['user:servidor'], action: 'atencion' }],
    });
    const mine = async (query: string) =>
      (await call(app, 'GET', `/api/v1/entries?${query}&per_page=100`, { token: f.tokens.servidor }))
        .json()
        .data.map((e: Entry) => e.id);
    expect(await mine('mine=true&open=true')).toContain(entry.id);
    const received = await post(`movements/${derived.movements[0]!.id}/receive`, f.tokens.servidor);
    await post('attend', f.tokens.servidor, { version: received.version });
    expect(await mine('mine=true&open=true')).not.toContain(entry.id);
    expect(await mine('mine=true')).toContain(entry.id);
  });

  it('answers 409 on a stale version or a closed entry', async () => {
    const { app } = ctx();
    const entry = await f.register({ subject: 'Versión vieja' });
    const stale = await assign({ ...entry, version: entry.version + 3 }, 'servidor', f.tokens.jefe);
    expect(stale.statusCode).toBe(409);
    const annulled = (
      await call(app, 'POST', `/api/v1/entries/${entry.id}/annul`, {
        token: f.tokens.mesapartes,
        body: { version: entry.version, reason: 'Duplicado.' },
      })
    ).json().data;
    expect(annulled.can.assign).toBe(false);
    const closed = await assign(annulled, 'servidor', f.tokens.jefe);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('No se puede asignar un ingreso en estado «anulado».');
  });

  it('answers 422 for a person outside the offices holding the entry', async () => {
    const entry = await f.register({ subject: 'Fuera de la oficina' });
    const outside = await assign(entry, 'archivero', f.tokens.mesapartes);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.user_id).toEqual(['La persona debe pertenecer a una oficina que tiene el ingreso.']);
    const missing = await call(ctx().app, 'POST', `/api/v1/entries/${entry.id}/assign`, {
      token: f.tokens.mesapartes,
      body: { version: entry.version, user_id: 999_999 },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.user_id).toEqual(['El usuario no existe o está inactivo.']);
    const invalidBody = await call(ctx().app, 'POST', `/api/v1/entries/${entry.id}/assign`, {
      token: f.tokens.mesapartes,
      body: { version: entry.version, user_id: 'x' },
    });
    expect(invalidBody.statusCode).toBe(422);
    // Front desk (entries-all) may assign anyone of a holding office.
    const ok = await assign(entry, 'servidor', f.tokens.mesapartes);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lets an office assign once it received the entry, and only to its own people', async () => {
    const { app } = ctx();
    const entry = await f.register({ subject: 'Derivado a jurídica', destination_office_id: f.ids.GAF });
    const derived = (
      await call(app, 'POST', `/api/v1/entries/${entry.id}/derive`, {
        token: f.tokens.mesapartes,
        body: {
          version: entry.version,
          destinations: [
            { office_id: f.ids.OAJ, action: 'atencion' },
            { office_id: f.ids.AC, action: 'conocimiento' },
          ],
        },
      })
    ).json().data;
    // Pending in OAJ: OAJ does not hold it yet.
    const pending = (await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.jefe })).json().data;
    expect(pending.can.assign).toBe(false);
    const early = await assign(derived, 'servidor', f.tokens.jefe);
    expect(early.statusCode).toBe(403);

    const received = await call(
      app,
      'POST',
      `/api/v1/entries/${entry.id}/movements/${derived.movements[0].id}/receive`,
      {
        token: f.tokens.jefe,
      },
    );
    expect(received.statusCode, received.body).toBe(200);
    await call(app, 'POST', `/api/v1/entries/${entry.id}/movements/${derived.movements[1].id}/receive`, {
      token: f.tokens.admin,
    });
    const now = (await call(app, 'GET', `/api/v1/entries/${entry.id}`, { token: f.tokens.jefe })).json().data;
    expect(now.can.assign).toBe(true);
    // Archivo Central holds it too, but the OAJ head assigns only OAJ people.
    const other = await assign(now, 'archivero', f.tokens.jefe);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.user_id).toEqual(['Solo puede asignar el ingreso a personas de su oficina.']);
    const ok = await assign(now, 'servidor', f.tokens.jefe);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ state: 'recibido', assignee_id: f.ids['user:servidor'] });
    // An administrator assigns anyone of a holding office.
    const admin = await assign(ok.json().data, 'archivero', f.tokens.admin);
    expect(admin.statusCode, admin.body).toBe(200);
  });

  it('makes the one person a derivation names the assignee, shown as such on the record', async () => {
    const { app } = ctx();
    const derive = (entry: Pick<Entry, 'id' | 'version'>, destinations: Record<string, unknown>[]) =>
      call(app, 'POST', `/api/v1/entries/${entry.id}/derive`, {
        token: f.tokens.mesapartes,
        body: { version: entry.version, destinations },
      });
    const entry = await f.register({ subject: 'Derivado a una persona' });
    const toPerson = await derive(entry, [
      { office_id: f.ids.OAJ, user_id: f.ids['user:servidor'], action: 'atencion' },
      { office_id: f.ids.AC, action: 'conocimiento' },
    ]);
    expect(toPerson.statusCode, toPerson.body).toBe(200);
    expect(toPerson.json().data).toMatchObject({
      assignee_id: f.ids['user:servidor'],
      assignee: { names: expect.any(String), surnames: expect.any(String) },
    });
    const history = (await call(app, 'GET', `/api/v1/entries/${entry.id}/history`, { token: f.tokens.jefe })).json();
    expect(history.data[0]).toMatchObject({
      action: 'derive',
      changes: { assignee_id: [null, f.ids['user:servidor']] },
    });
    // To a whole office the assignee stays; to two people nobody alone answers for it.
    const toOffice = await derive(toPerson.json().data, [{ office_id: f.ids.OAJ, action: 'conocimiento' }]);
    expect(toOffice.json().data.assignee_id).toBe(f.ids['user:servidor']);
    const toTwo = await derive(toOffice.json().data, [
      { office_id: f.ids.OAJ, user_id: f.ids['user:jefe'], action: 'atencion' },
      { office_id: f.ids.AC, user_id: f.ids['user:archivero'], action: 'atencion' },
    ]);
    expect(toTwo.statusCode, toTwo.body).toBe(200);
    expect(toTwo.json().data.assignee_id).toBe(f.ids['user:servidor']);
  });

  it('refuses callers without entries-update and entries out of scope', async () => {
    const entry = await f.register({ subject: 'Sin permiso', assignee_id: f.ids['user:servidor'] });
    const worker = await assign(entry, 'servidor', f.tokens.servidor);
    expect(worker.statusCode).toBe(403);
    const gaf = await f.register({ subject: 'Ajeno', destination_office_id: f.ids.GAF });
    const outside = await assign(gaf, 'servidor', f.tokens.jefe);
    expect(outside.statusCode).toBe(404);
  });
});
