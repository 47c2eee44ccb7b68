import { MESSAGES } from '@shared/errors';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, outputRecipients, outputs } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { entryFixtures } from '../entries/entries.fixtures';
import { type Control, type DeliveryFixtures, deliveryFixtures } from './delivery-controls.fixtures';

const BASE = '/api/v1/delivery-controls';

describeEachDatabase('delivery controls', (ctx) => {
  let f: DeliveryFixtures;
  beforeAll(async () => {
    f = await deliveryFixtures(ctx(), await entryFixtures(ctx()), 'DC');
  });

  describe('preparing', () => {
    it('numbers a draft DC-AAAA-NNNNNN and asks for a courier or a provider with its guide', async () => {
      const control = await f.control();
      expect(control.number).toMatch(/^DC-\d{4}-\d{6}$/);
      expect(control).toMatchObject({ state: 'borrador', kind: 'externo', totals: { items: 0 } });
      expect(control.can).toMatchObject({ update: true, dispatch: true, annul: true, add_items: true, record: false });

      const none = await f.post(BASE, { kind: 'externo', scheduled_date: '2026-11-20' });
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.courier_id).toEqual(['Elija un mensajero o indique el proveedor.']);
      const noGuide = await f.post(BASE, { kind: 'externo', provider: 'Olva', scheduled_date: '2026-11-20' });
      expect(noGuide.json().errors.guide_number).toEqual([
        'Indique el número de guía u orden de servicio del proveedor.',
      ]);
      const notCourier = await f.post(BASE, {
        kind: 'interno',
        courier_id: f.ids['user:servidor'],
        scheduled_date: '2026-11-20',
      });
      expect(notCourier.json().errors.courier_id).toEqual(['Elija un usuario activo con el rol de mensajero.']);
      const provider = await f.control({ courier_id: null, provider: 'Olva Courier', guide_number: 'OS-2026-114' });
      expect(provider).toMatchObject({ provider: 'Olva Courier', courier_id: null });
    });

    it('refuses without the keys and shows only what is in scope', async () => {
      const control = await f.control();
      expect(
        (
          await f.post(
            BASE,
            { kind: 'externo', provider: 'X', guide_number: '1', scheduled_date: '2026-11-20' },
            f.tokens.servidor,
          )
        ).statusCode,
      ).toBe(403);
      expect((await f.get(`${BASE}/${control.id}`, f.tokens.servidor)).statusCode).toBe(403);
      // The courier sees the controls they carry, not another courier's (archivero has no key at all).
      expect((await f.get(`${BASE}/${control.id}`, f.tokens.mensajero)).statusCode).toBe(200);
      const other = await f.control({ courier_id: null, provider: 'Olva', guide_number: 'G-9' });
      expect((await f.get(`${BASE}/${other.id}`, f.tokens.mensajero)).statusCode).toBe(404);
      const mine = (await f.get(`${BASE}?mine=true&per_page=100`, f.tokens.mensajero)).json().data as { id: number }[];
      expect(mine.map((c) => c.id)).toContain(control.id);
      expect(mine.map((c) => c.id)).not.toContain(other.id);
      // The courier cannot add items, dispatch or annul.
      expect(
        (await f.post(`${BASE}/${control.id}/dispatch`, { version: control.version }, f.tokens.mensajero)).statusCode,
      ).toBe(403);
    });
  });

  describe('an external control, from the pending list to closing by itself', () => {
    it('carries output copies, records every result and rolls the output up', async () => {
      const output = await f.output(2);
      const control = await f.control();
      const pending = (await f.get(`${BASE}/pending?kind=externo&district=huancayo`)).json().data as {
        copy_id: number;
      }[];
      expect(pending.map((p) => p.copy_id)).toEqual(expect.arrayContaining(output.recipients));

      const added = await f.post(`${BASE}/${control.id}/items`, { output_recipient_ids: output.recipients });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data.items).toHaveLength(2);
      const gone = (await f.get(`${BASE}/pending?kind=externo`)).json().data as { copy_id: number }[];
      expect(gone.map((p) => p.copy_id)).not.toContain(output.recipients[0]);

      const [first, second] = added.json().data.items as Control['items'];
      const early = await f.post(
        `${BASE}/${control.id}/items/${first!.id}/results`,
        { result: 'reintentar' },
        f.tokens.mensajero,
      );
      expect(early.statusCode).toBe(409);

      const dispatched = await f.post(`${BASE}/${control.id}/dispatch`, { version: added.json().data.version });
      expect(dispatched.statusCode, dispatched.body).toBe(200);
      expect(dispatched.json().data).toMatchObject({ state: 'en_ruta' });
      expect(dispatched.json().data.can).toMatchObject({ add_items: false, remove_item: false, record: true });
      const [row] = await ctx().database.db.select().from(outputs).where(eq(outputs.id, output.id));
      expect(row!.state).toBe('en_despacho');
      // Items are locked once en_ruta.
      const other = await f.output(1);
      const locked = await f.post(`${BASE}/${control.id}/items`, { output_recipient_ids: other.recipients });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe('No se puede agregar documentos a un control de entrega en estado «En ruta».');

      // Delivered only to someone named, with their document, on a signed or sealed cargo.
      for (const [field, message] of [
        ['received_by_name', 'Indique quién recibió.'],
        ['received_by_document', 'Indique el DNI de quien recibió.'],
      ]) {
        const receiver: Record<string, unknown> = { received_by_name: 'Rosa Huamán', received_by_document: '41234567' };
        delete receiver[field!];
        const missing = await f.post(
          `${BASE}/${control.id}/items/${first!.id}/results`,
          { result: 'entregado', signed: true, ...receiver },
          f.tokens.mensajero,
        );
        expect(missing.statusCode, missing.body).toBe(422);
        expect(missing.json().errors[field!]).toEqual([message]);
      }
      // Delivered, with the photo of the signed cargo, by the courier.
      const unsigned = await f.post(
        `${BASE}/${control.id}/items/${first!.id}/results`,
        { result: 'entregado', received_by_name: 'Rosa Huamán', received_by_document: '41234567' },
        f.tokens.mensajero,
      );
      expect(unsigned.statusCode).toBe(422);
      expect(unsigned.json().errors.signed).toEqual(['Indique si el cargo fue firmado o sellado.']);
      const cargo = await f.cargo(control.id, f.tokens.mensajero);
      const delivered = await f.post(
        `${BASE}/${control.id}/items/${first!.id}/results`,
        {
          result: 'entregado',
          received_by_name: 'Rosa Huamán',
          received_by_document: '41234567',
          received_by_position: 'Secretaria',
          signed: true,
          cargo_attachment_id: cargo,
        },
        f.tokens.mensajero,
      );
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json().data.items[0]).toMatchObject({ result: 'entregado', visits: 1 });
      expect(delivered.json().data.items[0].attempts[0]).toMatchObject({ cargo_attachment_id: cargo, signed: true });
      const [copy] = await ctx()
        .database.db.select()
        .from(outputRecipients)
        .where(eq(outputRecipients.id, first!.copy_id));
      expect(copy).toMatchObject({
        delivery_state: 'entregado',
        received_by_name: 'Rosa Huamán',
        received_by_document: '41234567',
      });
      const again = await f.post(
        `${BASE}/${control.id}/items/${first!.id}/results`,
        { result: 'reintentar' },
        f.tokens.mensajero,
      );
      expect(again.statusCode).toBe(409);

      // Two visits, then only a return remains.
      for (const visit of [1, 2]) {
        const retry = await f.post(
          `${BASE}/${control.id}/items/${second!.id}/results`,
          { result: 'reintentar', note: `Visita ${visit}` },
          f.tokens.mensajero,
        );
        expect(retry.statusCode, retry.body).toBe(200);
      }
      const third = await f.post(
        `${BASE}/${control.id}/items/${second!.id}/results`,
        { result: 'reintentar' },
        f.tokens.mensajero,
      );
      expect(third.statusCode).toBe(422);
      expect(third.json().errors.result).toEqual(['Ya se hicieron 2 visitas: solo queda registrar la devolución.']);
      const badReason = await f.post(
        `${BASE}/${control.id}/items/${second!.id}/results`,
        { result: 'devuelto', reason_code: 'inventado' },
        f.tokens.mensajero,
      );
      expect(badReason.statusCode).toBe(422);
      const returned = await f.post(
        `${BASE}/${control.id}/items/${second!.id}/results`,
        { result: 'devuelto', reason_code: 'ausente', note: 'Casa cerrada tres veces' },
        f.tokens.mensajero,
      );
      expect(returned.statusCode, returned.body).toBe(200);
      // Every item final: the control closed by itself, the output is resolved.
      expect(returned.json().data).toMatchObject({
        state: 'cerrada',
        totals: { entregado: 1, devuelto: 1, pendiente: 0 },
      });
      const [after] = await ctx().database.db.select().from(outputs).where(eq(outputs.id, output.id));
      expect(after!.state).toBe('entregado');
      const [back] = await ctx()
        .database.db.select()
        .from(outputRecipients)
        .where(eq(outputRecipients.id, second!.copy_id));
      expect(back).toMatchObject({ delivery_state: 'devuelto', note: 'Ausente / cerrado: Casa cerrada tres veces' });
      // The issuing office (the front desk registered it) was told.
      const told = await ctx()
        .database.db.select()
        .from(notifications)
        .where(eq(notifications.user_id, f.ids['user:mesapartes']!));
      const expected = new RegExp(
        `^Devuelto en el control ${control.number}: ${output.number} \\(Vecino DC\\d+ Rojas Díaz\\) — Ausente / cerrado\\.$`,
      );
      expect(told.filter((n) => expected.test((n.data as { text: string }).text))).toHaveLength(1);

      // Once closed, the copies are free; a closed control takes no more results.
      const closed = await f.post(`${BASE}/${control.id}/items/${first!.id}/results`, { result: 'reintentar' });
      expect(closed.statusCode).toBe(409);
    });

    it('prints the planilla, a cargo and the returns report, and exports the control to Excel', async () => {
      const output = await f.output(3);
      const control = await f.control();
      const added = await f.post(`${BASE}/${control.id}/items`, { output_recipient_ids: output.recipients });
      const item = added.json().data.items[0];
      for (const url of ['planilla', `items/${item.id}/cargo`, 'returns']) {
        const res = await f.get(`${BASE}/${control.id}/${url}`, f.tokens.mensajero);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      const xlsx = await f.get(`${BASE}/${control.id}/spreadsheet`);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });

  describe('one copy on one open control', () => {
    it('refuses a copy already on another open control, and frees it when that one is annulled', async () => {
      const output = await f.output(1);
      const a = await f.control();
      const b = await f.control();
      expect((await f.post(`${BASE}/${a.id}/items`, { output_recipient_ids: output.recipients })).statusCode).toBe(200);
      const twice = await f.post(`${BASE}/${b.id}/items`, { output_recipient_ids: output.recipients });
      expect(twice.statusCode).toBe(409);
      const annul = await f.post(`${BASE}/${a.id}/annul`, {
        version: (await f.show(a.id)).version,
        reason: 'Ruta reprogramada',
      });
      expect(annul.statusCode, annul.body).toBe(200);
      expect(annul.json().data.state).toBe('anulada');
      expect((await f.post(`${BASE}/${b.id}/items`, { output_recipient_ids: output.recipients })).statusCode).toBe(200);
    });

    it('takes items off a draft and refuses to dispatch an empty control', async () => {
      const output = await f.output(1);
      const control = await f.control();
      const added = await f.post(`${BASE}/${control.id}/items`, { output_recipient_ids: output.recipients });
      const item = added.json().data.items[0];
      const removed = await f.post(`${BASE}/${control.id}/items/${item.id}/remove`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().data.items).toHaveLength(0);
      const empty = await f.post(`${BASE}/${control.id}/dispatch`, { version: removed.json().data.version });
      expect(empty.statusCode).toBe(409);
      expect(empty.json()).toEqual({
        message: 'Agregue al menos un documento antes de despachar el control.',
        request_id: expect.any(String),
      });
      // Only an edit of an older version is a version conflict, with its own code.
      const stale = await f.post(`${BASE}/${control.id}/dispatch`, { version: removed.json().data.version - 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message: MESSAGES.staleVersion,
        code: 'stale_version',
        request_id: expect.any(String),
      });
    });
  });

  describe('an internal control built by scanning stickers', () => {
    it('adds the entry movement a sticker names and refuses what does not fit', async () => {
      const entry = await f.derived(f.ids.OAJ!);
      const control = await f.control({ kind: 'interno' });
      const scanned = await f.post(`${BASE}/${control.id}/scan`, {
        text: `http://localhost:3000/verificar/${entry.number}`,
      });
      expect(scanned.statusCode, scanned.body).toBe(200);
      expect(scanned.json().data.items.map((i: { copy_id: number }) => i.copy_id)).toEqual([entry.movement]);
      const twice = await f.post(`${BASE}/${control.id}/scan`, { text: entry.number.toLowerCase() });
      expect(twice.statusCode).toBe(409);
      const output = await f.output(1);
      const wrongKind = await f.post(`${BASE}/${control.id}/scan`, { text: output.number });
      const kindReason = `${output.number} es una salida: este control lleva ingresos a oficinas.`;
      expect(wrongKind.json()).toEqual({
        message: kindReason,
        errors: { text: [kindReason] },
        request_id: expect.any(String),
      });
      const unknown = await f.post(`${BASE}/${control.id}/scan`, { text: 'ING-1999-000001' });
      expect(unknown.json().message).toBe('No se encontró el documento «ING-1999-000001».');
      expect(unknown.json().errors.text).toEqual(['No se encontró el documento «ING-1999-000001».']);
      const outgoing = await f.control();
      const entryInOutgoing = await f.post(`${BASE}/${outgoing.id}/scan`, { text: entry.number });
      expect(entryInOutgoing.json().message).toBe(
        `${entry.number} es un ingreso: este control lleva salidas a destinatarios.`,
      );
    });

    it('returns an entry movement with its coded reason through the entries service', async () => {
      const entry = await f.derived(f.ids.GAF!);
      const control = await f.control({ kind: 'interno' });
      await f.post(`${BASE}/${control.id}/scan`, { text: entry.number });
      const shown = await f.show(control.id);
      await f.post(`${BASE}/${control.id}/dispatch`, { version: shown.version });
      const res = await f.post(
        `${BASE}/${control.id}/items/${shown.items[0]!.id}/results`,
        { result: 'devuelto', reason_code: 'mal_registrado' },
        f.tokens.mensajero,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.state).toBe('cerrada');
      expect((await f.movements(entry.id)).find((m) => m.id === entry.movement)).toMatchObject({
        state: 'devuelto',
        returned_reason: 'Documento mal registrado',
      });
    });
  });
});
