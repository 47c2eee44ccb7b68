/**
 * The demo supporting documents and folders: made through the services (audit chain valid), in
 * every state and in two offices; the worker and the office head each find their folders with
 * documents in them.
 */
import { SUPPORTING_STATES } from '@shared/schemas/supporting';
import { beforeAll, expect, it } from 'vitest';
import { verifyAuditChain } from '../../lib/audit/verify';
import { call, describeEachDatabase, login } from '../../test/harness';
import { supportingEntries } from '../schema';
import { seedDemoSupporting } from './demo-supporting';

describeEachDatabase('demo supporting documents and folders', (ctx) => {
  const tokens: Record<string, string> = {};
  let made: { documents: number; folders: number };

  beforeAll(async () => {
    const { app } = ctx();
    for (const u of ['admin', 'jefe', 'servidor']) tokens[u] = await login(app, u);
    const post = async (url: string, body: Record<string, unknown>) => {
      const res = await call(app, 'POST', url, { token: tokens.admin, body });
      expect(res.statusCode, res.body).toBe(201);
    };
    await post('/api/v1/type-entries', { code: 'INF', name: 'Informe', response_days: 5 });
    await post('/api/v1/type-outputs', { code: 'MEM', name: 'Memorando' });
    await post('/api/v1/citizens', {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: '40123456',
      names: 'Ana María',
      surnames: 'Núñez Quispe',
    });
    made = await seedDemoSupporting(app.db, new Date('2026-11-24T20:00:00Z'));
  }, 120_000);

  it('registers documents of two offices in every state, with a valid audit chain', async () => {
    const { app } = ctx();
    expect(made).toEqual({ documents: 13, folders: 2 });
    const rows = await app.db.select().from(supportingEntries);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(Object.keys(SUPPORTING_STATES)));
    expect(new Set(rows.map((r) => r.number.split('-')[0]))).toEqual(new Set(['OAJ', 'GAF']));
    expect(await verifyAuditChain(app.db)).toMatchObject({ ok: true });
  });

  it('gives the worker a personal folder and the office an office-wide one, both with documents', async () => {
    const { app } = ctx();
    const list = async (user: string) =>
      (await call(app, 'GET', '/api/v1/folders', { token: tokens[user] })).json().data as {
        name: string;
        visibility: string;
        item_count: number;
      }[];
    expect(await list('servidor')).toEqual([
      expect.objectContaining({ name: 'Informes en trámite', visibility: 'personal', item_count: 3 }),
    ]);
    expect(await list('jefe')).toEqual([
      expect.objectContaining({ name: 'Contratos y convenios 2026', visibility: 'oficina', item_count: 3 }),
    ]);
  });
});
