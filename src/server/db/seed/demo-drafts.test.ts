/**
 * The demo templates and drafts: made through the services (audit chain valid), one draft in
 * each state (two signed, one of them dispatched), each queue holding what its person must do, and a preview
 * that renders the demo's richest body (list, table, bold).
 */
import { beforeAll, expect, it } from 'vitest';
import { verifyAuditChain } from '../../lib/audit/verify';
import { call, describeEachDatabase, login } from '../../test/harness';
import { drafts } from '../schema';
import { seedDemoDrafts } from './demo-drafts';

describeEachDatabase('demo templates and drafts', (ctx) => {
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const { app } = ctx();
    for (const u of ['admin', 'jefe', 'servidor', 'mesapartes']) tokens[u] = await login(app, u);
    const post = async (url: string, body: Record<string, unknown>) => {
      const res = await call(app, 'POST', url, { token: tokens.admin, body });
      expect(res.statusCode, res.body).toBe(201);
    };
    for (const [code, name] of [
      ['OFI', 'Oficio'],
      ['CAR', 'Carta'],
      ['INF', 'Informe'],
      ['MEM', 'Memorando'],
    ])
      await post('/api/v1/type-outputs', { code, name });
    await post('/api/v1/citizens', {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: '40123456',
      names: 'Ana María',
      surnames: 'Núñez Quispe',
    });
    expect(await seedDemoDrafts(app.db, { files: app.files })).toEqual({ templates: 4, drafts: 8 });
  }, 120_000);

  it('leaves drafts in every state, two signed by the head, with a valid audit chain', async () => {
    const { app } = ctx();
    const rows = await app.db.select().from(drafts);
    expect(new Set(rows.map((r) => r.state))).toEqual(
      new Set(['borrador', 'en_visto_bueno', 'observado', 'por_firmar', 'firmado']),
    );
    expect(rows.filter((r) => r.state === 'firmado').map((r) => r.number)).toEqual([
      expect.stringMatching(/^OFICIO N\.° 000001-\d{4}-OAJ$/),
      expect.stringMatching(/^OFICIO N\.° 000002-\d{4}-OAJ$/),
      expect.stringMatching(/^MEMORANDO N\.° 000001-\d{4}-OAJ$/),
    ]);
    expect(await verifyAuditChain(app.db)).toMatchObject({ ok: true });
  });

  it('leaves the signed memorando at Mesa de Partes to be received, sent without paper', async () => {
    const { app } = ctx();
    const memo = (await app.db.select().from(drafts)).find((d) => d.number?.startsWith('MEMORANDO'))!;
    const output = (await call(app, 'GET', `/api/v1/outputs/${memo.output_id}`, { token: tokens.jefe })).json().data;
    expect(output.state).toBe('en_despacho');
    // Addressed to Mesa de Partes, with a copy («c.c.») to GAF: each has its entry to receive.
    expect(output.office_recipients).toMatchObject([
      { office: 'Mesa de Partes', copy: false, delivery_state: 'pendiente', received_at: null },
      { office: 'Gerencia de Administración y Finanzas', copy: true, delivery_state: 'pendiente', received_at: null },
    ]);
    const entry = (
      await call(app, 'GET', `/api/v1/entries/${output.office_recipients[0].entry_id}`, { token: tokens.mesapartes })
    ).json().data;
    expect(entry).toMatchObject({ state: 'derivado', sender_reference: memo.number });
    expect(entry.can.receive).toBe(true);
  });

  it('puts in each person’s queue what they must do', async () => {
    const { app } = ctx();
    const queue = async (user: string, name: string) =>
      (
        (await call(app, 'GET', `/api/v1/drafts?queue=${name}`, { token: tokens[user] })).json().data as {
          subject: string;
        }[]
      ).map((d) => d.subject);
    expect(await queue('jefe', 'review')).toEqual([
      'Remisión de la información pública solicitada sobre el contrato de obra',
    ]);
    expect(await queue('jefe', 'sign')).toEqual([
      'Plazos para la remisión de expedientes de contratación a Asesoría Jurídica',
    ]);
    expect(await queue('admin', 'sign')).toEqual(['Comunicación del resultado de la conciliación extrajudicial']);
    const reviewing = (await app.db.select().from(drafts)).find((d) => d.state === 'en_visto_bueno')!;
    const pdf = await call(app, 'GET', `/api/v1/drafts/${reviewing.id}/preview`, { token: tokens.servidor });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
