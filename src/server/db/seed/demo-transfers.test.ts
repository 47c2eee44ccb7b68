/** The demo transfers: one received (two accepted, one placed, one rejected), one sent and waiting, this year's schedule. */
import { beforeAll, expect, it } from 'vitest';
import { verifyAuditChain } from '../../lib/audit/verify';
import { type EntryFixtures, entryFixtures } from '../../modules/entries/entries.fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { seedDemoArchive } from './demo-archive';
import { seedDemoTransfers } from './demo-transfers';

describeEachDatabase('demo transfers', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    const { app } = ctx();
    f = await entryFixtures(ctx());
    // The demo catalogue's series of OAJ (the test database has no catalogue).
    const serie = await call(app, 'POST', '/api/v1/series', {
      token: f.tokens.admin,
      body: {
        code: 'OAJ-01',
        name: 'Informes legales',
        office_id: f.ids.OAJ,
        years_office: 2,
        years_central: 8,
        disposition: 'CT',
      },
    });
    expect(serie.statusCode, serie.body).toBe(201);
    await seedDemoArchive(app.db);
    const started = performance.now();
    expect(await seedDemoTransfers(app.db)).toEqual({ transfers: 2, boxes: 7 });
    console.info(`demo transfers seeded in ${Math.round(performance.now() - started)} ms`);
  }, 120_000);

  const get = async (url: string, token = f.tokens.archivero) =>
    (await call(ctx().app, 'GET', url, { token })).json().data;

  it('leaves the archivist a received transfer and one to receive', async () => {
    const list = (await get('/api/v1/archive-transfers?sort=id')) as {
      id: number;
      state: string;
      can: Record<string, boolean>;
    }[];
    expect(list.map((t) => t.state)).toEqual(['recibida', 'enviada']);
    expect(list[1]!.can.receive).toBe(true);
    const received = await get(`/api/v1/archive-transfers/${list[0]!.id}`);
    expect(received).toMatchObject({ accepted_count: 2, rejected_count: 1, office: { code: 'OAJ' } });
    expect(received.units.map((u: { state: string }) => u.state)).toEqual(['transferido', 'transferido', 'rechazado']);
    expect(received.units[0].location).toMatch(/-P\d{2}$/);
    expect(received.units[0].folios).toBeGreaterThan(0);
  });

  it('shows the head of OAJ their transfers and two closed boxes still to transfer; the schedule of the year', async () => {
    expect(await get('/api/v1/archive-transfers', f.tokens.jefe)).toHaveLength(2);
    expect(await get(`/api/v1/archive-transfers/candidates?office_id=${f.ids.OAJ}`, f.tokens.jefe)).toHaveLength(2);
    const year = new Date().getFullYear();
    expect((await get(`/api/v1/archive-transfers/schedule?year=${year}`, f.tokens.jefe)).length).toBeGreaterThan(0);
    expect(await verifyAuditChain(ctx().app.db)).toMatchObject({ ok: true });
  });
});
