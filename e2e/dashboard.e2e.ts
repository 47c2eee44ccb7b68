/**
 * The Tablero of each demo role on the demo data: the tiles of what they do, each count equal to
 * the total of the list it opens, a click through to that filtered list; the office head's
 * Tablero updating live when a derivation reaches their office. Pages at 1366 and 375 px.
 */
import type { DashboardAnswer, DashboardTile } from '@shared/schemas/dashboard';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs } from './support/api';
import { eventually, heading, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, settled, signInAs } from './support/browser';

let browser: Browser;

/** Unique per run, so this file may run after others on the same server. */
const RUN = String(Date.now()).slice(-6);
const DAY = 86_400_000;
let desk: Api;
let typeId: number;
let senderId: number;
let office: (code: string) => number;

type Entry = { id: number; version: number; number: string };

/** An entry for `destination` that arrived `daysAgo` days ago with a term of `days` working days. */
async function entryFor(destination: string, daysAgo: number, days: number, subject: string): Promise<Entry> {
  const { data } = await desk<{ data: Entry }>('POST', '/api/v1/entries', {
    received_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
    channel: 'presencial',
    type_entry_id: typeId,
    sender_id: senderId,
    subject: `${subject} ${RUN}`,
    folios: 2,
    destination_office_id: office(destination),
    response_days: days,
  });
  return data;
}

/**
 * What each role finds waiting (the browser tests' data has no correspondence): Lucía an overdue
 * entry and a fresh one, Jorge an overdue one, OAJ a derivation to receive, and the courier a
 * control carrying it.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  desk = await apiAs('mesapartes');
  const offices = (await admin<{ data: { id: number; code: string }[] }>('GET', '/api/v1/offices?per_page=100')).data;
  office = (code: string) => offices.find((o) => o.code === code)!.id;
  const users = (await admin<{ data: { id: number; username: string }[] }>('GET', '/api/v1/users?per_page=100')).data;
  const user = (username: string) => users.find((u) => u.username === username)!.id;
  typeId = (
    await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
      code: `TB${RUN}`,
      name: `Consulta ${RUN}`,
      response_days: 5,
    })
  ).data.id;
  senderId = (
    await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: `46${RUN}`,
      names: 'Elena',
      surnames: `Huamaní Rojas ${RUN}`,
    })
  ).data.id;
  const assign = async (entry: Entry, username: string) =>
    desk('POST', `/api/v1/entries/${entry.id}/assign`, { version: entry.version, user_id: user(username) });
  await assign(await entryFor('OAJ', 12, 2, 'Reclamo por cobro indebido de arbitrios'), 'servidor');
  await assign(await entryFor('OAJ', 0, 5, 'Solicitud de copia certificada'), 'servidor');
  await assign(await entryFor('OAJ', 9, 2, 'Opinión legal sobre convenio'), 'jefe');
  const derived = await entryFor('GAF', 1, 5, 'Consulta sobre contrato de locación');
  await desk('POST', `/api/v1/entries/${derived.id}/derive`, {
    version: derived.version,
    destinations: [{ office_id: office('OAJ'), action: 'opinion' }],
  });
  const movements = await desk<{ data: { id: number }[] }>('GET', `/api/v1/entries/${derived.id}/movements`);
  const control = await desk<{ data: { id: number } }>('POST', '/api/v1/delivery-controls', {
    kind: 'interno',
    courier_id: user('mensajero'),
    zone: 'Sede central',
    scheduled_date: new Date().toISOString().slice(0, 10),
  });
  await desk('POST', `/api/v1/delivery-controls/${control.data.id}/items`, {
    entry_movement_ids: movements.data.map((m) => m.id),
  });
});

afterAll(async () => {
  await browser?.close();
});

async function tilesOf(api: Api): Promise<Map<string, DashboardTile>> {
  const answer = await api<DashboardAnswer>('GET', '/api/v1/dashboard');
  return new Map(answer.tiles.map((t) => [t.id, t]));
}

/** The total of the list a tile opens, as the API counts it for the same person. */
/** Screens not at their resource's name. */
const API_OF_SCREEN: Record<string, string> = {
  '/archive-central/permissions': '/archive-temporary-permissions',
  '/archive-central/expedients': '/archive-expedients',
  '/archive-central/transfers': '/archive-transfers',
};

