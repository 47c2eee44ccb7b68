/**
 * Transfers to the central archive: the office prepares and sends its closed units, the archive
 * receives them (accepting, rejecting with an observation, placing the boxes), every change in the
 * units' history; scope, stale versions and the refusals.
 */
import { like, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { type ArchiveFixtures, archiveSetup, type Unit } from '../archive-expedients/archive-expedients.fixtures';
import type { EntryFixtures } from '../entries/entries.fixtures';

type Transfer = Unit & { number: string; units: (Unit & { item_id: number; decision: string | null })[] };

describeEachDatabase('archive transfers', (ctx) => {
  let f: EntryFixtures;
  let a: ArchiveFixtures;
  beforeAll(async () => ({ f, a } = await archiveSetup(ctx())));
  const get = (url: string, token = f.tokens.admin) => call(ctx().app, 'GET', url, { token });
  const post = (url: string, body: Record<string, unknown>, token = f.tokens.admin) =>
    call(ctx().app, 'POST', url, { token, body });
  const today = new Date().toISOString().slice(0, 10);

  /** A closed unit of OAJ (a box holding a closed expedient when `box`). */
  async function closed(over: Record<string, unknown> = {}) {
    const unit = await a.create({ office_id: f.ids.OAJ, series_id: a.ids.serie, kind: 'expediente', ...over });
    const res = await post(`/api/v1/archive-expedients/${unit.id}/close`, { version: unit.version });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Unit;
  }
  async function closedBox() {
    const box = await a.create({ office_id: f.ids.OAJ, series_id: a.ids.serie, kind: 'caja', box_number: 7 });
    await closed({ container_id: box.id, folios: 0 });
    const res = await post(`/api/v1/archive-expedients/${box.id}/close`, { version: box.version });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Unit;
  }
  async function draft(ids: number[], token = f.tokens.jefe) {
    const res = await post(
      '/api/v1/archive-transfers',
      { office_id: f.ids.OAJ, transfer_date: today, notes: null, expedient_ids: ids },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Transfer;
  }
  const unit = async (id: number) => (await get(`/api/v1/archive-expedients/${id}`)).json().data as Unit;
  const history = async (id: number) =>
    (await get(`/api/v1/archive-expedients/${id}/history`)).json().data as {
      action: string;
      changes: Record<string, unknown>;
    }[];

  it('lets an office head prepare a draft of their office’s closed units, numbered per office and year', async () => {
    const one = await closed();
    const box = await closedBox();
    const transfer = await draft([one.id, box.id]);
    expect(transfer.number).toMatch(new RegExp(`^TR-${today.slice(0, 4)}-\\d{3}$`));
    expect(transfer).toMatchObject({
      state: 'borrador',
      office: { code: 'OAJ' },
      unit_count: 2,
      // A box 0.12 m and a loose expedient of no folios 0.01 m.
      linear_metres: 0.13,
      can: { update: true, add_items: true, remove_item: true, send: true, receive: false, inventory: true },
    });
    expect(transfer.units.map((u) => u.code)).toEqual([one.code, box.code]);
    expect(transfer.units[1]).toMatchObject({
      kind: 'caja',
      contents: [expect.objectContaining({ kind: 'expediente' })],
    });
    // A draft does not change its units.
    expect((await unit(one.id)).state).toBe('cerrado');
    const next = await draft([]);
    expect(Number(next.number.slice(-3))).toBe(Number(transfer.number.slice(-3)) + 1);
  });

  it('refuses units that may not go: open, of another office, inside a box, already in a transfer; and another office', async () => {
    const open = await a.create({ office_id: f.ids.OAJ, kind: 'expediente' });
    const other = await a.create({ office_id: f.ids.GAF, kind: 'expediente' });
    const box = await closedBox();
    const inside = (await unit(box.id)) as Unit & { contents: { id: number }[] };
    const taken = await closed();
    await draft([taken.id]);
    const res = await post(
      '/api/v1/archive-transfers',
      {
        office_id: f.ids.OAJ,
        transfer_date: today,
        notes: null,
        expedient_ids: [open.id, other.id, inside.contents[0]!.id, taken.id],
      },
      f.tokens.jefe,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.expedient_ids).toEqual([
      `${open.code} está «Abierto»: solo se transfieren unidades cerradas.`,
      `La unidad ${other.code} no es de la oficina.`,
      expect.stringMatching(/está dentro de una caja: se transfiere con ella\.$/),
      `${taken.code} ya está en otra transferencia.`,
    ]);
    const foreign = await post(
      '/api/v1/archive-transfers',
      { office_id: f.ids.GAF, transfer_date: today, notes: null },
      f.tokens.jefe,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.office_id).toEqual(['Solo puede preparar transferencias de su propia oficina.']);
    const candidates = (await get(`/api/v1/archive-transfers/candidates?office_id=${f.ids.OAJ}`, f.tokens.jefe)).json()
      .data as { id: number }[];
    expect(candidates.map((c) => c.id)).not.toContain(taken.id);
    expect(candidates.map((c) => c.id)).toContain(box.id);
  });

  it('adds and removes units while a draft, each at its version', async () => {
    const [one, two] = [await closed(), await closed()];
    const transfer = await draft([one.id]);
    const added = await post(
      `/api/v1/archive-transfers/${transfer.id}/items`,
      { version: transfer.version, expedient_ids: [two.id] },
      f.tokens.jefe,
    );
    expect(added.statusCode, added.body).toBe(200);
    const after = added.json().data as Transfer;
    expect(after.units.map((u) => u.code)).toEqual([one.code, two.code]);
    const stale = await post(
      `/api/v1/archive-transfers/${transfer.id}/remove-item`,
      { version: transfer.version, item_id: after.units[0]!.item_id },
      f.tokens.jefe,
    );
    expect(stale.statusCode).toBe(409);
    const removed = await post(
      `/api/v1/archive-transfers/${transfer.id}/remove-item`,
      { version: after.version, item_id: after.units[0]!.item_id },
      f.tokens.jefe,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json().data as Transfer).units.map((u) => u.code)).toEqual([two.code]);
    // The removed unit may go in another transfer again.
    expect(
      (await get(`/api/v1/archive-transfers/candidates?office_id=${f.ids.OAJ}&q=${one.code}`, f.tokens.jefe)).json()
        .data,
    ).toHaveLength(1);
  });

  it('sends: its units wait for the archive (pendiente_transferencia), in their history; an empty draft and a stale version refused', async () => {
    const empty = await draft([]);
    const refused = await post(`/api/v1/archive-transfers/${empty.id}/send`, { version: empty.version }, f.tokens.jefe);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Agregue al menos una unidad antes de enviar la transferencia.');
    const box = await closedBox();
    const transfer = await draft([box.id]);
    const stale = await post(
      `/api/v1/archive-transfers/${transfer.id}/send`,
      { version: transfer.version + 1 },
      f.tokens.jefe,
    );
    expect(stale.statusCode).toBe(409);
    const sent = await post(
      `/api/v1/archive-transfers/${transfer.id}/send`,
      { version: transfer.version },
      f.tokens.jefe,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      state: 'enviada',
      sent_by_user: { names: 'Jorge' },
      can: { send: false, update: false, add_items: false, receive: false },
    });
    const inside = ((await unit(box.id)) as Unit & { contents: { id: number }[] }).contents[0]!.id;
    for (const id of [box.id, inside]) {
      expect((await unit(id)).state).toBe('pendiente_transferencia');
      expect((await history(id)).find((h) => h.action === 'transfer_send')?.changes).toMatchObject({
        state: ['cerrado', 'pendiente_transferencia'],
        transferencia: [null, transfer.number],
      });
    }
    const again = await post(
      `/api/v1/archive-transfers/${transfer.id}/send`,
      { version: sent.json().data.version },
      f.tokens.jefe,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No se puede enviar una transferencia en estado «Enviada».');
  });

  it('a unit reopened after it was put in a draft stops the sending (409 naming it)', async () => {
    const one = await closed();
    const transfer = await draft([one.id]);
    await post(`/api/v1/archive-expedients/${one.id}/reopen`, { version: one.version });
    const res = await post(
      `/api/v1/archive-transfers/${transfer.id}/send`,
      { version: transfer.version },
      f.tokens.jefe,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`${one.code} está «Abierto»`);
    expect((await get(`/api/v1/archive-transfers/${transfer.id}`)).json().data.state).toBe('borrador');
  });

  it('the archivist receives: rejects one with its observation, accepts the others and places the box', async () => {
    const [one, two] = [await closed(), await closed()];
    const box = await closedBox();
    let transfer = await draft([one.id, box.id, two.id]);
    transfer = (
      await post(`/api/v1/archive-transfers/${transfer.id}/send`, { version: transfer.version }, f.tokens.jefe)
    ).json().data;
    const [i1, iBox, i2] = transfer.units.map((u) => u.item_id);
    expect((await get(`/api/v1/archive-transfers/${transfer.id}`, f.tokens.archivero)).json().data.can).toMatchObject({
      receive: true,
    });
    const url = `/api/v1/archive-transfers/${transfer.id}/receive`;
    const accept = (item_id: number) => ({ item_id, decision: 'aceptado', observation: null });
    // The office does not receive.
    expect((await post(url, { version: transfer.version, decisions: [] }, f.tokens.jefe)).statusCode).toBe(403);
    const missing = await post(url, { version: transfer.version, decisions: [accept(i1!)] }, f.tokens.archivero);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.decisions[0]).toBe(`Acepte o rechace cada unidad: falta ${box.code}, ${two.code}.`);
    const unexplained = await post(
      url,
      {
        version: transfer.version,
        decisions: [accept(i1!), accept(iBox!), { item_id: i2, decision: 'rechazado', observation: null }],
      },
      f.tokens.archivero,
    );
    expect(unexplained.statusCode).toBe(422);
    expect(unexplained.json().errors['decisions.2.observation']).toEqual(['Indique por qué se rechaza.']);
    const decisions = [
      accept(i1!),
      accept(iBox!),
      { item_id: i2, decision: 'rechazado', observation: 'Faltan los folios 3 a 5.' },
    ];
    const stale = await post(url, { version: transfer.version - 1, decisions }, f.tokens.archivero);
    expect(stale.statusCode).toBe(409);
    const res = await post(
      url,
      {
        version: transfer.version,
        decisions,
        placements: [{ expedient_id: box.id, location_id: a.ids.levels[1], position: 2 }],
      },
      f.tokens.archivero,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'recibida',
      received_by_user: { names: 'Ana' },
      accepted_count: 2,
      rejected_count: 1,
      can: { receive: false, send: false },
    });
    expect((await unit(one.id)).state).toBe('transferido');
    const placed = (await unit(box.id)) as Unit & { location: { topographic_code: string } };
    expect(placed.state).toBe('transferido');
    expect(placed.location.topographic_code).toMatch(/-N2-P02$/);
    const rejected = await unit(two.id);
    expect(rejected.state).toBe('rechazado');
    expect((await history(two.id)).find((h) => h.action === 'transfer_reject')?.changes).toMatchObject({
      state: ['pendiente_transferencia', 'rechazado'],
      observacion: [null, 'Faltan los folios 3 a 5.'],
    });
    expect((await history(box.id)).map((h) => h.action)).toEqual(expect.arrayContaining(['transfer_accept', 'place']));
    // The rejected unit, back at the office, may go in a later transfer once closed again.
    const reopened = await post(`/api/v1/archive-expedients/${two.id}/reopen`, { version: rejected.version });
    expect(reopened.statusCode, reopened.body).toBe(200);
  });

  it('tells the archive a transfer was sent, and the office what was accepted and rejected, once each', async () => {
    // A receiver of another office, whose scope does not open OAJ's transfers: never told.
    const elsewhere = await signedInUser(ctx().database.db, {
      username: 'receptorgaf',
      officeId: f.ids.GAF,
      permissions: ['archive-transfers-update'],
    });
    const [one, two] = [await closed(), await closed()];
    const transfer = await draft([one.id, two.id], f.tokens.servidor);
    const told = async () =>
      ctx()
        .database.db.select({ user_id: notifications.user_id, data: notifications.data })
        .from(notifications)
        .where(like(sql`${notifications.data}->>'text'`, `%${transfer.number}%`));
    const sent = (
      await post(`/api/v1/archive-transfers/${transfer.id}/send`, { version: transfer.version }, f.tokens.jefe)
    ).json().data as Transfer;
    const onSend = await told();
    expect(onSend.map((n) => n.user_id).sort()).toEqual([f.ids['user:admin'], f.ids['user:archivero']].sort());
    expect(onSend[0]!.data).toEqual({
      text: `OAJ envió la transferencia ${transfer.number} (2 unidades) al archivo central: espera su recepción.`,
      type: 'transfers',
      data_id: transfer.id,
      personal: false,
      automatic: false,
    });
    expect(onSend.map((n) => n.user_id)).not.toContain(elsewhere.id);
    const [i1, i2] = sent.units.map((u) => u.item_id);
    const received = await post(
      `/api/v1/archive-transfers/${transfer.id}/receive`,
      {
        version: sent.version,
        decisions: [
          { item_id: i1, decision: 'aceptado', observation: null },
          { item_id: i2, decision: 'rechazado', observation: 'Sin foliar.' },
        ],
      },
      f.tokens.archivero,
    );
    expect(received.statusCode, received.body).toBe(200);
    const onReceive = (await told()).filter((n) => n.data.text.startsWith('El archivo central'));
    // Who prepared it (servidor) and who sent it (jefe); not the archivist who received it.
    expect(onReceive.map((n) => n.user_id).sort()).toEqual([f.ids['user:servidor'], f.ids['user:jefe']].sort());
    expect(onReceive[0]!.data).toEqual({
      text: `El archivo central recibió la transferencia ${transfer.number}: 1 unidad aceptada y 1 rechazada.`,
      type: 'transfers',
      data_id: transfer.id,
      personal: true,
      automatic: false,
    });
  });

  it('shows an office only its own transfers (404 outside), the archivist all of them', async () => {
    const transfer = await draft([(await closed()).id]);
    const gaf = await signedInUser(ctx().database.db, {
      username: 'transferenciasgaf',
      officeId: f.ids.GAF,
      permissions: ['archive-transfers-show', 'archive-transfers-create-office'],
    });
    expect((await get(`/api/v1/archive-transfers/${transfer.id}`, gaf.token)).statusCode).toBe(404);
    expect(
      (await post(`/api/v1/archive-transfers/${transfer.id}/send`, { version: transfer.version }, gaf.token))
        .statusCode,
    ).toBe(404);
    const theirs = (await get('/api/v1/archive-transfers?per_page=100', gaf.token)).json().data as { id: number }[];
    expect(theirs.map((t) => t.id)).not.toContain(transfer.id);
    const all = (await get('/api/v1/archive-transfers?per_page=100', f.tokens.archivero)).json().data as {
      id: number;
    }[];
    expect(all.map((t) => t.id)).toContain(transfer.id);
    const clerk = (await get(`/api/v1/archive-transfers/${transfer.id}`, f.tokens.servidor)).json().data;
    expect(clerk.can).toMatchObject({ send: true, receive: false });
    expect((await get('/api/v1/archive-transfers', f.tokens.mensajero)).statusCode).toBe(403);
  });

  it('puts transfers on the Tablero: to receive for the archive, drafts and recent rejections for the office', async () => {
    const tiles = async (token: string) => {
      const res = await get('/api/v1/dashboard', token);
      expect(res.statusCode, res.body).toBe(200);
      return new Map((res.json().tiles as { id: string; count: number; link: string }[]).map((t) => [t.id, t]));
    };
    /** A tile's count is the total of the list its link opens. */
    const listTotal = async (link: string, token: string) => {
      const [screen, query] = link.split('?');
      expect(screen).toBe('/archive-central/transfers');
      return (await get(`/api/v1/archive-transfers?${query}`, token)).json().meta.total as number;
    };
    await draft([(await closed()).id]);
    let sent = await draft([(await closed()).id, (await closed()).id]);
    sent = (await post(`/api/v1/archive-transfers/${sent.id}/send`, { version: sent.version }, f.tokens.jefe)).json()
      .data;
    let back = await draft([(await closed()).id]);
    back = (await post(`/api/v1/archive-transfers/${back.id}/send`, { version: back.version }, f.tokens.jefe)).json()
      .data;
    await post(
      `/api/v1/archive-transfers/${back.id}/receive`,
      {
        version: back.version,
        decisions: [{ item_id: back.units[0]!.item_id, decision: 'rechazado', observation: 'Sin rótulo.' }],
      },
      f.tokens.archivero,
    );

    const archive = await tiles(f.tokens.archivero);
    const toReceive = archive.get('archive-transfers-to-receive')!;
    expect(toReceive).toMatchObject({ title: 'Transferencias por recibir', group: 'archive' });
    expect(toReceive.link).toBe('/archive-central/transfers?state=enviada&sort=sent_at');
    expect(toReceive.count).toBeGreaterThan(0);
    expect(await listTotal(toReceive.link, f.tokens.archivero)).toBe(toReceive.count);
    // The archive sees every office's drafts in its list, not as its own pending work.
    expect(archive.has('archive-transfers-drafts')).toBe(false);
    expect(archive.has('archive-transfers-rejected')).toBe(false);

    for (const token of [f.tokens.jefe, f.tokens.servidor]) {
      const office = await tiles(token);
      expect(office.has('archive-transfers-to-receive')).toBe(false);
      const drafts = office.get('archive-transfers-drafts')!;
      expect(drafts.link).toBe(`/archive-central/transfers?state=borrador&office_id=${f.ids.OAJ}&sort=transfer_date`);
      expect(drafts.count).toBeGreaterThan(0);
      expect(await listTotal(drafts.link, token)).toBe(drafts.count);
      const rejected = office.get('archive-transfers-rejected')!;
      expect(rejected.link).toMatch(
        new RegExp(
          `^/archive-central/transfers\\?state=recibida&office_id=${f.ids.OAJ}&rejected=true&received_from=\\d{4}-\\d{2}-\\d{2}&sort=-received_at$`,
        ),
      );
      expect(rejected.count).toBeGreaterThan(0);
      expect(await listTotal(rejected.link, token)).toBe(rejected.count);
      expect((rejected as unknown as { rows: { label: string; description: string }[] }).rows).toContainEqual(
        expect.objectContaining({ label: back.number, description: '1 unidad rechazada' }),
      );
    }
    // The rejected-filter's other side: a received transfer without rejections is not counted.
    const clean = (
      await get(`/api/v1/archive-transfers?state=recibida&rejected=false&per_page=100`, f.tokens.archivero)
    ).json().data as { rejected_count: number }[];
    expect(clean.every((t) => t.rejected_count === 0)).toBe(true);
    // Reading an office's transfers without preparing them gives no office tile.
    const reader = await signedInUser(ctx().database.db, {
      username: 'lectortransferencias',
      officeId: f.ids.OAJ,
      permissions: ['home', 'archive-transfers-show'],
    });
    expect((await tiles(reader.token)).has('archive-transfers-drafts')).toBe(false);
  });

  it('keeps the annual schedule: one line per office, series and year; stale versions 409', async () => {
    const line = { year: 2027, office_id: f.ids.OAJ, month: 3, series_id: a.ids.serie, notes: null };
    const created = await post('/api/v1/archive-transfers/schedule', line, f.tokens.archivero);
    expect(created.statusCode, created.body).toBe(201);
    expect((await post('/api/v1/archive-transfers/schedule', line, f.tokens.archivero)).json().errors).toEqual({
      series_id: ['Esta oficina ya tiene programada esa serie en el año.'],
    });
    expect((await post('/api/v1/archive-transfers/schedule', line, f.tokens.jefe)).statusCode).toBe(403);
    const { id, version } = created.json().data;
    const put = (v: number) =>
      call(ctx().app, 'PUT', `/api/v1/archive-transfers/schedule/${id}`, {
        token: f.tokens.archivero,
        body: { ...line, month: 4, version: v },
      });
    expect((await put(version + 1)).statusCode).toBe(409);
    expect((await put(version)).json().data.month).toBe(4);
    const list = (await get('/api/v1/archive-transfers/schedule?year=2027', f.tokens.jefe)).json().data;
    expect(list).toEqual([expect.objectContaining({ month: 4, office: expect.objectContaining({ code: 'OAJ' }) })]);
    const del = await call(ctx().app, 'DELETE', `/api/v1/archive-transfers/schedule/${id}`, {
      token: f.tokens.archivero,
    });
    expect(del.statusCode).toBe(204);
  });
});
