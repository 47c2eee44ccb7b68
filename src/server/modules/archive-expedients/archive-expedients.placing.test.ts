/** Placing and keeping units: a full level refused, the series of the producing office, a history in names, a box sealed with its contents. */
import { beforeAll, expect, it } from 'vitest';
import { call, describeEachDatabase } from '../../test/harness';
import type { EntryFixtures } from '../entries/entries.fixtures';
import { type ArchiveFixtures, archiveSetup, type Unit } from './archive-expedients.fixtures';

describeEachDatabase('archive expedients: placing', (ctx) => {
  let f: EntryFixtures;
  let a: ArchiveFixtures;
  const get = (url: string, token = f.tokens.archivero) => call(ctx().app, 'GET', url, { token });
  const url = (u: { id: number }, action: string) => `/api/v1/archive-expedients/${u.id}/${action}`;

  beforeAll(async () => ({ f, a } = await archiveSetup(ctx())));

  it('refuses a full level with its reason, and still moves a unit along its own full level', async () => {
    const [full] = a.ids.levels;
    const placed: Unit[] = [];
    for (const position of [1, 2, 3]) {
      const unit = await a.create();
      const res = await a.post(url(unit, 'place'), { version: unit.version, location_id: full, position });
      expect(res.statusCode, res.body).toBe(200);
      placed.push(res.json().data);
    }
    const extra = await a.create();
    const refused = await a.post(url(extra, 'place'), { version: extra.version, location_id: full, position: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.location_id).toEqual([
      expect.stringMatching(/^El nivel .+-N1 está lleno: sus 3 posiciones están ocupadas\. Elija otro nivel\.$/),
    ]);
    // Taking one off frees its level; the unit left on it may change places there.
    const removed = await a.post(url(placed[2]!, 'remove'), { version: placed[2]!.version });
    expect(removed.statusCode, removed.body).toBe(200);
    const along = await a.post(url(placed[0]!, 'move'), {
      version: placed[0]!.version,
      location_id: full,
      position: 3,
    });
    expect(along.statusCode, along.body).toBe(200);
  });

  it('offers a new unit only the series of its producing office and those common to every office', async () => {
    const common = await a.post('/api/v1/series', {
      code: 'COMUN',
      name: 'Correspondencia común',
      office_id: null,
      years_office: 1,
      years_central: 1,
      disposition: 'E',
    });
    expect(common.statusCode, common.body).toBe(201);
    const ids = async (officeId: number) =>
      (await get(`/api/v1/series/lookup?q=&office_id=${officeId}`)).json().data.map((s: { id: number }) => s.id);
    const ofGaf = await ids(f.ids.GAF!);
    expect(ofGaf).toContain(a.ids.serie);
    expect(ofGaf).toContain(common.json().data.id);
    const ofOaj = await ids(f.ids.OAJ!);
    expect(ofOaj).not.toContain(a.ids.serie);
    expect(ofOaj).toContain(common.json().data.id);
  });

  it('keeps names in the history of an edit, never the ids of the office or series', async () => {
    const unit = await a.create();
    const edited = await call(ctx().app, 'PUT', `/api/v1/archive-expedients/${unit.id}`, {
      token: f.tokens.admin,
      body: {
        version: unit.version,
        code: unit.code,
        title: 'Con serie',
        kind: 'expediente',
        office_id: f.ids.OAJ,
        series_id: a.ids.serie,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [last] = (await get(url(unit, 'history'))).json().data;
    expect(last.changes.office_id).toEqual([expect.stringMatching(/^GAF - /), expect.stringMatching(/^OAJ - /)]);
    expect(last.changes.series_id).toEqual([null, expect.stringMatching(/^S\d+ - Contratos/)]);
  });

  it('closes a box with the open expedients inside it, the same day, so nothing more is filed in them', async () => {
    const box = await a.create({ kind: 'caja', series_id: a.ids.serie });
    const inside = await a.create({ series_id: a.ids.serie, container_id: box.id });
    const closed = await a.post(url(box, 'close'), { version: box.version, closed_on: '2020-06-30' });
    expect(closed.statusCode, closed.body).toBe(200);
    const unit = (await get(`/api/v1/archive-expedients/${inside.id}`)).json().data;
    expect(unit).toMatchObject({ state: 'cerrado', closed_on: '2020-06-30', central_retention_until: '2028-12-31' });
    // An expedient without a series stops the box from closing, naming why.
    const other = await a.create({ kind: 'caja', series_id: a.ids.serie });
    await a.create({ container_id: other.id });
    const refused = await a.post(url(other, 'close'), { version: other.version });
    expect(refused.statusCode).toBe(422);
    expect((await get(`/api/v1/archive-expedients/${other.id}`)).json().data.state).toBe('abierto');
  });
});
