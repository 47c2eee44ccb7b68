/** Labels of any unit with where it sits, of the shelves and levels, and finding a unit by the code its label scans. */
import { beforeAll, expect, it } from 'vitest';
import { call, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import type { EntryFixtures } from '../entries/entries.fixtures';
import { type ArchiveFixtures, archiveSetup, type Unit } from './archive-expedients.fixtures';

describeEachDatabase('archive labels', (ctx) => {
  let f: EntryFixtures;
  let a: ArchiveFixtures;
  let box: Unit;
  const get = (url: string, token = f.tokens.archivero) => call(ctx().app, 'GET', url, { token });

  beforeAll(async () => {
    ({ f, a } = await archiveSetup(ctx()));
    const created = await a.create({ kind: 'caja', box_number: 7, series_id: a.ids.serie, title: 'Planillas 2020' });
    const placed = await a.post(`/api/v1/archive-expedients/${created.id}/place`, {
      version: created.version,
      location_id: a.ids.levels[1],
      position: 2,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    box = placed.json().data;
  });

  it('prints any box its label with its topographic location and a barcode of its code', async () => {
    const res = await get(`/api/v1/archive-expedients/${box.id}/label`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Caja 7');
    expect(text).toContain('Planillas 2020');
    expect(text).toContain(`Ubicación: ${(box.location as { topographic_code: string }).topographic_code}`);
    expect(text).toMatch(/-D1-E01-C1-N2-P02/);
    expect(text).toContain(box.code);
    // Outside the caller's scope (another office's unit), as every route of the unit.
    const outsider = await get(`/api/v1/archive-expedients/${box.id}/label`, f.tokens.jefe);
    expect(outsider.statusCode).toBe(404);
  });

  it('finds a unit by the exact code its label scans, in any case', async () => {
    const found = await get(`/api/v1/archive-expedients?code=${box.code.toLowerCase()}`);
    expect(found.json().data.map((u: Unit) => u.id)).toEqual([box.id]);
    const partial = await get(`/api/v1/archive-expedients?code=${box.code.slice(0, -1)}`);
    expect(partial.json().data).toEqual([]);
  });

  it('prints the labels of a shelf and its levels, each with a barcode of its topographic code', async () => {
    const res = await get(`/api/v1/physical-locations/${a.ids.shelf}/labels`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Estante E01');
    expect(text).toContain('Nivel N1');
    expect(text).toContain('Nivel N2');
    expect(text).toContain('Capacidad: 3 cajas (P01 a P03)');
    expect(text).toMatch(/-D1-E01-C1-N1/);
    const level = await get(`/api/v1/physical-locations/${a.ids.levels[0]}/labels`);
    expect(pdfText(level.rawPayload)).not.toContain('Estante E01');
    expect((await get('/api/v1/physical-locations/999999/labels')).statusCode).toBe(404);
  });
});
