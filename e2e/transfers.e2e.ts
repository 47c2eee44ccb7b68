/**
 * The archivist's day with a transfer: the head of OAJ, who has no menu entry for transfers,
 * reaches them from the Tablero's «Transferencias en borrador», prepares one with three closed
 * boxes of the office and sends it; the archivist finds it in «Transferencias por recibir» (and
 * the «Transferencias» button of "Expedientes/Cajas"), receives it in a 1366×768 window — the
 * dialog's units scroll, its buttons stay in view —, rejects one box with its observation,
 * accepts the others and places them on a level of the shelves; the head is told how many were
 * accepted and rejected and finds it among «Transferencias recibidas con rechazos».
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, firstOption } from './support/api';
import { eventually, expectPath, groupLinks, groupToggle, heading, sideMenu, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { humanTypist } from './support/typing';

const BASE = '/archive-central/transfers';
/** A laptop's usual window, shorter than the tests' desktop. */
const LAPTOP = { width: 1366, height: 768 };
let browser: Browser;
let admin: Api;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiAs('admin');
});

afterAll(async () => {
  await browser?.close();
});

type Saved = { data: { id: number; code: string; version: number } };

/** Three closed boxes of OAJ, made for this test only. */
async function closedBoxes(stamp: string) {
  const office = await firstOption(admin, 'offices', 'OAJ');
  await admin('POST', '/api/v1/series', {
    code: `TRF${stamp}`,
    name: `Informes legales ${stamp}`,
    office_id: office.id,
    years_office: 2,
    years_central: 8,
    disposition: 'CT',
  });
  const serie = await firstOption(admin, 'series', `Informes legales ${stamp}`);
  const codes: string[] = [];
  for (let n = 1; n <= 3; n++) {
    const box = await admin<Saved>('POST', '/api/v1/archive-expedients', {
      code: `TRF-${stamp}-${n}`,
      title: `Informes legales ${stamp} caja ${n}`,
      kind: 'caja',
      box_number: n,
      office_id: office.id,
      series_id: serie.id,
    });
    // A box is closed with what it holds, closed first.
    const inside = await admin<Saved>('POST', '/api/v1/archive-expedients', {
      code: `TRF-${stamp}-${n}-1`,
      title: `Informe legal ${stamp}-${n}`,
      kind: 'expediente',
      office_id: office.id,
      series_id: serie.id,
      container_id: box.data.id,
    });
    await admin('POST', `/api/v1/archive-expedients/${inside.data.id}/close`, { version: inside.data.version });
    await admin('POST', `/api/v1/archive-expedients/${box.data.id}/close`, { version: box.data.version });
    codes.push(box.data.code);
  }
  return codes;
}

/**
 * A level of four places in a building of this test's own, where the accepted boxes go: the demo's
 * sede central keeps the occupancy other browser tests count.
 */
async function ownLevel(stamp: string): Promise<string> {
  const node = async (kind: string, parent_id: number | null, code: string, capacity: number | null = null) =>
    (
      await admin<{ data: { id: number } }>('POST', '/api/v1/physical-locations', {
        kind,
        parent_id,
        code,
        name: null,
        capacity,
        notes: null,
      })
    ).data.id;
  const building = `T${stamp}`;
  await node(
    'nivel',
    await node(
      'cuerpo',
      await node('estante', await node('deposito', await node('edificio', null, building), 'D1'), 'E01'),
      'C1',
    ),
    'N1',
    4,
  );
  return `${building}-D1-E01-C1-N1`;
}

/**
 * One unit taken in the form's units lookup (a multiple one) as a clerk takes it: its code typed at
 * a clerk's pace, the list awaited until it answers what was typed in full, then the unit clicked.
 * The list then shuts and the unit shows as a chip. (Clicking before the lookup's typing delay has
 * run out lets the pending search open the list again right after the pick.)
 */
async function pickUnit(page: Page, input: Locator, code: string, seed: number): Promise<void> {
  await input.click();
  const panel = page.locator('.p-autocomplete-panel').last();
  const answered = page.waitForResponse(
    (r) => r.url().includes('/archive-transfers/candidates') && new URL(r.url()).searchParams.get('q') === code,
  );
  await humanTypist(page, seed).type(input, code, { during: () => panel.waitFor() });
  await answered;
  await panel.locator('.p-autocomplete-item', { hasText: code }).first().click();
  await panel.waitFor({ state: 'detached' });
  const field = input.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " p-autocomplete ")][1]');
  await eventually(async () =>
    expect(await field.locator('.p-autocomplete-token-label').allTextContents()).toContain(code),
  );
  expect(await input.inputValue(), 'the input empties once the unit is taken').toBe('');
}

const actions = (page: Page) => page.locator('.record-actions');
const tileOn = (page: Page, id: string) => page.locator(`[data-tile="${id}"]`);
const data = (page: Page) => page.locator('.record-show');

