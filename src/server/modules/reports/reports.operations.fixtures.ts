/**
 * The requests, deliveries and archive holdings the new reports' tests count by hand, on top of
 * reports.fixtures.ts (same frozen clock: "today" is Tuesday 2026-05-12, Friday 2026-05-01 a
 * holiday). Requests and deliveries go through the API at their moments; the archive's units,
 * shelves and loans are inserted straight into their tables (their API is the archive's modules').
 *
 * Entry requests (time to assign: sent to the queue → assignment, working days)
 * | Req | Sent by (office) | Sent (Lima)      | Then                          |
 * | R1  | servidor (OAJ)   | Mon 27/04 09:00  | assigned Thu 30/04 → 3 days   |
 * | R2  | servidor (OAJ)   | Wed 29/04 10:00  | assigned Mon 04/05 → 2 days   |
 * | R3  | servidor (OAJ)   | Tue 05/05 09:00  | observed                      |
 * | R4  | servidor (OAJ)   | Mon 11/05 09:00  | pending                       |
 * | R5  | admin (GG)       | Thu 07/05 09:00  | assigned the same day → 0     |
 *
 * External delivery controls (dispatched at 09:00 on their scheduled day)
 * | Control | By (office)     | Scheduled | Copy | Visits                                  |
 * | C1      | mesapartes (MP) | Mon 04/05 | a    | delivered Wed 06/05 → 2 days, 1 visit    |
 * |         |                 |           | b    | retry Tue 05/05, returned «ausente» 07/05 |
 * |         |                 |           | c    | pending, no visit                        |
 * | C2      | mesapartes (MP) | Mon 11/05 | d    | delivered Tue 12/05 → 1 day, 1 visit     |
 * | C3      | admin (GG)      | Tue 05/05 | e    | returned «rehusado» Tue 05/05            |
 *
 * Archive: shelf A-D1-E01 (one body, levels of 4 and 2 positions) and shelf A-D1-E02 (one level
 * of 4). Series S1 (OAJ) and S2 (GAF). Every unit transferred (so its central retention counts).
 * | Unit | Kind       | Office | Series | Folios | Where          | Central retention until |
 * | U1   | caja       | OAJ    | S1     | 0      | E01 level 1    | 2026-01-01 (due)        |
 * | U2   | caja       | OAJ    | S1     | 0      | E01 level 1    | 2027-01-01              |
 * | U3   | expediente | OAJ    | S1     | 250    | inside U1      | 2026-05-12 (due today)  |
 * | U4   | expediente | GAF    | S2     | 150    | E02 level 1    |                         |
 * | U5   | archivador | GAF    | S2     | 80     | not placed     |                         |
 * Loans (vigente): of U2 until 20/05 (OAJ) and of U4 until 08/05 (GAF, overdue); one of U1 returned.
 */
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { archiveExpedients, archiveTemporaryPermissions, physicalLocations, series, users } from '../../db/schema';
import { call, login, type TestApp } from '../../test/harness';
import { type ReportFixtures, reportFixtures, TODAY } from './reports.fixtures';

export interface OperationsFixtures extends ReportFixtures {
  more: Record<'mensajero' | 'archivero', string>;
}

type Res = {
  statusCode: number;
  body: string;
  json(): { data: { id: number; version: number } & Record<string, unknown> };
};

