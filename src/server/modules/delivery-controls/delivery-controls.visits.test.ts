import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { multipart, PNG } from '../../lib/attachments/test-files';
import { describeEachDatabase } from '../../test/harness';
import { entryFixtures } from '../entries/entries.fixtures';
import { type DeliveryFixtures, deliveryFixtures } from './delivery-controls.fixtures';

const BASE = '/api/v1/delivery-controls';

describeEachDatabase('a visit recorded with its cargo in one request', (ctx) => {
  let f: DeliveryFixtures;
  beforeAll(async () => {
    f = await deliveryFixtures(ctx(), await entryFixtures(ctx()), 'DV');
  });

  /** A dispatched control of one output: its id and its item. */
  async function onRoute() {
    const output = await f.output(1);
    const control = await f.control();
    const added = await f.post(`${BASE}/${control.id}/items`, { output_recipient_ids: output.recipients });
    await f.post(`${BASE}/${control.id}/dispatch`, { version: added.json().data.version });
    return { id: control.id as number, item: added.json().data.items[0].id as number, output };
  }

  const visit = (controlId: number, itemId: number, data: unknown, withFile = true) => {
    const { payload, headers } = multipart([
      { name: 'data', content: JSON.stringify(data) },
      ...(withFile ? [{ name: 'cargo', filename: 'cargo.png', content: PNG, type: 'image/png' }] : []),
    ]);
    return ctx().app.inject({
      method: 'POST',
      url: `${BASE}/${controlId}/items/${itemId}/visits`,
      headers: { authorization: `Bearer ${f.tokens.mensajero}`, ...headers },
      payload,
    });
  };

  const filesOf = (controlId: number) =>
    ctx()
      .database.db.select({ id: attachments.id })
      .from(attachments)
      .where(and(eq(attachments.owner_type, 'delivery-controls'), eq(attachments.owner_id, controlId)));

  it('keeps no file when the result is refused, and one when it is saved', async () => {
    const { id, item } = await onRoute();
    const receiver = { result: 'entregado', received_by_name: 'Rosa Huamán', received_by_document: '41234567' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await visit(id, item, { ...receiver, signed: false });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual({ signed: ['Indique si el cargo fue firmado o sellado.'] });
    }
    expect(await filesOf(id)).toHaveLength(0);
    const missing = await visit(id, item, { result: 'entregado', signed: true });
    expect(missing.json().errors.received_by_name).toEqual(['Indique quién recibió.']);

    const saved = await visit(id, item, { ...receiver, signed: true, received_by_position: 'Hija' });
    expect(saved.statusCode, saved.body).toBe(200);
    const files = await filesOf(id);
    expect(files).toHaveLength(1);
    const delivered = saved.json().data.items[0];
    expect(delivered.result).toBe('entregado');
    expect(delivered.attempts[0]).toMatchObject({ cargo_attachment_id: files[0]!.id, received_by_position: 'Hija' });
  });

  it('records a visit without a file, and refuses two files', async () => {
    const { id, item } = await onRoute();
    const two = multipart([
      { name: 'data', content: JSON.stringify({ result: 'reintentar' }) },
      { name: 'cargo', filename: 'a.png', content: PNG, type: 'image/png' },
      { name: 'cargo', filename: 'b.png', content: PNG, type: 'image/png' },
    ]);
    const refused = await ctx().app.inject({
      method: 'POST',
      url: `${BASE}/${id}/items/${item}/visits`,
      headers: { authorization: `Bearer ${f.tokens.mensajero}`, ...two.headers },
      payload: two.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['cargo']);
    const again = await visit(id, item, { result: 'reintentar', note: 'Nadie en casa' }, false);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.items[0]).toMatchObject({ result: 'pendiente', visits: 1 });
    expect(await filesOf(id)).toHaveLength(0);
  });

  it('finds pending copies by part of the district and dispatches the chosen ones in one step', async () => {
    const output = await f.output(2);
    const control = await f.control();
    const pending = (await f.get(`${BASE}/pending?kind=externo&district=ancay`)).json().data as { copy_id: number }[];
    expect(pending.map((p) => p.copy_id)).toEqual(expect.arrayContaining(output.recipients));
    expect((await f.get(`${BASE}/pending?kind=externo&district=tambo`)).json().data).toEqual([]);
    const left = await f.post(`${BASE}/${control.id}/items`, {
      output_recipient_ids: output.recipients,
      dispatch: true,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data).toMatchObject({ state: 'en_ruta', totals: { items: 2 } });
    expect(left.json().data.dispatched_at).not.toBeNull();
    const shown = (await f.get(`/api/v1/outputs/${output.id}`)).json().data;
    expect(shown.state).toBe('en_despacho');
    const none = await f.control();
    const refused = await f.post(`${BASE}/${none.id}/items`, { output_recipient_ids: [], dispatch: true });
    expect(refused.statusCode).toBe(422);
    expect((await f.show(none.id)).state).toBe('borrador');
  });
});
