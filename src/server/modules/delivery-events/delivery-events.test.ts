import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { type DeliveryFixtures, deliveryFixtures } from '../delivery-controls/delivery-controls.fixtures';
import { entryFixtures } from '../entries/entries.fixtures';

const BASE = '/api/v1/delivery-events';

describeEachDatabase('receiving documents by scanning', (ctx) => {
  let f: DeliveryFixtures;
  beforeAll(async () => {
    f = await deliveryFixtures(ctx(), await entryFixtures(ctx()), 'EV');
  });

  it('receives what is addressed to the office, the same "Recibir" as the entry page', async () => {
    const entry = await f.derived(f.ids.OAJ!);
    const looked = await f.get(
      `${BASE}/lookup?text=${encodeURIComponent(`https://folio.test/verificar/${entry.number}`)}`,
      f.tokens.jefe,
    );
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().data).toMatchObject({
      number: entry.number,
      receivable: true,
      refusal: null,
      office: 'Oficina de Asesoría Jurídica',
    });
    const received = await f.post(BASE, { text: entry.number }, f.tokens.jefe);
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json().data).toMatchObject({ number: entry.number, movement_id: entry.movement });
    expect((await f.movements(entry.id)).find((m) => m.id === entry.movement)).toMatchObject({
      state: 'recibido',
      received_by: f.ids['user:jefe'],
    });
    const history = (await f.get(`/api/v1/entries/${entry.id}/history`)).json().data as { action: string }[];
    expect(history.map((h) => h.action)).toContain('receive');

    const again = await f.post(BASE, { text: entry.number }, f.tokens.jefe);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^Ya fue recibido el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Jorge Salazar Núñez\.$/,
    );
  });

  it("shows a restricted entry's subject only to the offices involved, and never on the pending list", async () => {
    const reserved = await f.post(
      '/api/v1/document-classifications',
      { name: 'Reservado EV', restricted: true },
      f.tokens.admin,
    );
    expect(reserved.statusCode, reserved.body).toBe(201);
    const entry = await f.register({
      destination_office_id: f.ids.MP,
      subject: 'Denuncia por acoso laboral',
      classification_id: reserved.json().data.id,
    });
    const derived = await f.post(`/api/v1/entries/${entry.id}/derive`, {
      version: entry.version,
      destinations: [{ office_id: f.ids.OAJ, action: 'atencion' }],
    });
    expect(derived.statusCode, derived.body).toBe(200);

    // The courier may receive it for any office, but does not read what it is about.
    const courier = (await f.get(`${BASE}/lookup?text=${entry.number}`, f.tokens.mensajero)).json().data;
    expect(courier).toMatchObject({ subject: 'Documento reservado', receivable: true });
    const addressee = (await f.get(`${BASE}/lookup?text=${entry.number}`, f.tokens.jefe)).json().data;
    expect(addressee).toMatchObject({ subject: 'Denuncia por acoso laboral', receivable: true });
    const pending = (await f.get(`/api/v1/delivery-controls/pending?kind=interno&q=${entry.number}`)).json().data as {
      document: { subject: string };
    }[];
    expect(pending.map((p) => p.document.subject)).toEqual(['Documento reservado']);
  });

  it('refuses in Spanish what is not for the office, unknown or not travelling', async () => {
    const toGaf = await f.derived(f.ids.GAF!);
    const notOurs = await f.post(BASE, { text: toGaf.number }, f.tokens.jefe);
    expect(notOurs.statusCode).toBe(403);
    expect(notOurs.json().message).toBe(`${toGaf.number} no está dirigido a su oficina.`);
    const lookup = await f.get(`${BASE}/lookup?text=${toGaf.number}`, f.tokens.jefe);
    expect(lookup.json().data).toMatchObject({
      receivable: false,
      refusal: `${toGaf.number} no está dirigido a su oficina.`,
      // Another office's document: the head who may not receive it reads nothing of it.
      subject: null,
    });

    const still = await f.register({ destination_office_id: f.ids.OAJ });
    const nowhere = await f.post(BASE, { text: still.number }, f.tokens.jefe);
    expect(nowhere.statusCode).toBe(409);
    expect(nowhere.json().message).toBe(`${still.number} no figura en un control de entrega abierto.`);

    const unknown = await f.post(BASE, { text: 'ING-1999-999999' }, f.tokens.jefe);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('No se encontró el documento «ING-1999-999999».');
    expect((await f.post(BASE, { text: '' }, f.tokens.jefe)).statusCode).toBe(422);
    expect((await f.post(BASE, { text: toGaf.number }, f.tokens.servidor)).statusCode).toBe(403);
  });

  it('receives for any office with delivery-events-store, and delivers the item of a control in route', async () => {
    const entry = await f.derived(f.ids.GAF!);
    const control = await f.control({ kind: 'interno' });
    await f.post(`/api/v1/delivery-controls/${control.id}/scan`, { text: entry.number });
    const shown = await f.show(control.id);
    await f.post(`/api/v1/delivery-controls/${control.id}/dispatch`, { version: shown.version });
    // The courier hands it over at another office: who took it is named, never the courier.
    const looked = await f.get(`${BASE}/lookup?text=${entry.number}`, f.tokens.mensajero);
    expect(looked.json().data).toMatchObject({ receivable: true, receiver_needed: true });
    const unnamed = await f.post(BASE, { text: entry.number }, f.tokens.mensajero);
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors).toEqual({
      received_by_name: ['Indique quién recibió.'],
      received_by_document: ['Indique el DNI de quien recibió.'],
    });
    const received = await f.post(
      BASE,
      {
        text: entry.number,
        received_by_name: 'Lucía Quispe Rojas',
        received_by_document: '40123456',
        received_by_position: 'Secretaria',
      },
      f.tokens.mensajero,
    );
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json().data.control).toBe(control.number);
    const after = await f.show(control.id);
    expect(after).toMatchObject({ state: 'cerrada', totals: { entregado: 1 } });
    const items = after.items as unknown as { result: string; attempts: Record<string, unknown>[] }[];
    expect(items[0]!.result).toBe('entregado');
    expect(items[0]!.attempts[0]).toMatchObject({
      received_by_name: 'Lucía Quispe Rojas',
      received_by_document: '40123456',
      received_by_position: 'Secretaria',
    });
    // At one's own office, the receipt is the receiving person's own: nothing to name.
    const own = await f.derived(f.ids.OAJ!);
    const mine = await f.get(`${BASE}/lookup?text=${own.number}`, f.tokens.jefe);
    expect(mine.json().data).toMatchObject({ receivable: true, receiver_needed: false });
  });

  it('receives ten stickers in a row', async () => {
    const entries = [];
    for (let i = 0; i < 10; i++) entries.push(await f.derived(f.ids.OAJ!));
    for (const entry of entries) {
      const res = await f.post(BASE, { text: entry.number }, f.tokens.jefe);
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});
