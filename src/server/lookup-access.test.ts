/**
 * Lookups (issue 10, defect 3): every `/lookup` declares the permissions of the screens that use
 * it, so a courier cannot read citizens by partial DNI, and no role loses an autocomplete that a
 * screen it opens today needs (entry and output forms, list filters, the derive and assign
 * dialogs, filing fields, the Panel de control forms).
 */
import { beforeAll, expect, it } from 'vitest';
import { DEMO_USERS, type DemoUser } from './modules/entries/entries.fixtures';
import { call, describeEachDatabase, login } from './test/harness';

const LOOKUPS = [
  'citizens',
  'users',
  'roles',
  'offices',
  'document-classifications',
  'series',
  'subseries',
  'type-entries',
  'type-outputs',
] as const;
type Lookup = (typeof LOOKUPS)[number];
/** Lookups over scoped records (a supporting document's link): the list's keys, the list's scope. */
const RECORD_LOOKUPS = ['entries', 'outputs'] as const;
/** The archive's units, for the forms that file into or lend one: the archive's keys only. */
const ARCHIVE_LOOKUPS = ['archive-expedients'] as const;

/** What each demo role's screens need; every other lookup answers 403. */
const NEEDED: Record<DemoUser, readonly Lookup[]> = {
  admin: LOOKUPS,
  // Entry and output forms (sender, type, office, assignee, signer, filing fields).
  mesapartes: LOOKUPS.filter((l) => l !== 'roles'),
  // Entries list filters, derive/assign dialogs, output form of the office.
  jefe: LOOKUPS.filter((l) => l !== 'roles'),
  // Own entries list filters, output form of the office, citizens it registers.
  servidor: LOOKUPS.filter((l) => l !== 'roles'),
  // Delivery screens name offices and people; nothing else.
  mensajero: ['users', 'offices'],
  // Archive screens: offices, series, subseries; the correspondence lists it reads (entries-all…).
  archivero: LOOKUPS.filter((l) => l !== 'roles' && l !== 'citizens'),
};

describeEachDatabase('lookup permissions', (ctx) => {
  const tokens = {} as Record<DemoUser, string>;
  beforeAll(async () => {
    for (const user of DEMO_USERS) tokens[user] = await login(ctx().app, user);
  });

  it('declares permissions on every lookup route', () => {
    // `delivery-events/lookup` previews a scanned sticker, not a catalogue, and the loan form's
    // item lookup lists restricted records by number only: their keys are pinned in
    // test/route-permissions.ts like every other route's.
    const own = ['/api/v1/delivery-events/lookup', '/api/v1/archive-temporary-permissions/items/lookup'];
    const routes = ctx().app.routeTable.filter((r) => r.url.endsWith('/lookup') && !own.includes(r.url));
    expect(routes.map((r) => r.url.split('/')[3]).sort()).toEqual(
      [...LOOKUPS, ...RECORD_LOOKUPS, ...ARCHIVE_LOOKUPS].sort(),
    );
    for (const route of routes) {
      expect(route.public, route.url).toBe(false);
      expect(route.permissions?.length ?? 0, route.url).toBeGreaterThan(0);
    }
  });

  it('answers each role exactly the lookups its screens use', async () => {
    for (const user of DEMO_USERS) {
      for (const lookup of LOOKUPS) {
        const res = await call(ctx().app, 'GET', `/api/v1/${lookup}/lookup?q=a`, { token: tokens[user] });
        expect(res.statusCode, `${user} ${lookup}`).toBe(NEEDED[user].includes(lookup) ? 200 : 403);
      }
    }
  });

  it('opens record lookups to who reads the list, within its scope', async () => {
    const desk = await call(ctx().app, 'POST', '/api/v1/type-entries', {
      token: tokens.admin,
      body: { code: 'LKP', name: 'Carta de prueba', response_days: 5 },
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const sender = await call(ctx().app, 'POST', '/api/v1/citizens', {
      token: tokens.admin,
      body: {
        person_type: 'NATURAL',
        document_type: 'DNI',
        document_number: '40999111',
        names: 'Rosa',
        surnames: 'Ticona',
      },
    });
    const offices = (await call(ctx().app, 'GET', '/api/v1/offices/lookup?q=GAF', { token: tokens.admin })).json();
    const entry = await call(ctx().app, 'POST', '/api/v1/entries', {
      token: tokens.mesapartes,
      body: {
        channel: 'presencial',
        type_entry_id: desk.json().data.id,
        sender_id: sender.json().data.id,
        subject: 'Carta de la junta vecinal de Pilcomayo',
        folios: 1,
        destination_office_id: offices.data[0].id,
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const { number } = entry.json().data;
    const found = (
      await call(ctx().app, 'GET', '/api/v1/entries/lookup?q=pilcomayo', { token: tokens.mesapartes })
    ).json();
    expect(found.data).toEqual([
      { id: entry.json().data.id, label: number, description: 'Carta de la junta vecinal de Pilcomayo' },
    ]);
    // OAJ's worker does not see GAF's entry: not in its lookup, not even by id.
    for (const url of ['/api/v1/entries/lookup?q=pilcomayo', `/api/v1/entries/lookup?id=${entry.json().data.id}`]) {
      expect((await call(ctx().app, 'GET', url, { token: tokens.servidor })).json().data).toEqual([]);
    }
    for (const lookup of RECORD_LOOKUPS) {
      const res = await call(ctx().app, 'GET', `/api/v1/${lookup}/lookup?q=a`, { token: tokens.mensajero });
      expect(res.statusCode, `mensajero ${lookup}`).toBe(403);
      // The archivist reads every office's correspondence to file it.
      const archivist = await call(ctx().app, 'GET', `/api/v1/${lookup}/lookup?q=a`, { token: tokens.archivero });
      expect(archivist.statusCode, `archivero ${lookup}`).toBe(200);
    }
  });

  // Office users read their own office's units or what a loan lends them (the scope decides which).
  it('opens the archive units lookup to who reads units: the archive, and office users who may borrow', async () => {
    const readers: readonly string[] = ['admin', 'archivero', 'jefe', 'servidor'];
    for (const lookup of ARCHIVE_LOOKUPS) {
      for (const user of DEMO_USERS) {
        const res = await call(ctx().app, 'GET', `/api/v1/${lookup}/lookup?q=a`, { token: tokens[user] });
        expect(res.statusCode, `${user} ${lookup}`).toBe(readers.includes(user) ? 200 : 403);
      }
    }
  });

  it('keeps citizens away from a courier, by text or by id', async () => {
    for (const url of ['/api/v1/citizens/lookup?q=4', '/api/v1/citizens/lookup?id=1']) {
      const res = await call(ctx().app, 'GET', url, { token: tokens.mensajero });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'No tiene permiso para realizar esta acción.',
        request_id: expect.any(String),
      });
    }
  });
});
