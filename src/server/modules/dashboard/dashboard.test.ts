/**
 * The Tablero on a fixed data set, on Wednesday 10 June 2026 with Monday 8 June a holiday: each
 * demo role's tiles, counts and traffic lights computed by hand, every count equal to the total of
 * the list its link opens, and scope (a tile never counts what the caller may not see).
 */
import type { DashboardAnswer, DashboardTile } from '@shared/schemas/dashboard';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { archiveExpedients, deliveryControls, deliveryItems, entryMovements, requests } from '../../db/schema';
import { createUser, patchSettings, tokenFor } from '../../test/fixtures';
import { call, describeEachDatabase } from '../../test/harness';
import { type DatedEntry, type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';

// Wednesday 10 June 2026, 10:00 in Lima.
const NOW = new Date('2026-06-10T15:00:00Z');

/** Calls made "today": the server's clock reads NOW (timers stay real, so the databases work). */
function onTheDay() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
}

describeEachDatabase('dashboard', (ctx) => {
  let f: EntryFixtures;

  afterEach(() => {
    vi.useRealTimers();
  });

  const entry = (set: DatedEntry, over: Record<string, unknown> = {}) => f.registerDated(set, over);

  async function dashboard(token: string): Promise<Map<string, DashboardTile>> {
    onTheDay();
    const res = await call(ctx().app, 'GET', '/api/v1/dashboard', { token });
    vi.useRealTimers();
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as DashboardAnswer;
    expect(answer.today).toBe('2026-06-10');
    return new Map(answer.tiles.map((t) => [t.id, t]));
  }

  /** Screens not at their resource's name. */
  const API_OF_SCREEN: Record<string, string> = {
    '/archive-central/permissions': '/archive-temporary-permissions',
    '/archive-central/expedients': '/archive-expedients',
    '/archive-central/transfers': '/archive-transfers',
  };

  /** The total of the list a tile opens, asked on the same day. */
  async function listTotal(token: string, link: string): Promise<number> {
    const [screen, query] = link.split('?');
    const path = API_OF_SCREEN[screen!] ?? screen;
    onTheDay();
    const res = await call(ctx().app, 'GET', `/api/v1${path}?${query}`, { token });
    vi.useRealTimers();
    expect(res.statusCode, res.body).toBe(200);
    return res.json().meta.total;
  }

  async function expectListsMatch(token: string, tiles: Map<string, DashboardTile>) {
    for (const tile of tiles.values()) {
      if (tile.link) expect(await listTotal(token, tile.link), `${tile.id}: ${tile.link}`).toBe(tile.count);
      for (const row of tile.rows)
        if (row.count !== null && row.link) expect(await listTotal(token, row.link), row.link).toBe(row.count);
    }
  }

  const summary = (tile: DashboardTile | undefined) => ({
    count: tile?.count,
    rows: tile?.rows.map((r) => [r.label, r.light ?? r.count]),
  });

  let n: Record<string, string>;
  let gafHead: string;
  let clerk: string;

  beforeAll(async () => {
    const { app, database } = ctx();
    f = await entryFixtures(ctx());
    await patchSettings(database.db, {
      working_days: [1, 2, 3, 4, 5],
      holidays: [{ date: '2026-06-08', name: 'Aniversario provincial', recurring: false }],
    });

    // Lucía (servidor): four open entries and an attended one. Counted in working days, the
    // weekend and the holiday skipped:
    // A received Fri 5, 5 days, due Mon 15: 2 of 5 used (Tue 9, Wed 10) → green (3 without the holiday: amber).
    const a = await entry({ received: '2026-06-05T15:00:00Z', days: 5, due: '2026-06-15', assignee: 'servidor' });
    // B received Wed 3, 3 days, due Tue 9: past it → red (and overdue).
    const b = await entry({ received: '2026-06-03T15:00:00Z', days: 3, due: '2026-06-09', assignee: 'servidor' });
    // C received Tue 9, 1 day, due today: 1 of 1 used → amber.
    const c = await entry({ received: '2026-06-09T15:00:00Z', days: 1, due: '2026-06-10', assignee: 'servidor' });
    // D received Thu 4, 4 days, due Thu 11 (tomorrow): 3 of 4 used (Fri 5, Tue 9, Wed 10) → amber.
    const d = await entry({ received: '2026-06-04T15:00:00Z', days: 4, due: '2026-06-11', assignee: 'servidor' });
    await entry({
      received: '2026-06-01T15:00:00Z',
      days: 2,
      due: '2026-06-03',
      state: 'atendido',
      assignee: 'servidor',
    });
    // Jorge (jefe): G overdue, assigned to him.
    const g = await entry({ received: '2026-06-01T15:00:00Z', days: 2, due: '2026-06-03', assignee: 'jefe' });
    // OAJ's unassigned: U1 green, U2 overdue.
    const u1 = await entry({ received: '2026-06-09T15:00:00Z', days: 10, due: '2026-06-23', state: 'registrado' });
    const u2 = await entry({ received: '2026-06-02T15:00:00Z', days: 2, due: '2026-06-04', state: 'registrado' });
    // R: addressed to GAF and derived to OAJ, waiting to be received there.
    const r = await entry(
      { received: '2026-06-09T15:00:00Z', days: 5, due: '2026-06-16', state: 'registrado' },
      { destination_office_id: f.ids.GAF },
    );
    const derived = await call(app, 'POST', `/api/v1/entries/${r.id}/derive`, {
      token: f.tokens.mesapartes,
      body: { version: r.version, destinations: [{ office_id: f.ids.OAJ, action: 'atencion' }] },
    });
    expect(derived.statusCode, derived.body).toBe(200);
    // X: GAF's, overdue and unassigned; T: received today at GAF.
    const x = await entry(
      { received: '2026-06-02T15:00:00Z', days: 2, due: '2026-06-04', state: 'registrado' },
      { destination_office_id: f.ids.GAF },
    );
    const t = await entry(
      { received: '2026-06-10T14:00:00Z', days: 5, due: '2026-06-17', state: 'registrado' },
      { destination_office_id: f.ids.GAF },
    );
    n = Object.fromEntries(Object.entries({ a, b, c, d, g, u1, u2, r, x, t }).map(([k, e]) => [k, e.number]));

    // Requests of Lucía: one waiting in the queue, one observed.
    for (const state of ['pendiente', 'observada']) {
      const res = await call(app, 'POST', '/api/v1/entry-requests', {
        token: f.tokens.servidor,
        body: { ...f.body(), urgency: 'normal', subject: `Solicitud ${state}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      await database.db.update(requests).set({ state }).where(eq(requests.id, res.json().data.id));
    }

    // The courier's control in route with R's derivation on it, and a closed one.
    const [movement] = await database.db.select().from(entryMovements).where(eq(entryMovements.entry_id, r.id));
    for (const [i, state] of ['en_ruta', 'cerrada'].entries()) {
      const [control] = await database.db
        .insert(deliveryControls)
        .values({
          year: 2026,
          sequence: 900 + i,
          number: `CE-2026-00090${i}`,
          kind: 'interno',
          courier_id: f.ids['user:mensajero']!,
          scheduled_date: '2026-06-10',
          office_id: f.ids.MP!,
          registered_by: f.ids['user:mesapartes']!,
          state,
        })
        .returning();
      if (state === 'en_ruta')
        await database.db
          .insert(deliveryItems)
          .values({ control_id: control!.id, position: 1, entry_movement_id: movement!.id });
    }

    // The archive: a box past its central retention, a closed box past its office retention, an
    // expedient not due yet, and a destroyed box (neither).
    await database.db.insert(archiveExpedients).values([
      { code: 'CJ-001', title: 'Contratos 2010', state: 'transferido', central_retention_until: '2026-06-01' },
      { code: 'CJ-002', title: 'Resoluciones 2019', state: 'cerrado', office_retention_until: '2026-06-10' },
      {
        code: 'EX-003',
        title: 'Licencias 2024',
        kind: 'expediente',
        state: 'transferido',
        central_retention_until: '2026-07-01',
      },
      { code: 'CJ-004', title: 'Boletas 2001', state: 'eliminado', central_retention_until: '2020-01-01' },
    ]);

    // Scope: GAF's head, and a GAF clerk who registers but sees only their own entries.
    const gaf = await createUser(database.db, {
      username: 'jefe-gaf',
      role: 'Jefe de oficina',
      officeId: f.ids.GAF,
      names: 'Rosa',
      surnames: 'Vega',
    });
    gafHead = await tokenFor(database.db, gaf.id);
    const clerkUser = await createUser(database.db, {
      username: 'clerk-gaf',
      permissions: ['home', 'entries-create', 'entries-me'],
      officeId: f.ids.GAF,
    });
    clerk = await tokenFor(database.db, clerkUser.id);
  });

  it('shows a worker their entries with the traffic light, what is due today and tomorrow, and their observed requests', async () => {
    const tiles = await dashboard(f.tokens.servidor);
    expect([...tiles.keys()].sort()).toEqual(
      [
        'entries-mine',
        'entries-due-today',
        'entries-due-next',
        'outputs-mine',
        'entry-requests-observed',
        'output-requests-observed',
        'supporting-entries-pending',
        'archive-transfers-drafts',
        'archive-transfers-rejected',
        // Requests loans for themselves: their active ones.
        'archive-permissions-mine',
      ].sort(),
    );
    const mine = tiles.get('entries-mine')!;
    expect(summary(mine)).toEqual({
      count: 4,
      rows: [
        [n.b, 'rojo'],
        [n.c, 'ambar'],
        [n.d, 'ambar'],
        [n.a, 'verde'],
      ],
    });
    expect(mine.lights).toEqual({ verde: 1, ambar: 2, rojo: 1 });
    expect(mine.link).toBe('/entries?mine=true&open=true&sort=due_date');
    expect(summary(tiles.get('entries-due-today'))).toEqual({ count: 1, rows: [[n.c, 'ambar']] });
    expect(tiles.get('entries-due-next')).toMatchObject({ title: 'Vencen mañana', count: 1 });
    expect(summary(tiles.get('entries-due-next')).rows).toEqual([[n.d, 'ambar']]);
    expect(tiles.get('entry-requests-observed')).toMatchObject({
      count: 1,
      rows: [{ description: 'Solicitud observada' }],
    });
    expect(tiles.get('output-requests-observed')!.count).toBe(0);
    await expectListsMatch(f.tokens.servidor, tiles);
  });

  it("shows an office head their office's queue, overdue entries by person and requests waiting, never another office's", async () => {
    const tiles = await dashboard(f.tokens.jefe);
    expect(summary(tiles.get('entries-mine'))).toEqual({ count: 1, rows: [[n.g, 'rojo']] });
    expect(summary(tiles.get('entries-office-receipts'))).toEqual({ count: 1, rows: [[n.r, null]] });
    const unassigned = tiles.get('entries-office-unassigned')!;
    expect(summary(unassigned)).toEqual({
      count: 3,
      rows: [
        [n.u2, 'rojo'],
        [n.r, 'verde'],
        [n.u1, 'verde'],
      ],
    });
    expect(unassigned.lights).toEqual({ verde: 2, ambar: 0, rojo: 1 });
    // B (Lucía), G (Jorge) and U2 (nobody); X is GAF's.
    expect(summary(tiles.get('entries-office-overdue'))).toEqual({
      count: 3,
      rows: [
        ['Jorge Salazar Núñez', 1],
        ['Lucía Pérez Castillo', 1],
        ['Sin asignar', 1],
      ],
    });
    expect(tiles.get('entry-requests-office')).toMatchObject({
      count: 1,
      rows: [{ description: 'Solicitud pendiente' }],
    });
    expect(tiles.has('entries-today')).toBe(false);
    expect(tiles.has('entry-requests-queue')).toBe(false);
    await expectListsMatch(f.tokens.jefe, tiles);

    // GAF's head counts GAF's: R (addressed to GAF), X and T unassigned, X overdue.
    const gaf = await dashboard(gafHead);
    expect(gaf.get('entries-office-unassigned')!.count).toBe(3);
    expect(summary(gaf.get('entries-office-overdue'))).toEqual({ count: 1, rows: [['Sin asignar', 1]] });
    expect(gaf.get('entries-office-receipts')!.count).toBe(0);
    await expectListsMatch(gafHead, gaf);
  });

  it("shows the front desk today's registrations, the requests' queue and open controls", async () => {
    const tiles = await dashboard(f.tokens.mesapartes);
    expect(summary(tiles.get('entries-today'))).toEqual({ count: 1, rows: [[n.t, null]] });
    expect(tiles.get('entry-requests-queue')).toMatchObject({
      count: 1,
      rows: [{ description: 'Solicitud pendiente' }],
    });
    expect(tiles.get('output-requests-queue')!.count).toBe(0);
    expect(tiles.get('delivery-controls-open')).toMatchObject({
      count: 1,
      rows: [{ label: 'CE-2026-000900', description: 'Raúl Mendoza Ríos · 1 de 1 por entregar', date: '2026-06-10' }],
    });
    expect(tiles.get('outputs-returned')!.count).toBe(0);
    expect(tiles.has('delivery-controls-mine')).toBe(false);
    expect(tiles.has('entries-office-unassigned')).toBe(false);
    await expectListsMatch(f.tokens.mesapartes, tiles);

    // A clerk who registers with only their own scope does not count the front desk's registrations.
    const own = await dashboard(clerk);
    expect(own.get('entries-today')!.count).toBe(0);
    await expectListsMatch(clerk, own);
  });

  it('shows a courier their open controls with what is left to deliver', async () => {
    const tiles = await dashboard(f.tokens.mensajero);
    expect([...tiles.keys()]).toEqual(['delivery-controls-mine']);
    expect(tiles.get('delivery-controls-mine')).toMatchObject({
      count: 1,
      link: '/delivery-controls?mine=true&sort=scheduled_date',
      rows: [{ label: 'CE-2026-000900', description: '1 de 1 por entregar' }],
    });
    await expectListsMatch(f.tokens.mensajero, tiles);
  });

  it('shows an archivist the units past their retention and the boxes without a location', async () => {
    const tiles = await dashboard(f.tokens.archivero);
    expect([...tiles.values()].filter((t) => t.group === 'archive').map((t) => t.id)).toEqual([
      'archive-transfers-to-receive',
      'archive-permissions-overdue',
      'archive-permissions-active',
      'archive-retention-due',
      'archive-unplaced-boxes',
    ]);
    expect(tiles.get('archive-retention-due')).toMatchObject({
      count: 2,
      link: '/archive-central/expedients?retention_due=true&sort=retention_due_on',
      rows: [
        { label: 'CJ-001', date: '2026-06-01', description: 'Contratos 2010 · en el archivo central' },
        { label: 'CJ-002', date: '2026-06-10', description: 'Resoluciones 2019 · en la oficina' },
      ],
    });
    expect(tiles.get('archive-unplaced-boxes')).toMatchObject({
      link: '/archive-central/expedients?kind=caja&placed=false&sort=created_at',
    });
    expect(tiles.get('archive-unplaced-boxes')!.rows.map((r) => r.label)).toEqual(['CJ-001', 'CJ-002']);
    await expectListsMatch(f.tokens.archivero, tiles);
  });

  it('shows the administrator every group, counted over everything', async () => {
    const tiles = await dashboard(f.tokens.admin);
    expect(new Set([...tiles.values()].map((t) => t.group))).toEqual(
      new Set(['mine', 'office', 'front-desk', 'delivery', 'archive', 'system']),
    );
    expect(tiles.get('entries-today')!.count).toBe(1);
    expect(tiles.get('archive-retention-due')!.count).toBe(2);
    await expectListsMatch(f.tokens.admin, tiles);
  });

  describe('refusals', () => {
    it('asks for a session and the home key', async () => {
      expect((await call(ctx().app, 'GET', '/api/v1/dashboard')).statusCode).toBe(401);
      const none = await createUser(ctx().database.db, { username: 'sin-tablero', permissions: ['profile'] });
      const res = await call(ctx().app, 'GET', '/api/v1/dashboard', {
        token: await tokenFor(ctx().database.db, none.id),
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