function ok(res: Res, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

async function requests(ctx: TestApp, f: ReportFixtures) {
  const { app } = ctx;
  const at = (moment: string) => vi.setSystemTime(new Date(moment));
  const send = async (key: string, moment: string, token: string) => {
    at(moment);
    const res = await call(app, 'POST', '/api/v1/entry-requests', {
      token,
      body: {
        channel: 'presencial',
        type_entry_id: f.ids.type,
        sender_id: f.ids.citizen,
        subject: `Solicitud ${key}`,
        folios: 1,
        destination_office_id: f.ids.OAJ,
        urgency: 'normal',
      },
    });
    return ok(res, 201);
  };
  const act = async (r: { id: number; version: number }, action: string, moment: string, body = {}) => {
    at(moment);
    return ok(
      await call(app, 'POST', `/api/v1/entry-requests/${r.id}/${action}`, {
        token: f.tokens.mesapartes,
        body: { version: r.version, ...body },
      }),
    );
  };
  const assign = (r: { id: number; version: number }, moment: string) => act(r, 'assign', moment, { record: null });
  await assign(await send('R1', '2026-04-27T09:00:00-05:00', f.tokens.servidor), '2026-04-30T10:00:00-05:00');
  await assign(await send('R2', '2026-04-29T10:00:00-05:00', f.tokens.servidor), '2026-05-04T09:00:00-05:00');
  await act(await send('R3', '2026-05-05T09:00:00-05:00', f.tokens.servidor), 'observe', '2026-05-05T11:00:00-05:00', {
    reason_code: 'Faltan anexos',
    reason: 'Falta el anexo 2',
  });
  await send('R4', '2026-05-11T09:00:00-05:00', f.tokens.servidor);
  await assign(await send('R5', '2026-05-07T09:00:00-05:00', f.tokens.admin), '2026-05-07T12:00:00-05:00');
}

async function deliveries(ctx: TestApp, f: ReportFixtures) {
  const { app } = ctx;
  const post = async (url: string, body: unknown, token = f.tokens.mesapartes, status = 200) =>
    ok(await call(app, 'POST', `/api/v1${url}`, { token, body }), status);
  const control = async (day: string, copies: number, token: string) => {
    vi.setSystemTime(new Date(`${day}T08:00:00-05:00`));
    const output = await post(
      '/outputs',
      {
        type_output_id: f.ids.outputType,
        subject: `Notificación ${day}`,
        folios: 1,
        recipients: await Promise.all(Array.from({ length: copies }, async () => ({ citizen_id: await citizen() }))),
      },
      token,
      201,
    );
    const recipients = (output.recipients as { id: number }[]).map((r) => r.id);
    const made = await post(
      '/delivery-controls',
      { kind: 'externo', courier_id: f.ids['user:mensajero'], zone: 'Centro', scheduled_date: day },
      token,
      201,
    );
    const added = await post(`/delivery-controls/${made.id}/items`, { output_recipient_ids: recipients }, token);
    vi.setSystemTime(new Date(`${day}T09:00:00-05:00`));
    await post(`/delivery-controls/${made.id}/dispatch`, { version: added.version }, token);
    return { id: made.id, items: (added.items as { id: number }[]).map((i) => i.id) };
  };
  const result = (
    c: { id: number },
    item: number,
    moment: string,
    body: Record<string, unknown>,
    token = f.tokens.mesapartes,
  ) => {
    vi.setSystemTime(new Date(moment));
    return post(`/delivery-controls/${c.id}/items/${item}/results`, body, token);
  };
  let neighbours = 0;
  const citizen = async () =>
    (
      await post(
        '/citizens',
        {
          person_type: 'NATURAL',
          document_type: 'DNI',
          document_number: String(42_000_000 + ++neighbours),
          names: `Vecino ${neighbours}`,
          surnames: 'Rojas Díaz',
          address: `Jr. Ayacucho ${100 + neighbours}`,
          ubigeo: '120101',
        },
        f.tokens.admin,
        201,
      )
    ).id;
  const delivered = {
    result: 'entregado',
    received_by_name: 'Rosa Huamán',
    received_by_document: '41234567',
    signed: true,
  };

  const c1 = await control('2026-05-04', 3, f.tokens.mesapartes);
  await result(c1, c1.items[0]!, '2026-05-06T10:00:00-05:00', delivered);
  await result(c1, c1.items[1]!, '2026-05-05T10:00:00-05:00', { result: 'reintentar' });
  await result(c1, c1.items[1]!, '2026-05-07T10:00:00-05:00', { result: 'devuelto', reason_code: 'ausente' });
  const c2 = await control('2026-05-11', 1, f.tokens.mesapartes);
  await result(c2, c2.items[0]!, '2026-05-12T10:00:00-05:00', delivered);
  const c3 = await control('2026-05-05', 1, f.tokens.admin);
  await result(
    c3,
    c3.items[0]!,
    '2026-05-05T16:00:00-05:00',
    { result: 'devuelto', reason_code: 'rehusado' },
    f.tokens.admin,
  );
}

async function archive({ database }: TestApp, f: ReportFixtures) {
  const db = database.db;
  const node = async (kind: string, code: string, parent: number | null, capacity: number | null = null) => {
    const [row] = await db.insert(physicalLocations).values({ kind, code, parent_id: parent, capacity }).returning();
    return row!.id;
  };
  const building = await node('edificio', 'A', null);
  const deposit = await node('deposito', 'D1', building);
  const e01 = await node('estante', 'E01', deposit);
  const e01body = await node('cuerpo', 'C1', e01);
  const e01n1 = await node('nivel', 'N1', e01body, 4);
  await node('nivel', 'N2', e01body, 2);
  const e02 = await node('estante', 'E02', deposit);
  const e02n1 = await node('nivel', 'N1', await node('cuerpo', 'C1', e02), 4);
  f.ids.shelfE01 = e01;
  f.ids.shelfE02 = e02;

  const [s1] = await db
    .insert(series)
    .values({ code: 'S1', name: 'Informes legales', office_id: f.ids.OAJ })
    .returning();
  const [s2] = await db
    .insert(series)
    .values({ code: 'S2', name: 'Órdenes de compra', office_id: f.ids.GAF })
    .returning();
  f.ids.S1 = s1!.id;
  f.ids.S2 = s2!.id;
  const unit = async (key: string, values: Partial<typeof archiveExpedients.$inferInsert>) => {
    const [row] = await db
      .insert(archiveExpedients)
      .values({ code: `RPT-${key}`, title: `Unidad ${key}`, state: 'transferido', ...values })
      .returning();
    f.ids[key] = row!.id;
    return row!.id;
  };
  const oaj = { office_id: f.ids.OAJ, series_id: s1!.id };
  const gaf = { office_id: f.ids.GAF, series_id: s2!.id };
  const u1 = await unit('U1', {
    ...oaj,
    kind: 'caja',
    location_id: e01n1,
    position: 1,
    central_retention_until: '2026-01-01',
  });
  const u2 = await unit('U2', {
    ...oaj,
    kind: 'caja',
    location_id: e01n1,
    position: 2,
    central_retention_until: '2027-01-01',
  });
  await unit('U3', {
    ...oaj,
    kind: 'expediente',
    folios: 250,
    container_id: u1,
    central_retention_until: '2026-05-12',
  });
  const u4 = await unit('U4', { ...gaf, kind: 'expediente', folios: 150, location_id: e02n1, position: 1 });
  await unit('U5', { ...gaf, kind: 'archivador', folios: 80 });

  const [archivist] = await db.select().from(users).where(eq(users.username, 'archivero'));
  let sequence = 900;
  const loan = (item: number, office: number, until: string, state: string) =>
    db.insert(archiveTemporaryPermissions).values({
      year: 2026,
      sequence: ++sequence,
      number: `PA-2026-${sequence}`,
      holder_id: f.ids['user:servidor']!,
      holder_office_id: f.ids.OAJ,
      item_kind: 'archive-expedients',
      item_id: item,
      item_label: `RPT-${item}`,
      item_office_id: office,
      type: 'prestamo_fisico',
      reason: 'Consulta',
      starts_on: '2026-05-04',
      until_on: until,
      original_until_on: until,
      state,
      requested_by: archivist!.id,
    });
  await loan(u2, f.ids.OAJ!, '2026-05-20', 'vigente');
  await loan(u4, f.ids.GAF!, '2026-05-08', 'vigente');
  await loan(u1, f.ids.OAJ!, '2026-05-08', 'devuelto');
}

/** Call in `beforeAll`; leaves the clock frozen at TODAY (restore it in `afterAll`). */
export async function operationsFixtures(ctx: TestApp): Promise<OperationsFixtures> {
  const f = await reportFixtures(ctx);
  const more = { mensajero: await login(ctx.app, 'mensajero'), archivero: await login(ctx.app, 'archivero') };
  await requests(ctx, f);
  await deliveries(ctx, f);
  await archive(ctx, f);
  vi.setSystemTime(new Date(TODAY));
  return { ...f, more };
}
