/**
 * The demo disposal: approved with its resolution attached (given a file store), its three units
 * listed, one kept by selection, not executed; without a store, the same inventory as a draft.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { type EntryFixtures, entryFixtures } from '../../modules/entries/entries.fixtures';
import { createFileStore } from '../../plugins/files';
import { call, describeEachDatabase, type TestApp } from '../../test/harness';
import { DEMO_RESOLUTION, seedDemoDisposals } from './demo-disposals';

/** The demo catalogue's correspondence series of Gerencia General (the test template has no catalogue). */
async function ggSeries(ctx: () => TestApp, f: EntryFixtures) {
  const post = (url: string, body: Record<string, unknown>) =>
    call(ctx().app, 'POST', url, { token: f.tokens.admin, body });
  const serie = (
    await post('/api/v1/series', {
      code: 'GG-02',
      name: 'Correspondencia de Gerencia General',
      office_id: f.ids.GG,
      years_office: 2,
      years_central: 3,
      disposition: 'S',
    })
  ).json().data;
  for (const [code, name, years_office, years_central, disposition] of [
    ['01', 'Oficios emitidos', 2, 3, 'S'],
    ['02', 'Memorandos', 1, 2, 'E'],
  ] as const)
    await post('/api/v1/subseries', {
      series_id: serie.id,
      code,
      name,
      office_id: f.ids.GG,
      years_office,
      years_central,
      disposition,
    });
}

describeEachDatabase('demo disposals', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    const { app } = ctx();
    f = await entryFixtures(ctx());
    await ggSeries(ctx, f);
    const store = createFileStore(await mkdtemp(path.join(tmpdir(), 'folio-disposals-')));
    expect(await seedDemoDisposals(app.db, store)).toEqual({ disposals: 1 });
  }, 120_000);

  it('leaves one disposal approved, waiting to be executed', async () => {
    const token = f.tokens.archivero;
    const list = (await call(ctx().app, 'GET', '/api/v1/archive-disposals', { token })).json().data;
    expect(list).toHaveLength(1);
    const { data } = (await call(ctx().app, 'GET', `/api/v1/archive-disposals/${list[0].id}`, { token })).json();
    expect(data).toMatchObject({
      state: 'aprobada',
      resolution_number: DEMO_RESOLUTION,
      resolution_files: 1,
      totals: { units: 3, kept: 1 },
      can: { execute: true, minutes: false },
    });
    expect(data.number).toMatch(/^EL-\d{4}-001$/);
    expect(data.items.map((i: { state: string }) => i.state)).toEqual(['cerrado', 'cerrado', 'cerrado']);
    // Its volume computed from its units: three expedients with no folios yet, 0.01 m each.
    expect(data.linear_metres).toBe(0.03);
  });
});

describeEachDatabase('demo disposals without a file store', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    f = await entryFixtures(ctx());
    await ggSeries(ctx, f);
    expect(await seedDemoDisposals(ctx().app.db)).toEqual({ disposals: 1 });
  }, 120_000);

  it('still leaves the disposal in progress: its inventory drafted, waiting for the signed resolution', async () => {
    const token = f.tokens.archivero;
    const list = (await call(ctx().app, 'GET', '/api/v1/archive-disposals', { token })).json().data;
    expect(list).toHaveLength(1);
    const { data } = (await call(ctx().app, 'GET', `/api/v1/archive-disposals/${list[0].id}`, { token })).json();
    expect(data).toMatchObject({
      state: 'borrador',
      resolution_files: 0,
      totals: { units: 3, kept: 1 },
      can: { approve_pending_file: true, attach: true },
    });
  });
});
