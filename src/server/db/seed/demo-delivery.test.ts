/**
 * The demo delivery controls: a closed one with deliveries (their cargo photos) and a return waiting
 * for the desk, an older return the desk received and may send again, an open one waiting for the courier.
 */
import { beforeAll, expect, it } from 'vitest';
import { verifyAuditChain } from '../../lib/audit/verify';
import { call, describeEachDatabase, login } from '../../test/harness';
import { typeEntries } from '../schema';
import { seedDemoCorrespondence } from './demo-correspondence';
import { seedDemoDelivery } from './demo-delivery';

describeEachDatabase('demo delivery', (ctx) => {
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const { app } = ctx();
    for (const u of ['admin', 'mesapartes', 'mensajero']) tokens[u] = await login(app, u);
    if ((await app.db.select().from(typeEntries).limit(1)).length === 0) {
      const post = async (url: string, body: Record<string, unknown>) => {
        const res = await call(app, 'POST', url, { token: tokens.admin, body });
        expect(res.statusCode, res.body).toBe(201);
      };
      await post('/api/v1/type-entries', { code: 'SOL', name: 'Solicitud', response_days: 5 });
      await post('/api/v1/type-outputs', { code: 'OFI', name: 'Oficio' });
      await post('/api/v1/citizens', {
        person_type: 'NATURAL',
        document_type: 'DNI',
        document_number: '40123456',
        names: 'Ana María',
        surnames: 'Núñez Quispe',
      });
    }
    const now = new Date('2026-11-24T20:00:00Z');
    await seedDemoCorrespondence(app.db, { now, entries: 10, outputs: 40 });
    expect(await seedDemoDelivery(app.db, now, app.files)).toEqual({ controls: 3 });
  }, 300_000);

  it('gives the courier an open control with items waiting and a closed one with deliveries and a return', async () => {
    const { app } = ctx();
    const mine = await call(app, 'GET', '/api/v1/delivery-controls?mine=true', { token: tokens.mensajero });
    expect(mine.json().data).toEqual([
      expect.objectContaining({ state: 'en_ruta', totals: expect.objectContaining({ items: 3, pendiente: 3 }) }),
    ]);
    const closed = await call(app, 'GET', '/api/v1/delivery-controls?state=cerrada', { token: tokens.mesapartes });
    expect(closed.json().data).toEqual([
      expect.objectContaining({ totals: expect.objectContaining({ items: 4, entregado: 3, devuelto: 1 }) }),
      expect.objectContaining({ totals: expect.objectContaining({ items: 1, devuelto: 1 }) }),
    ]);
    const [yesterday, older] = closed.json().data as { id: number }[];
    const control = (
      await call(app, 'GET', `/api/v1/delivery-controls/${yesterday!.id}`, { token: tokens.mesapartes })
    ).json().data as {
      items: {
        result: string;
        copy: { document: { id: number } };
        attempts: { cargo_attachment_id: number | null }[];
      }[];
    };
    const delivered = control.items.filter((i) => i.result === 'entregado');
    expect(delivered.every((i) => i.attempts.at(-1)?.cargo_attachment_id)).toBe(true);

    // One returned copy waits for the desk to receive it, the other for a new address.
    const recipients = async (item: { copy: { document: { id: number } } }) =>
      (await call(app, 'GET', `/api/v1/outputs/${item.copy.document.id}`, { token: tokens.mesapartes })).json().data
        .recipients as { delivery_state: string; return_acknowledged_at: string | null }[];
    const waiting = (await recipients(control.items.find((i) => i.result === 'devuelto')!)).filter(
      (r) => r.delivery_state === 'devuelto',
    );
    expect(waiting.some((r) => r.return_acknowledged_at === null)).toBe(true);
    const olderItems = (
      await call(app, 'GET', `/api/v1/delivery-controls/${older!.id}`, { token: tokens.mesapartes })
    ).json().data.items;
    const received = (await recipients(olderItems[0])).filter((r) => r.delivery_state === 'devuelto');
    expect(received.some((r) => r.return_acknowledged_at !== null)).toBe(true);
    expect(await verifyAuditChain(app.db)).toMatchObject({ ok: true });
  });
});
