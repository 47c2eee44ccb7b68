/**
 * The small, fixed correspondence the reports' tests count by hand, registered through the API on
 * a frozen clock (the attention ends when a reply is registered, at the clock's time). "Today" is
 * Tuesday 2026-05-12; Friday 2026-05-01 is a holiday (Día del Trabajo, in the default calendar).
 * The type «Reporte» (2 response days) marks every entry, so its filter isolates them.
 *
 * | Entry | Received (Lima)  | Office | Responsible | Channel      | Due    | Reply (attended)      |
 * | E1    | Mon 27/04 09:00  | OAJ    | servidor    | presencial   |        | Thu 30/04 → 3 days    |
 * | E2    | Wed 29/04 10:00  | OAJ    | —           | correo       |        | Mon 04/05 → 2 days    |
 * | E3    | Thu 30/04 11:00  | GAF    | —           | presencial   |        | Thu 30/04 → 0 days    |
 * | E4    | Mon 04/05 09:00  | GAF    | —           | mesa_virtual |        | Mon 11/05 → 5 days    |
 * | E5    | Mon 27/04 12:00  | OAJ    | servidor    | presencial   | 29/04  | open, 8 days overdue  |
 * | E6    | Thu 07/05 09:00  | OAJ    | —           | presencial   | 11/05  | open, 1 day overdue   |
 * | E7    | Mon 11/05 09:00  | GAF    | —           | correo       | 13/05  | open, on time         |
 * | E8    | Mon 20/04 09:00  | GAF    | —           | presencial   | 22/04  | open, 13 days overdue |
 * | E9    | Tue 05/05 09:00  | OAJ    | servidor    | mesa_virtual | 07/05  | open, 3 days overdue  |
 *
 * Each reply is an output from the entry's office (O1, O2 from OAJ; O3, O4 from GAF).
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { offices, users } from '../../db/schema';
import { call, login, type TestApp } from '../../test/harness';

export const TODAY = '2026-05-12T15:00:00Z';

export interface ReportFixtures {
  tokens: Record<'admin' | 'mesapartes' | 'jefe' | 'servidor', string>;
  ids: Record<string, number>;
}

const ENTRIES = [
  { key: 'E1', at: '2026-04-27T09:00:00-05:00', office: 'OAJ', servidor: true, channel: 'presencial' },
  { key: 'E2', at: '2026-04-29T10:00:00-05:00', office: 'OAJ', servidor: false, channel: 'correo' },
  { key: 'E3', at: '2026-04-30T11:00:00-05:00', office: 'GAF', servidor: false, channel: 'presencial' },
  { key: 'E4', at: '2026-05-04T09:00:00-05:00', office: 'GAF', servidor: false, channel: 'mesa_virtual' },
  { key: 'E5', at: '2026-04-27T12:00:00-05:00', office: 'OAJ', servidor: true, channel: 'presencial' },
  { key: 'E6', at: '2026-05-07T09:00:00-05:00', office: 'OAJ', servidor: false, channel: 'presencial' },
  { key: 'E7', at: '2026-05-11T09:00:00-05:00', office: 'GAF', servidor: false, channel: 'correo' },
  { key: 'E8', at: '2026-04-20T09:00:00-05:00', office: 'GAF', servidor: false, channel: 'presencial' },
  { key: 'E9', at: '2026-05-05T09:00:00-05:00', office: 'OAJ', servidor: true, channel: 'mesa_virtual' },
];

const REPLIES = [
  { key: 'O1', entry: 'E1', at: '2026-04-30T16:00:00-05:00', office: 'OAJ' },
  { key: 'O2', entry: 'E2', at: '2026-05-04T09:00:00-05:00', office: 'OAJ' },
  { key: 'O3', entry: 'E3', at: '2026-04-30T17:00:00-05:00', office: 'GAF' },
  { key: 'O4', entry: 'E4', at: '2026-05-11T09:00:00-05:00', office: 'GAF' },
];

async function created(res: { statusCode: number; body: string; json(): { data: { id: number } } }) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** Call in `beforeAll`; leaves the clock frozen at TODAY (restore it in `afterAll`). */
export async function reportFixtures({ app, database }: TestApp): Promise<ReportFixtures> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TODAY));
  const tokens = {
    admin: await login(app, 'admin'),
    mesapartes: await login(app, 'mesapartes'),
    jefe: await login(app, 'jefe'),
    servidor: await login(app, 'servidor'),
  };
  const ids: Record<string, number> = {};
  for (const o of await database.db.select().from(offices)) ids[o.code] = o.id;
  for (const u of await database.db.select().from(users)) ids[`user:${u.username}`] = u.id;
  const post = (url: string, body: unknown) => call(app, 'POST', url, { token: tokens.admin, body });
  ids.type = await created(await post('/api/v1/type-entries', { code: 'RPT', name: 'Reporte', response_days: 2 }));
  ids.outputType = await created(await post('/api/v1/type-outputs', { code: 'ORPT', name: 'Oficio de reporte' }));
  ids.citizen = await created(
    await post('/api/v1/citizens', {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: '41234567',
      names: 'Rosa',
      surnames: 'Huamán Ccori',
    }),
  );
  for (const e of ENTRIES)
    ids[e.key] = await created(
      await call(app, 'POST', '/api/v1/entries', {
        token: tokens.mesapartes,
        body: {
          channel: e.channel,
          type_entry_id: ids.type,
          sender_id: ids.citizen,
          subject: `Reporte ${e.key}`,
          folios: 1,
          received_at: e.at,
          destination_office_id: ids[e.office],
          ...(e.servidor ? { assignee_id: ids['user:servidor'] } : {}),
        },
      }),
    );
  for (const o of REPLIES) {
    vi.setSystemTime(new Date(o.at));
    ids[o.key] = await created(
      await call(app, 'POST', '/api/v1/outputs', {
        token: tokens.mesapartes,
        body: {
          type_output_id: ids.outputType,
          subject: `Respuesta ${o.entry}`,
          folios: 1,
          origin_office_id: ids[o.office],
          entry_id: ids[o.entry],
          recipients: [{ citizen_id: ids.citizen }],
        },
      }),
    );
  }
  vi.setSystemTime(new Date(TODAY));
  return { tokens, ids };
}

/**
 * A test file's fixtures (the object is filled before its first test; the clock stays frozen at
 * TODAY), and the real clock back after its last.
 */
export function reportSuite(ctx: () => TestApp): ReportFixtures {
  const f = {} as ReportFixtures;
  beforeAll(async () => {
    Object.assign(f, await reportFixtures(ctx()));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return f;
}