describe('a transfer from the office to the central archive', () => {
  it('is sent by the office and received by the archivist, one box rejected and the others placed', async () => {
    const stamp = String(Date.now()).slice(-6);
    const codes = await closedBoxes(stamp);
    const level = await ownLevel(stamp);
    let number = '';

    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/');
      // The Tablero's tile counts the office's drafts (shown even when there are none)…
      const drafts = tileOn(page, 'archive-transfers-drafts');
      await drafts.getByRole('heading', { name: 'Transferencias en borrador', exact: true }).waitFor();
      // …and the menu's Archivo Central › Transferencias is the office's way in.
      await groupToggle(page, 'Archivo Central').click();
      expect(await groupLinks(page, 'Archivo Central')).toEqual(['Transferencias', 'Permisos de acceso']);
      await sideMenu(page).getByRole('link', { name: 'Transferencias', exact: true }).click();
      await page.waitForURL((url) => url.pathname === BASE);
      await heading(page, 'Transferencias').waitFor();
      await page.getByRole('link', { name: 'Nueva transferencia' }).click();
      await heading(page, 'Nueva transferencia').waitFor();
      const unitsInput = page.locator('#expedient_ids');
      for (const [n, code] of codes.entries()) await pickUnit(page, unitsInput, code, 2026 + n);
      const picked = unitsInput.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " p-autocomplete ")][1]');
      expect(await picked.locator('.p-autocomplete-token-label').allTextContents()).toEqual(codes);
      await screenshot(page, 'transfers-form-desktop');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await heading(page, /^Transferencia TR-\d{4}-\d{3}$/).waitFor();
      number = (await heading(page, /^Transferencia TR-/).textContent())!.replace('Transferencia ', '').trim();
      const units = page.getByRole('region', { name: /^Unidades \(3\)/ });
      await units.waitFor();
      await actions(page).getByRole('button', { name: 'Enviar al archivo central' }).click();
      await page.locator('.p-confirm-dialog-accept').click();
      await eventually(async () =>
        expect(await page.locator('.p-tag').filter({ hasText: 'Enviada' }).count()).toBeGreaterThan(0),
      );
      await screenshot(page, 'transfers-sent-desktop');
    });

    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', '/');
      await page.getByRole('button', { name: 'Archivo Central' }).click();
      await page.getByTestId('side-menu').getByRole('link', { name: 'Expedientes/Cajas' }).click();
      await heading(page, 'Expedientes/Cajas').waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Transferencias' }).click();
      await expectPath(page, BASE);
      await page.getByRole('link', { name: number, exact: true }).waitFor();
    });

    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'archivero', '/');
        const waiting = tileOn(page, 'archive-transfers-to-receive');
        await waiting.getByRole('heading', { name: 'Transferencias por recibir', exact: true }).waitFor();
        expect(Number(await waiting.locator('.tile-count').textContent())).toBeGreaterThan(0);
        await screenshot(page, 'transfers-tablero-archivero', { fullPage: false });
        await waiting.locator('a.tile-count').click();
        await page.waitForURL((url) => url.pathname === BASE && url.searchParams.get('state') === 'enviada');
        await page.getByRole('link', { name: number, exact: true }).click();
        await heading(page, `Transferencia ${number}`).waitFor();
        await actions(page).getByRole('button', { name: 'Recibir' }).click();
        const dialog = page.getByRole('dialog', { name: `Recibir transferencia ${number}` });
        const third = dialog.getByRole('listitem', { name: `Unidad ${codes[2]}` });
        await third.getByRole('button', { name: 'Rechazar' }).click();
        await third.getByLabel('Motivo del rechazo').pressSequentially('Caja sin rotular ni foliar.', { delay: 30 });
        // A PrimeReact Dropdown: its box is what a person clicks (the labelled input is a hidden helper).
        await dialog.locator('.p-dropdown:has(#receive-level)').click();
        await page
          .locator('.p-dropdown-panel')
          .getByRole('option')
          .filter({ hasText: `${level} · 4 libres de 4` })
          .click();
        await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
        await eventually(async () => expect(await dialog.textContent()).toContain(`Desde ${level}-P01`));
        // The footer stays in the 768 px window however many units the dialog lists.
        const submit = dialog.getByRole('button', { name: 'Recibir transferencia' });
        const box = (await submit.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(LAPTOP.height);
        const body = dialog.locator('.p-dialog-content');
        expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
        await screenshot(page, 'transfers-receive-desktop', { fullPage: false });
        await submit.click();
        await eventually(async () => expect(await data(page).textContent()).toContain('2 aceptadas · 1 rechazada'));
        const units = page.getByRole('region', { name: /^Unidades \(3\)/ });
        const text = (await units.textContent()) ?? '';
        expect(text).toContain('Observación: Caja sin rotular ni foliar.');
        expect(text.split(`ubicada en ${level}-P`)).toHaveLength(3);
        await screenshot(page, 'transfers-received-desktop');
      },
      LAPTOP,
    );

    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/');
      const rejected = tileOn(page, 'archive-transfers-rejected');
      await rejected.getByRole('link', { name: number, exact: true }).waitFor();
      expect(await rejected.textContent()).toContain('1 unidad rechazada');
      await page.goto('/notifications');
      await page
        .getByText(`El archivo central recibió la transferencia ${number}: 2 unidades aceptadas y 1 rechazada.`, {
          exact: true,
        })
        .waitFor();
      await screenshot(page, 'transfers-jefe-notified');
    });

    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'archivero', `${BASE}?q=${number}`);
        await page.getByRole('link', { name: number, exact: true }).first().click();
        await heading(page, `Transferencia ${number}`).waitFor();
        await screenshot(page, 'transfers-show-phone');
      },
      PHONE,
    );
  });
});
