/** Expedients and boxes: registration, scope, closing with retention, reopening, placing and moving on the shelves. */
import { beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import type { EntryFixtures } from '../entries/entries.fixtures';
import { type ArchiveFixtures, archiveSetup } from './archive-expedients.fixtures';

describeEachDatabase('archive expedients', (ctx) => {
  let f: EntryFixtures;
  let a: ArchiveFixtures;
  beforeAll(async () => ({ f, a } = await archiveSetup(ctx())));
  const get = (url: string, token = f.tokens.admin) => call(ctx().app, 'GET', url, { token });

  it('registers a unit, refusing a taken code, a missing office and a subseries of another series', async () => {
    const unit = await a.create({ series_id: a.ids.serie, subseries_id: a.ids.subserie, kind: 'expediente' });
    expect(unit).toMatchObject({
      state: 'abierto',
      kind: 'expediente',
      folios: 0,
      location: null,
      office: { code: 'GAF' },
      series: { id: a.ids.serie },
      subseries: { id: a.ids.subserie },
      can: { update: true, close: true, reopen: false, place: true, move: false, remove: false },
    });
    const other = await a.post('/api/v1/series', {
      code: 'OTRA',
      name: 'Otra serie',
      office_id: null,
      years_office: 1,
      years_central: 1,
      disposition: 'E',
    });
    const bad = await a.post('/api/v1/archive-expedients', {
      code: unit.code.toLowerCase(),
      title: 'Duplicada',
      office_id: 999_999,
      series_id: other.json().data.id,
      subseries_id: a.ids.subserie,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      code: [`Ya existe una unidad con el código ${unit.code}.`],
      office_id: ['La oficina no existe.'],
      subseries_id: ['La subserie no pertenece a la serie elegida.'],
    });
  });

  it('closes with the subseries retention, counted from 31 December: closed 2019-03-15, 2 + 8 years → 2021-12-31 and 2029-12-31', async () => {
    const unit = await a.create({ series_id: a.ids.serie, subseries_id: a.ids.subserie });
    const res = await a.post(`/api/v1/archive-expedients/${unit.id}/close`, {
      version: unit.version,
      closed_on: '2019-03-15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'cerrado',
      closed_on: '2019-03-15',
      years_office: 2,
      years_central: 8,
      disposition: 'CT',
      office_retention_until: '2021-12-31',
      central_retention_until: '2029-12-31',
      office_retention_due: true,
      central_retention_due: false,
      can: { close: false, reopen: true, update: true },
    });
  });

  it('closes with the series retention when there is no subseries: 2016-02-29, 3 + 5 years → 2019-12-31 and 2024-12-31', async () => {
    const unit = await a.create({ series_id: a.ids.serie });
    const res = await a.post(`/api/v1/archive-expedients/${unit.id}/close`, {
      version: unit.version,
      closed_on: '2016-02-29',
    });
    expect(res.json().data).toMatchObject({
      years_office: 3,
      years_central: 5,
      disposition: 'E',
      office_retention_until: '2019-12-31',
      central_retention_until: '2024-12-31',
      central_retention_due: true,
    });
    const due = await get(`/api/v1/archive-expedients?retention_before=2024-12-31&per_page=100`);
    expect(due.json().data.map((u: { id: number }) => u.id)).toContain(unit.id);
    const notYet = await get(`/api/v1/archive-expedients?retention_before=2024-12-30&per_page=100`);
    expect(notYet.json().data.map((u: { id: number }) => u.id)).not.toContain(unit.id);
  });

  it('refuses to close without a series, on a future day or twice; reopens clearing the retention', async () => {
    const bare = await a.create();
    const none = await a.post(`/api/v1/archive-expedients/${bare.id}/close`, { version: bare.version });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(
      'Asigne la serie documental antes de cerrar: de ella salen los plazos de retención.',
    );
    const unit = await a.create({ series_id: a.ids.serie });
    const future = await a.post(`/api/v1/archive-expedients/${unit.id}/close`, {
      version: unit.version,
      closed_on: '2999-01-01',
    });
    expect(future.json().errors).toEqual({ closed_on: ['La fecha de cierre no puede ser futura.'] });
    const closed = (await a.post(`/api/v1/archive-expedients/${unit.id}/close`, { version: unit.version })).json().data;
    const twice = await a.post(`/api/v1/archive-expedients/${unit.id}/close`, { version: closed.version });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('No se puede cerrar una unidad en estado «Cerrado».');
    const reopened = await a.post(`/api/v1/archive-expedients/${unit.id}/reopen`, { version: closed.version });
    expect(reopened.json().data).toMatchObject({
      state: 'abierto',
      closed_on: null,
      office_retention_until: null,
      central_retention_until: null,
      disposition: null,
    });
    const again = await a.post(`/api/v1/archive-expedients/${unit.id}/reopen`, {
      version: reopened.json().data.version,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to close an empty box, and closes it once something is inside', async () => {
    const box = await a.create({ series_id: a.ids.serie, kind: 'caja' });
    const empty = await a.post(`/api/v1/archive-expedients/${box.id}/close`, { version: box.version });
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().message).toBe(
      'Una caja vacía no se cierra: guarde en ella sus expedientes o documentos primero.',
    );
    await a.create({ series_id: a.ids.serie, kind: 'expediente', container_id: box.id });
    const closed = await a.post(`/api/v1/archive-expedients/${box.id}/close`, { version: box.version });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('keeps an expedient of a closed box closed: reopen waits for the box', async () => {
    const box = await a.create({ series_id: a.ids.serie, kind: 'caja' });
    const inside = await a.create({ series_id: a.ids.serie, kind: 'expediente', container_id: box.id });
    const closedInside = (
      await a.post(`/api/v1/archive-expedients/${inside.id}/close`, { version: inside.version })
    ).json().data;
    await a.post(`/api/v1/archive-expedients/${box.id}/close`, { version: box.version });
    const shown = (await get(`/api/v1/archive-expedients/${inside.id}`)).json().data;
    expect(shown.can.reopen).toBe(false);
    const refused = await a.post(`/api/v1/archive-expedients/${inside.id}/reopen`, { version: closedInside.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Está dentro de la caja ${box.code}, que ya no está abierta: reabra la caja primero.`,
    );
    const place = await a.post(`/api/v1/archive-expedients/${inside.id}/place`, {
      version: closedInside.version,
      location_id: a.ids.levels[0],
      position: 1,
    });
    expect(place.json().message).toBe(`Está dentro de la caja ${box.code}: se ubica con ella.`);
    const boxShown = (await get(`/api/v1/archive-expedients/${box.id}`)).json().data;
    expect(boxShown.contents.map((u: { id: number }) => u.id)).toEqual([inside.id]);
  });

  it('places, moves and removes within capacity and free positions, recording who, when and where', async () => {
    const [n1, n2] = a.ids.levels;
    const first = await a.create();
    const second = await a.create();
    const url = (u: { id: number }, action: string) => `/api/v1/archive-expedients/${u.id}/${action}`;
    const placed = await a.post(url(first, 'place'), { version: first.version, location_id: n1, position: 2 });
    expect(placed.statusCode, placed.body).toBe(200);
    const code = placed.json().data.location.topographic_code as string;
    expect(code).toMatch(/^T\d+-D1-E01-C1-N1-P02$/);
    expect(placed.json().data).toMatchObject({
      position: 2,
      placed_by_user: { names: expect.any(String) },
      can: { place: false, move: true, remove: true },
    });
    expect(placed.json().data.placed_at).toBeTruthy();

    const full = await a.post(url(second, 'place'), { version: second.version, location_id: n1, position: 4 });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.position[0]).toMatch(/tiene 3 posiciones \(P01 a P03\)\.$/);
    const taken = await a.post(url(second, 'place'), { version: second.version, location_id: n1, position: 2 });
    expect(taken.json().errors).toEqual({ position: [`La posición ${code} está ocupada por ${first.code}.`] });
    const notLevel = await a.post(url(second, 'place'), {
      version: second.version,
      location_id: a.ids.shelf,
      position: 1,
    });
    expect(notLevel.json().errors).toEqual({
      location_id: ['Elija un nivel (entrepaño): las cajas se ubican en sus posiciones.'],
    });
    const moveUnplaced = await a.post(url(second, 'move'), { version: second.version, location_id: n2, position: 1 });
    expect(moveUnplaced.statusCode).toBe(409);
    const placeTwice = await a.post(url(first, 'place'), {
      version: placed.json().data.version,
      location_id: n2,
      position: 1,
    });
    expect(placeTwice.json().message).toBe('La unidad ya está ubicada: use «Mover» para cambiarla de lugar.');

    const moved = await a.post(url(first, 'move'), {
      version: placed.json().data.version,
      location_id: n2,
      position: 3,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.location.topographic_code).toBe(code.replace('N1-P02', 'N2-P03'));
    // The freed position takes another unit.
    const reuse = await a.post(url(second, 'place'), { version: second.version, location_id: n1, position: 2 });
    expect(reuse.statusCode, reuse.body).toBe(200);

    const contents = (await get(`/api/v1/physical-locations/${n2}/contents`)).json().data;
    expect(contents.positions[2].unit).toMatchObject({ id: first.id, code: first.code });
    const filtered = await get(`/api/v1/archive-expedients?location_id=${a.ids.shelf}&per_page=100`);
    expect(
      filtered
        .json()
        .data.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());

    const removed = await a.post(url(first, 'remove'), { version: moved.json().data.version });
    expect(removed.json().data).toMatchObject({ location: null, position: null, can: { place: true, remove: false } });
    const history = (await get(`/api/v1/archive-expedients/${first.id}/history`)).json().data as {
      action: string;
      changes: Record<string, [unknown, unknown]>;
    }[];
    const where = Object.fromEntries(
      history.filter((h) => h.changes.ubicacion).map((h) => [h.action, h.changes.ubicacion]),
    );
    expect(where).toEqual({
      place: [null, code],
      move: [code, code.replace('N1-P02', 'N2-P03')],
      remove: [code.replace('N1-P02', 'N2-P03'), null],
    });
  });

  it('shows the archivist every office’s units and an office clerk only their own office’s', async () => {
    const gaf = await a.create({ title: 'Caja de la gerencia' });
    const oaj = await a.create({ title: 'Caja de asesoría', office_id: f.ids.OAJ });
    const clerk = await signedInUser(ctx().database.db, {
      username: 'archivooaj',
      officeId: f.ids.OAJ,
      permissions: ['archive-expedients-show'],
    });
    const list = (await get('/api/v1/archive-expedients?per_page=100', clerk.token)).json().data as { id: number }[];
    expect(list.map((u) => u.id)).toContain(oaj.id);
    expect(list.map((u) => u.id)).not.toContain(gaf.id);
    expect((await get(`/api/v1/archive-expedients/${gaf.id}`, clerk.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/archive-expedients/${oaj.id}`, clerk.token)).json().data.can).toMatchObject({
      update: false,
      close: false,
    });
    const archivist = (await get('/api/v1/archive-expedients?per_page=100', f.tokens.archivero)).json().data as {
      id: number;
    }[];
    expect(archivist.map((u) => u.id)).toEqual(expect.arrayContaining([gaf.id, oaj.id]));
    const lookup = (await get(`/api/v1/archive-expedients/lookup?q=${oaj.code}`, f.tokens.archivero)).json().data;
    expect(lookup).toEqual([{ id: oaj.id, label: oaj.code, description: 'Caja de asesoría' }]);
    // A worker who may borrow reads only what a loan opens to them: nothing yet.
    const borrower = await get('/api/v1/archive-expedients?per_page=100', f.tokens.servidor);
    expect(borrower.json().data).toEqual([]);
    const forbidden = await get('/api/v1/archive-expedients', f.tokens.mesapartes);
    expect(forbidden.statusCode).toBe(403);
  });

  it('exports the filtered list as a spreadsheet', async () => {
    const res = await get(`/api/v1/archive-expedients/export?office_id=${f.ids.GAF}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
