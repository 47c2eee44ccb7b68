/** The demo loans: active ones (one due today), an overdue one, a returned one, one waiting for its office. */
import { beforeAll, expect, it } from 'vitest';
import { verifyAuditChain } from '../../lib/audit/verify';
import { type EntryFixtures, entryFixtures } from '../../modules/entries/entries.fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { seedDemoArchive } from './demo-archive';
import { seedDemoLoans } from './demo-loans';

describeEachDatabase('demo loans', (ctx) => {
  let f: EntryFixtures;

  beforeAll(async () => {
    const { app } = ctx();
    f = await entryFixtures(ctx());
    const restricted = await call(app, 'POST', '/api/v1/document-classifications', {
      token: f.tokens.admin,
      body: { name: 'Reservado demo', description: null, restricted: true },
    });
    await f.register({ classification_id: restricted.json().data.id, subject: 'Denuncia reservada' });
    await seedDemoArchive(app.db);
    const started = performance.now();
    expect(await seedDemoLoans(app.db)).toEqual({ permissions: 5 });
    console.info(`demo loans seeded in ${Math.round(performance.now() - started)} ms`);
  }, 120_000);

  const list = async (query: string, token = f.tokens.archivero) =>
    (await call(ctx().app, 'GET', `/api/v1/archive-temporary-permissions?per_page=50&${query}`, { token })).json()
      .data as { state: string; overdue: boolean; can: Record<string, boolean>; holder: { names: string } }[];

  it('leaves the archivist loans in every state that needs them', async () => {
    expect((await list('')).map((p) => p.state).sort()).toEqual([
      'devuelto',
      'por_autorizar',
      'vigente',
      'vigente',
      'vigente',
    ]);
    expect(await list('overdue=true')).toEqual([expect.objectContaining({ state: 'vigente', overdue: true })]);
  });

  it('gives the head of OAJ a restricted entry to authorise, and the worker their own loans', async () => {
    const waiting = await list('', f.tokens.jefe);
    expect(waiting.find((p) => p.state === 'por_autorizar')?.can.authorize).toBe(true);
    expect(await verifyAuditChain(ctx().app.db)).toMatchObject({ ok: true });
  });
});
