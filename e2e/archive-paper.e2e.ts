/**
 * The archive's paper: a box found by scanning its label, the labels of a box and of a shelf
 * (looked at as images), a support folder turned into an expedient, and a lent box opened by its
 * borrower, read-only.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, firstOption } from './support/api';
import { eventually, heading, withPage } from './support/app';
import { baseUrl, DEMO_PASSWORD, launchBrowser, loginAs, SCREENSHOTS, screenshot } from './support/browser';
import { BORROWER } from './support/fixtures';
import { humanTypist, typeAndPick } from './support/typing';

const BASE = '/archive-central/expedients';
let browser: Browser;
let admin: Api;
let archivist: Api;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiAs('admin');
  archivist = await apiAs('archivero');
});

afterAll(async () => {
  await browser?.close();
});

type Unit = {
  id: number;
  code: string;
  version: number;
  location: { topographic_code: string } | null;
  documents?: { source_kind: string | null; source_id: number | null }[];
};

/** A PDF as the archivist downloads it, with its first page as a PNG beside the screenshots. */
async function pdfPage(url: string, name: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'archivero', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${baseUrl()}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, path.join(SCREENSHOTS, name)]);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

const actions = (page: Page) => page.locator('.record-actions');

describe('the archive’s paper', () => {
  it('opens a box by scanning its label, and prints the labels of a box and of its shelf', async () => {
    const { data: found } = await archivist<{ data: Unit[] }>('GET', `${'/api/v1/archive-expedients'}?code=CAJA-002`);
    const box = found[0]!;
    const label = await pdfPage(`/api/v1/archive-expedients/${box.id}/label`, 'archive-label-box');
    expect(label).toContain(`Ubicación: ${box.location!.topographic_code}`);
    const { data: shelves0 } = await admin<{ data: { id: number; topographic_code: string }[] }>(
      'GET',
      '/api/v1/physical-locations?kind=estante&sort=code&q=E01',
    );
    const shelf = shelves0.find((s) => s.topographic_code === 'A-D1-E01')!;
    const shelves = await pdfPage(`/api/v1/physical-locations/${shelf.id}/labels`, 'archive-labels-shelf');
    expect(shelves).toContain('Estante E01');
    expect(shelves).toContain('Nivel N1');

    await withPage(browser, async (page) => {
      await loginAs(page, 'archivero');
      await page.goto(BASE);
      await heading(page, 'Expedientes/Cajas').waitFor();
      const scan = page.getByRole('textbox', { name: 'Escanear rótulo de caja' });
      await scan.click();
      await humanTypist(page, 27).type(scan, 'CAJA-999', { pauseAfter: 4, longPauseMs: 600 });
      await page.keyboard.press('Enter');
      await page
        .getByRole('alert')
        .filter({ hasText: 'No hay ninguna caja ni expediente con el código CAJA-999.' })
        .waitFor();
      await screenshot(page, 'archive-scan-unknown');
      await scan.fill('');
      await humanTypist(page, 28).type(scan, 'caja-002', { pauseAfter: 4, longPauseMs: 600 });
      await page.keyboard.press('Enter');
      await heading(page, 'Unidad CAJA-002').waitFor();
      await actions(page).getByRole('button', { name: 'Rótulo' }).waitFor();

      await page.goto(`/archive-central/physical-locations/${shelf.id}`);
      await page.getByRole('button', { name: 'Rótulos' }).waitFor();
      await screenshot(page, 'archive-shelf-labels-button');
    });
  });

  it('turns a support folder into an expedient from its page', async () => {
    const jefe = await apiAs('jefe');
    const stamp = String(Date.now()).slice(-5);
    const oaj = await firstOption(admin, 'offices', 'OAJ');
    await admin('POST', '/api/v1/series', {
      code: `CAR${stamp}`,
      name: `Carpetas convertidas ${stamp}`,
      office_id: oaj.id,
      years_office: 2,
      years_central: 5,
      disposition: 'E',
    });
    const { data: type } = await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
      code: `CV${stamp}`,
      name: `Informe convertido ${stamp}`,
      response_days: 5,
    });
    const { data: citizen } = await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: `41${stamp}7`,
      names: 'Julia',
      surnames: 'Quispe Mamani',
    });
    const doc = await jefe<{ data: { id: number; version: number } }>('POST', '/api/v1/supporting-entries', {
      type_id: type.id,
      party_kind: 'ciudadano',
      party_citizen_id: citizen.id,
      subject: 'Informe para el expediente',
      folios: 2,
    });
    await jefe('POST', `/api/v1/supporting-entries/${doc.data.id}/attend`, { version: doc.data.version });
    const folder = await jefe<{ data: { id: number; version: number } }>('POST', '/api/v1/folders', {
      name: `Carpeta por convertir ${stamp}`,
      visibility: 'oficina',
    });
    await jefe('POST', `/api/v1/folders/${folder.data.id}/items`, {
      version: folder.data.version,
      item_type: 'supporting-entries',
      item_id: doc.data.id,
    });

    await withPage(browser, async (page) => {
      await loginAs(page, 'jefe');
      await page.goto(`/folders/${folder.data.id}`);
      await actions(page).getByRole('button', { name: 'Convertir en expediente' }).click();
      const dialog = page.getByRole('dialog', { name: /Convertir .* en expediente/ });
      await dialog.locator('#code').click();
      await humanTypist(page, 31).type(dialog.locator('#code'), `oaj-${stamp}`);
      await typeAndPick(
        page,
        dialog.locator('#series_id'),
        `Carpetas convertidas ${stamp}`,
        `Carpetas convertidas ${stamp}`,
      );
      await screenshot(page, 'archive-folder-to-expedient');
      await dialog.getByRole('button', { name: 'Convertir en expediente' }).click();
      await page.getByRole('link', { name: `OAJ-${stamp}` }).waitFor();
      await eventually(async () =>
        expect(await page.locator('.record-history').textContent()).toContain('Convertida en expediente'),
      );
      await screenshot(page, 'archive-folder-converted');
      await page.getByRole('link', { name: `OAJ-${stamp}` }).click();
      await heading(page, `Unidad OAJ-${stamp}`).waitFor();
    });
  });

  it('opens a lent box to its borrower, read-only, and offers no «Archivar en carpeta» inside it', async () => {
    const head = await apiAs('jefe');
    // A box of the borrower's own office: the loan needs no other head's authorisation.
    const gaf = await firstOption(admin, 'offices', 'GAF');
    const made = await admin<{ data: Unit }>('POST', '/api/v1/archive-expedients', {
      code: `CAJA-P${String(Date.now()).slice(-5)}`,
      title: 'Caja prestada a la gerencia',
      kind: 'caja',
      office_id: gaf.id,
    });
    const box = (await archivist<{ data: Unit }>('GET', `/api/v1/archive-expedients/${made.data.id}`)).data;
    const { data: borrower } = await archivist<{ data: { id: number }[] }>(
      'GET',
      `/api/v1/users/lookup?q=${encodeURIComponent(BORROWER.surnames)}`,
    );
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    const until = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    type Saved = { data: { id: number; version: number; state: string; can: Record<string, boolean> } };
    const requested = await archivist<Saved>('POST', '/api/v1/archive-temporary-permissions', {
      holder_id: borrower[0]!.id,
      item_kind: 'archive-expedients',
      item_id: box.id,
      type: 'consulta_sala',
      reason: 'Consulta de la caja para un informe',
      starts_on: today,
      until_on: until,
    });
    const base = `/api/v1/archive-temporary-permissions/${requested.data.id}`;
    let loan = await archivist<Saved>('POST', `${base}/approve`, { version: requested.data.version });
    if (loan.data.state === 'por_autorizar')
      loan = await head<Saved>('POST', `${base}/authorize`, { version: loan.data.version });
    expect(loan.data.state).toBe('vigente');
    const entry = box.documents?.find((d) => d.source_kind === 'entries');
    try {
      await withPage(browser, async (page) => {
        await loginAs(page, BORROWER.username);
        await page.goto(`${BASE}/${box.id}`);
        await heading(page, `Unidad ${box.code}`).waitFor();
        expect(await actions(page).getByRole('button', { name: 'Cerrar unidad' }).count()).toBe(0);
        expect(await actions(page).getByRole('button', { name: 'Ubicar' }).count()).toBe(0);
        await screenshot(page, 'archive-borrower-box');
        if (entry) {
          await page.goto(`/entries/${entry.source_id}`);
          await heading(page, /^Ingreso /).waitFor();
          await page.locator('.record-show').waitFor();
          expect(await page.getByRole('button', { name: 'Archivar en carpeta' }).count()).toBe(0);
          await screenshot(page, 'archive-borrower-entry');
        }
      });
    } finally {
      await archivist('POST', `${base}/return`, { version: loan.data.version, return_notes: 'Completo' });
    }
  });
});
