import { beforeAll, expect, it } from 'vitest';
import { multipart, PNG } from '../../lib/attachments/test-files';
import { describeEachDatabase } from '../../test/harness';
import { type DeliveryFixtures, deliveryFixtures } from '../delivery-controls/delivery-controls.fixtures';
import { entryFixtures } from '../entries/entries.fixtures';

const CONTROLS = '/api/v1/delivery-controls';
const OUTPUTS = '/api/v1/outputs';

describeEachDatabase('a returned output: acknowledged, re-dispatched, and its cargo as evidence', (ctx) => {
  let f: DeliveryFixtures;
  beforeAll(async () => {
    f = await deliveryFixtures(ctx(), await entryFixtures(ctx()), 'RT');
  });

  /** A control in route carrying the output's recipients: its id and items. */
  async function onRoute(recipients: number[]) {
    const control = await f.control();
    const added = await f.post(`${CONTROLS}/${control.id}/items`, { output_recipient_ids: recipients, dispatch: true });
    expect(added.statusCode, added.body).toBe(200);
    return { id: control.id as number, number: control.number as string, items: added.json().data.items };
  }

  const output = async (id: number, token = f.tokens.mesapartes) =>
    (await f.get(`${OUTPUTS}/${id}`, token)).json().data;

  it('receives the returned paper, sends it again to a corrected address and keeps both attempts', async () => {
    const made = await f.output(1);
    const [recipientId] = made.recipients;
    const first = await onRoute(made.recipients);
    const back = await f.post(
      `${CONTROLS}/${first.id}/items/${first.items[0].id}/results`,
      { result: 'devuelto', reason_code: 'direccion_incorrecta', note: 'La numeración no existe' },
      f.tokens.mensajero,
    );
    expect(back.statusCode, back.body).toBe(200);
    let shown = await output(made.id);
    expect(shown.state).toBe('devuelto');
    expect(shown.can).toMatchObject({ acknowledge_return: true, redispatch: true });
    expect(shown.recipients[0].return_acknowledged_at).toBeNull();

    // Not before the paper is at the desk; not by a courier.
    const early = await f.post(`${OUTPUTS}/${made.id}/recipients/${recipientId}/redispatch`, {
      version: shown.version,
      address: 'Jr. Puno 455',
      ubigeo: '120114',
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toBe('Reciba primero el documento devuelto antes de volver a despacharlo.');
    const courier = await f.post(
      `${OUTPUTS}/${made.id}/recipients/${recipientId}/acknowledge-return`,
      { version: shown.version },
      f.tokens.mensajero,
    );
    expect([403, 404]).toContain(courier.statusCode);

    const ack = await f.post(`${OUTPUTS}/${made.id}/recipients/${recipientId}/acknowledge-return`, {
      version: shown.version,
      note: 'Sobre intacto, en la bandeja de devueltos',
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data.recipients[0].return_acknowledged_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Show reads the recipients in the output's own statement, a page in one read for its rows: the same answer.
    const listed = (await f.get(`${OUTPUTS}?q=${encodeURIComponent(made.number)}`, f.tokens.mesapartes)).json().data;
    expect(listed.find((o: { id: number }) => o.id === made.id)).toMatchObject({
      recipients: ack.json().data.recipients,
      office_recipients: ack.json().data.office_recipients,
    });
    const twice = await f.post(`${OUTPUTS}/${made.id}/recipients/${recipientId}/acknowledge-return`, {
      version: ack.json().data.version,
    });
    expect(twice.statusCode).toBe(409);

    const blank = await f.post(`${OUTPUTS}/${made.id}/recipients/${recipientId}/redispatch`, {
      version: ack.json().data.version,
      address: '  ',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.address).toBeDefined();
    // The distrito is INEI's, chosen from the list: a typed name is not one.
    const typed = await f.post(`${OUTPUTS}/${made.id}/recipients/${recipientId}/redispatch`, {
      version: ack.json().data.version,
      address: 'Jr. Puno 455, interior 2',
      ubigeo: 'Tambo',
    });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors.ubigeo).toEqual(['Elija un distrito de la lista del INEI.']);
    const none = await f.post(`${OUTPUTS}/${made.id}/recipients/${recipientId}/redispatch`, {
      version: ack.json().data.version,
      address: 'Jr. Puno 455, interior 2',
    });
    expect(none.json().errors.ubigeo).toEqual(['Elija el distrito de la dirección corregida.']);
    const again = await f.post(`${OUTPUTS}/${made.id}/recipients/${recipientId}/redispatch`, {
      version: ack.json().data.version,
      address: 'Jr. Puno 455, interior 2',
      ubigeo: '120114',
    });
    expect(again.statusCode, again.body).toBe(200);
    shown = again.json().data;
    expect(shown.state).toBe('en_despacho');
    expect(shown.recipients[0]).toMatchObject({
      delivery_state: 'pendiente',
      address: 'Jr. Puno 455, interior 2',
      ubigeo: '120114',
      district: 'El Tambo',
      note: null,
    });

    // Pending again, at the corrected distrito, for a new control that carries its ubigeo.
    const pending = (await f.get(`${CONTROLS}/pending?kind=externo&district=tambo`)).json().data as {
      copy_id: number;
      address: string;
    }[];
    expect(pending.find((c) => c.copy_id === recipientId)?.address).toBe('Jr. Puno 455, interior 2');
    const second = await onRoute([recipientId!]);
    expect(second.items[0].copy).toMatchObject({ address: 'Jr. Puno 455, interior 2', district: 'El Tambo' });
    const cargo = await f.cargo(second.id, f.tokens.mensajero);
    const delivered = await f.post(
      `${CONTROLS}/${second.id}/items/${second.items[0].id}/results`,
      {
        result: 'entregado',
        received_by_name: 'Rosa Huamán',
        received_by_document: '41234567',
        signed: true,
        cargo_attachment_id: cargo,
      },
      f.tokens.mensajero,
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await output(made.id)).state).toBe('entregado');

    const history = await f.get(`${OUTPUTS}/${made.id}/deliveries`);
    expect(history.statusCode, history.body).toBe(200);
    const [copy] = history.json().data;
    expect(copy.recipient_id).toBe(recipientId);
    expect(
      copy.attempts.map((a: { control: { number: string }; result: string }) => [a.control.number, a.result]),
    ).toEqual([
      [first.number, 'devuelto'],
      [second.number, 'entregado'],
    ]);
    expect(copy.attempts[0].visits[0]).toMatchObject({
      result: 'devuelto',
      reason: 'Dirección incorrecta o insuficiente',
      note: 'La numeración no existe',
      cargo: null,
    });
    expect(copy.attempts[0].carrier).toMatch(/\S/);
    expect(copy.attempts[1].visits[0]).toMatchObject({
      result: 'entregado',
      received_by_name: 'Rosa Huamán',
      cargo: { id: cargo, content_type: 'image/png' },
    });
    expect(copy.returns).toEqual([
      expect.objectContaining({
        note: 'Sobre intacto, en la bandeja de devueltos',
        address: 'Jr. Puno 455, interior 2',
        district: 'El Tambo',
        previous_district: 'Huancayo',
      }),
    ]);
    expect(copy.returns[0].previous_address).toMatch(/^Jr\. Ayacucho/);

    // The cargo opens from the output for whoever sees it; not for another output, nor another office.
    const file = await f.get(`${OUTPUTS}/${made.id}/cargos/${cargo}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const other = await f.output(1);
    expect((await f.get(`${OUTPUTS}/${other.id}/cargos/${cargo}`)).statusCode).toBe(404);
    expect((await f.get(`${OUTPUTS}/${made.id}/cargos/${cargo}`, f.tokens.servidor)).statusCode).toBe(404);
    expect((await f.get(`${OUTPUTS}/${made.id}/deliveries`, f.tokens.servidor)).statusCode).toBe(404);
  });

  it('is refused for a copy that was not returned', async () => {
    const made = await f.output(2);
    const route = await onRoute(made.recipients);
    await f.post(
      `${CONTROLS}/${route.id}/items/${route.items[0].id}/results`,
      { result: 'entregado', received_by_name: 'Ana Soto', received_by_document: '40000001', sealed: true },
      f.tokens.mensajero,
    );
    await f.post(
      `${CONTROLS}/${route.id}/items/${route.items[1].id}/results`,
      { result: 'devuelto', reason_code: 'rehusado' },
      f.tokens.mensajero,
    );
    const shown = await output(made.id);
    expect(shown.state).toBe('entregado');
    const refused = await f.post(`${OUTPUTS}/${made.id}/recipients/${made.recipients[0]}/acknowledge-return`, {
      version: shown.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Este destinatario no tiene una devolución pendiente.');
    // The returned one of a partly delivered output is received all the same.
    const ack = await f.post(`${OUTPUTS}/${made.id}/recipients/${made.recipients[1]}/acknowledge-return`, {
      version: shown.version,
    });
    expect(ack.statusCode, ack.body).toBe(200);
  });

  it('records the visit with the cargo file and shows it from the output', async () => {
    const made = await f.output(1);
    const route = await onRoute(made.recipients);
    const { payload, headers } = multipart([
      {
        name: 'data',
        content: JSON.stringify({
          result: 'entregado',
          received_by_name: 'Luis Quispe',
          received_by_document: '42345678',
          signed: true,
        }),
      },
      { name: 'cargo', filename: 'cargo.png', content: PNG, type: 'image/png' },
    ]);
    const saved = await ctx().app.inject({
      method: 'POST',
      url: `${CONTROLS}/${route.id}/items/${route.items[0].id}/visits`,
      headers: { authorization: `Bearer ${f.tokens.mensajero}`, ...headers },
      payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [copy] = (await f.get(`${OUTPUTS}/${made.id}/deliveries`)).json().data;
    const cargo = copy.attempts[0].visits[0].cargo;
    expect(cargo.name).toBe('cargo.png');
    expect(copy.attempts[0].control).toMatchObject({ number: route.number, visible: true });
    expect((await f.get(`${OUTPUTS}/${made.id}/cargos/${cargo.id}`)).statusCode).toBe(200);
  });

  it('keeps the distrito of an address typed for the output, shows it and filters pending copies by it', async () => {
    const earlier = await output((await f.output(1)).id);
    const citizenId = earlier.recipients[0].citizen_id as number;
    const body = (ubigeo: string) => ({
      type_output_id: earlier.type_output_id,
      subject: 'Notificación a la dirección de su local',
      folios: 1,
      recipients: [{ citizen_id: citizenId, address: 'Av. Huancavelica 1220', ubigeo }],
    });
    const wrong = await f.post(OUTPUTS, body('999999'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors['recipients.0.ubigeo']).toEqual(['Elija un distrito de la lista del INEI.']);

    // The citizen lives in Huancayo (120101); this copy goes to El Tambo (120114).
    const made = await f.post(OUTPUTS, body('120114'));
    expect(made.statusCode, made.body).toBe(201);
    const [copy] = made.json().data.recipients;
    expect(copy).toMatchObject({ address: 'Av. Huancavelica 1220', ubigeo: '120114', district: 'El Tambo' });
    const pending = async (district: string) =>
      ((await f.get(`${CONTROLS}/pending?kind=externo&district=${district}`)).json().data as { copy_id: number }[]).map(
        (c) => c.copy_id,
      );
    expect(await pending('tambo')).toContain(copy.id);
    expect(await pending('huancayo')).not.toContain(copy.id);
    // A copy without a distrito of its own still takes its citizen's.
    expect(await pending('huancayo')).toContain(earlier.recipients[0].id);
  });
});
