/** What the delivery API tests share: the entry fixtures plus outputs, derived entries and controls. */
import { calendarDate } from '@shared/working-days';
import { expect } from 'vitest';
import { multipart, PNG } from '../../lib/attachments/test-files';
import { call, type TestApp } from '../../test/harness';

export type Control = {
  id: number;
  number: string;
  version: number;
  state: string;
  kind: string;
  items: { id: number; copy_id: number; result: string; visits: number; copy: { document: { number: string } } }[];
  totals: Record<string, number>;
  can: Record<string, boolean>;
};

export type Movement = { id: number; to_office_id: number; state: string; [key: string]: unknown };

/** The entry fixtures (`entries.fixtures.ts`) as the test file made them. */
export interface EntryFixtures {
  tokens: Record<'admin' | 'mesapartes' | 'jefe' | 'servidor' | 'mensajero' | 'archivero', string>;
  ids: Record<string, number>;
  register(over?: Record<string, unknown>, token?: string): Promise<{ id: number; number: string; version: number }>;
}

export interface DeliveryFixtures extends EntryFixtures {
  /** An output with `n` recipients (new citizens), registered by the front desk. */
  output(n?: number, over?: Record<string, unknown>): Promise<{ id: number; number: string; recipients: number[] }>;
  /** An entry derived to `office`: its number, id and the pending movement's id. */
  derived(office: number): Promise<{ id: number; number: string; movement: number }>;
  control(over?: Record<string, unknown>, token?: string): Promise<Control>;
  post(url: string, body?: unknown, token?: string): ReturnType<typeof call>;
  get(url: string, token?: string): ReturnType<typeof call>;
  /** The entry's route sheet (its movements), as the front desk reads it. */
  movements(entryId: number): Promise<Movement[]>;
  show(id: number, token?: string): Promise<Control>;
  /** Uploads a PNG cargo to the control; the attachment id. */
  cargo(controlId: number, token: string): Promise<number>;
}

let citizens = 0;

export async function deliveryFixtures(ctx: TestApp, f: EntryFixtures, prefix: string): Promise<DeliveryFixtures> {
  const { app } = ctx;
  const t = f.tokens;
  const post = (url: string, body: unknown = {}, token = t.mesapartes) => call(app, 'POST', url, { token, body });
  const get = (url: string, token = t.mesapartes) => call(app, 'GET', url, { token });
  const movements = async (entryId: number) => {
    const res = await get(`/api/v1/entries/${entryId}/movements`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Movement[];
  };
  const type = await post('/api/v1/type-outputs', { code: `${prefix}T`, name: `Oficio ${prefix}` }, t.admin);
  expect(type.statusCode, type.body).toBe(201);

  async function citizen(): Promise<number> {
    citizens += 1;
    const dni = String(70_000_000 + Math.floor(Math.random() * 9_000_000) + citizens);
    const res = await post(
      '/api/v1/citizens',
      {
        person_type: 'NATURAL',
        document_type: 'DNI',
        document_number: dni,
        names: `Vecino ${prefix}${citizens}`,
        surnames: 'Rojas Díaz',
        address: `Jr. Ayacucho ${100 + citizens}`,
        ubigeo: '120101',
      },
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }

  return {
    ...f,
    post,
    get,
    movements,
    async output(n = 1, over = {}) {
      const recipients = [];
      for (let i = 0; i < n; i++) recipients.push({ citizen_id: await citizen() });
      const res = await post('/api/v1/outputs', {
        type_output_id: type.json().data.id,
        subject: 'Notificación de resolución',
        folios: 2,
        recipients,
        ...over,
      });
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data;
      return { id: data.id, number: data.number, recipients: data.recipients.map((r: { id: number }) => r.id) };
    },
    async derived(office) {
      const entry = await f.register({ destination_office_id: f.ids.MP, subject: 'Para derivar' });
      const res = await post(`/api/v1/entries/${entry.id}/derive`, {
        version: entry.version,
        destinations: [{ office_id: office, action: 'atencion' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const sheet = await movements(entry.id);
      return { id: entry.id, number: entry.number, movement: sheet.find((m) => m.to_office_id === office)!.id };
    },
    async control(over = {}, token = t.mesapartes) {
      const res = await post(
        '/api/v1/delivery-controls',
        {
          kind: 'externo',
          courier_id: f.ids['user:mensajero'],
          zone: 'Huancayo centro',
          scheduled_date: calendarDate(new Date()),
          ...over,
        },
        token,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    },
    async show(id, token = t.mesapartes) {
      const res = await get(`/api/v1/delivery-controls/${id}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async cargo(controlId, token) {
      const { payload, headers } = multipart([
        { name: 'files', filename: 'cargo.png', content: PNG, type: 'image/png' },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/delivery-controls/${controlId}/attachments`,
        headers: { authorization: `Bearer ${token}`, ...headers },
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data[0].id;
    },
  };
}