async function listTotal(api: Api, link: string): Promise<number> {
  const [screen, query] = link.split('?');
  const path = API_OF_SCREEN[screen!] ?? screen;
  return (await api<{ meta: { total: number } }>('GET', `/api/v1${path}?${query}`)).meta.total;
}

const tileOn = (page: Page, id: string) => page.locator(`[data-tile="${id}"]`);

async function groupHeadings(page: Page): Promise<string[]> {
  return (await page.locator('.dashboard-group > h2').allTextContents()).map((t) => t.trim());
}

async function countOn(page: Page, id: string): Promise<string> {
  return ((await tileOn(page, id).locator('.tile-count').textContent()) ?? '').trim();
}

/** Opens the Tablero of a demo user, checks its groups and that each tile counts its list. */
async function openTablero(page: Page, username: string, groups: string[]): Promise<Map<string, DashboardTile>> {
  await signInAs(page, username, '/');
  await page.locator('.dashboard-tile').first().waitFor();
  await settled(page);
  expect(await groupHeadings(page)).toEqual(groups);
  const api = await apiAs(username);
  const tiles = await tilesOf(api);
  for (const tile of tiles.values()) {
    // The text reading's backlog moves while the server reads the demo's files: shown, not compared.
    if (tile.id === 'attachment-texts-backlog') continue;
    expect(await countOn(page, tile.id), tile.id).toBe(String(tile.count));
    if (tile.link) expect(await listTotal(api, tile.link), tile.link).toBe(tile.count);
  }
  return tiles;
}

/** Clicks a tile's count and lands on its list, filtered: the tile's first row is in it. */
async function clickThrough(page: Page, tile: DashboardTile): Promise<void> {
  await tileOn(page, tile.id).locator('a.tile-count').click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === tile.link);
  const first = tile.rows[0];
  if (first) await page.locator('table tbody').getByText(first.label, { exact: true }).first().waitFor();
}

async function phoneShot(username: string, name: string): Promise<void> {
  await withPage(
    browser,
    async (page) => {
      await signInAs(page, username, '/');
      await page.locator('.dashboard-tile').first().waitFor();
      await screenshot(page, name);
    },
    PHONE,
  );
}

describe('the Tablero of each demo role', () => {
  it('servidor: their entries with the traffic light and what falls due, then the list behind it', async () => {
    await withPage(browser, async (page) => {
      const tiles = await openTablero(page, 'servidor', ['Mis pendientes', 'Mi oficina']);
      const mine = tiles.get('entries-mine')!;
      expect(mine.count).toBeGreaterThan(0);
      expect(mine.lights).not.toBeNull();
      const lights = tileOn(page, 'entries-mine').getByRole('list', { name: 'Semáforo' });
      expect(await lights.textContent()).toContain(`${mine.lights!.rojo} vencido`);
      expect(await tileOn(page, 'entries-mine').locator('.tile-row .traffic-light').count()).toBe(mine.rows.length);
      await tileOn(page, 'entries-due-today').waitFor();
      await screenshot(page, 'dashboard-servidor-desktop');
      await clickThrough(page, mine);
      await heading(page, 'Ingresos documentales').waitFor();
      await screenshot(page, 'dashboard-servidor-list');
    });
    await phoneShot('servidor', 'dashboard-servidor-phone');
  });

  it('jefe: the office queue and overdue entries by person, a person opening their overdue entries', async () => {
    await withPage(browser, async (page) => {
      const tiles = await openTablero(page, 'jefe', ['Mis pendientes', 'Mi oficina']);
      const overdue = tiles.get('entries-office-overdue')!;
      const person = overdue.rows[0]!;
      expect(person.count).toBeGreaterThan(0);
      await screenshot(page, 'dashboard-jefe-desktop');
      await tileOn(page, 'entries-office-overdue').getByRole('link', { name: person.label }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === person.link);
      await heading(page, 'Ingresos documentales').waitFor();
      await eventually(async () =>
        expect(await page.locator('table tbody tr').count()).toBe(Math.min(person.count!, 25)),
      );
      expect(await page.locator('.list-other-filters').textContent()).toContain('responsable');
      await screenshot(page, 'dashboard-jefe-overdue-list');
    });
    await phoneShot('jefe', 'dashboard-jefe-phone');
  });

  it("mesapartes: today's registrations, the requests' queue, open controls and returns", async () => {
    await withPage(browser, async (page) => {
      const tiles = await openTablero(page, 'mesapartes', ['Mis pendientes', 'Mesa de partes']);
      for (const id of ['entries-today', 'entry-requests-queue', 'delivery-controls-open', 'outputs-returned'])
        expect(tiles.has(id), id).toBe(true);
      await screenshot(page, 'dashboard-mesapartes-desktop');
      await clickThrough(page, tiles.get('delivery-controls-open')!);
      await heading(page, 'Controles de entrega').waitFor();
    });
    await phoneShot('mesapartes', 'dashboard-mesapartes-phone');
  });

  it('mensajero: their open controls with what is left to deliver', async () => {
    await withPage(browser, async (page) => {
      const tiles = await openTablero(page, 'mensajero', ['Mensajería']);
      const mine = tiles.get('delivery-controls-mine')!;
      expect(mine.count).toBeGreaterThan(0);
      expect(await tileOn(page, 'delivery-controls-mine').textContent()).toMatch(/\d+ de \d+ por entregar/);
      await screenshot(page, 'dashboard-mensajero-desktop');
      await clickThrough(page, mine);
      await heading(page, 'Controles de entrega').waitFor();
    });
    await phoneShot('mensajero', 'dashboard-mensajero-phone');
  });

  it('archivero: retention due and boxes without a location', async () => {
    await withPage(browser, async (page) => {
      // The archive reads all correspondence (to archive it), so its own pending items show too.
      const tiles = await openTablero(page, 'archivero', ['Mis pendientes', 'Archivo central']);
      expect([...tiles.values()].filter((t) => t.group === 'archive').map((t) => t.id)).toEqual([
        'archive-transfers-to-receive',
        'archive-permissions-overdue',
        'archive-permissions-active',
        'archive-retention-due',
        'archive-unplaced-boxes',
      ]);
      await screenshot(page, 'dashboard-archivero-desktop');
    });
    await phoneShot('archivero', 'dashboard-archivero-phone');
  });

  it('admin: every group', async () => {
    await withPage(browser, async (page) => {
      const tiles = await openTablero(page, 'admin', [
        'Mis pendientes',
        'Mi oficina',
        'Mesa de partes',
        'Mensajería',
        'Archivo central',
        'Sistema',
      ]);
      await tileOn(page, 'attachment-texts-backlog').getByText('Lectura de texto de adjuntos por hacer').waitFor();
      await screenshot(page, 'dashboard-admin-desktop');
      await clickThrough(page, tiles.get('entries-today')!);
      await heading(page, 'Ingresos documentales').waitFor();
    });
  });
});

describe('live', () => {
  it("counts a derivation to the office head's office as it arrives, without a reload", async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/');
      const receipts = tileOn(page, 'entries-office-receipts');
      await receipts.waitFor();
      await settled(page);
      const before = Number(await countOn(page, 'entries-office-receipts'));

      const entry = await entryFor('GAF', 0, 5, 'Consulta legal sobre una licencia de funcionamiento');
      await desk('POST', `/api/v1/entries/${entry.id}/derive`, {
        version: entry.version,
        destinations: [{ office_id: office('OAJ'), action: 'opinion' }],
      });

      await eventually(
        async () => expect(await countOn(page, 'entries-office-receipts')).toBe(String(before + 1)),
        15_000,
      );
      await screenshot(page, 'dashboard-jefe-live', { fullPage: false });
    });
  });
});
