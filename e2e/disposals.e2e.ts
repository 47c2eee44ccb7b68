/**
 * Eliminación documental (archivero): from *Expedientes/Cajas* to the disposals, a new inventory
 * picked from the candidates, its signed resolution attached, approved, executed before witnesses,
 * and the minutes printed; the units end `eliminado` with their data intact. Its volume comes from
 * its units (no field to type it) and its Historial names the people and the units' codes.
 * 1366 and 375 px.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs } from './support/api';
import { eventually, heading, withPage } from './support/app';
import { baseUrl, launchBrowser, PHONE, SCREENSHOTS, screenshot, signInAs } from './support/browser';
import { typeSearch } from './support/typing';

let browser: Browser;
let archivist: Api;
const RUN = String(Date.now()).slice(-6);
const units: { id: number; code: string }[] = [];

/** A token of the archivist, for the files and papers. */
async function token(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: 'archivero', password: 'folio-demo' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  archivist = await apiAs('archivero');
  const { data: offices } = await admin<{ data: { id: number }[] }>('GET', '/api/v1/offices/lookup?q=GAF');
  const { data: serie } = await admin<{ data: { id: number } }>('POST', '/api/v1/series', {
    code: `EL${RUN}`,
    name: `Comprobantes de pago ${RUN}`,
    office_id: offices[0]!.id,
    years_office: 2,
    years_central: 3,
    disposition: 'E',
  });
  // Closed 2016-12-31 with 2 + 3 years: central retention over on 2021-12-31.
  for (const year of [2015, 2016]) {
    const { data: unit } = await archivist<{ data: { id: number; code: string; version: number } }>(
      'POST',
      '/api/v1/archive-expedients',
      {
        code: `CP-${RUN}-${year}`,
        title: `Comprobantes de pago ${year}`,
        kind: 'expediente',
        office_id: offices[0]!.id,
        series_id: serie.id,
      },
    );
    await archivist('POST', `/api/v1/archive-expedients/${unit.id}/close`, {
      version: unit.version,
      closed_on: `${year}-12-31`,
    });
    units.push(unit);
  }
});

afterAll(async () => {
  await browser?.close();
});

async function savePdf(url: string, name: string) {
  const res = await fetch(`${baseUrl()}${url}`, { headers: { Authorization: `Bearer ${await token()}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const file = path.join(SCREENSHOTS, `${name}.pdf`);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(SCREENSHOTS, name)]);
}

async function uploadResolution(id: number) {
  const pdf = fs.readFileSync(path.join(SCREENSHOTS, 'disposals-inventory.pdf'));
  const form = new FormData();
  form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'Resolución firmada.pdf');
  const res = await fetch(`${baseUrl()}/api/v1/archive-disposals/${id}/attachments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await token()}` },
    body: form,
  });
  expect(res.status).toBe(201);
}

describe('disposal (archivero)', () => {
  it('picks candidates, approves with the resolution, executes and prints the minutes', async () => {
    let id = 0;
    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', '/archive-central/expedients');
      await heading(page, 'Expedientes/Cajas').waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Eliminación documental' }).click();
      await heading(page, 'Eliminación documental').waitFor();
      await page.getByRole('link', { name: 'Nueva eliminación' }).click();
      await heading(page, 'Nueva eliminación').waitFor();
      // A plain search box (no lookup, no id): typed as a person types, then the list filters.
      await typeSearch(page, page.getByLabel('Buscar entre los candidatos'), RUN);
      for (const unit of units) await page.getByLabel(`Incluir ${unit.code} en el inventario`).check();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'en el inventario' }).textContent())
        .toContain('2 de');
      // The volume is computed from the units: the form has no field for it.
      expect(await page.getByLabel(/Volumen/).count()).toBe(0);
      await screenshot(page, 'disposals-form-desktop');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.waitForURL((url) => /^\/archive-central\/disposals\/\d+$/.test(url.pathname));
      id = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByText('Para aprobarla, adjunte la resolución firmada').waitFor();
      // Two expedients without folios: 0.01 m each.
      expect(await page.locator('.record-show').textContent()).toMatch(/Volumen\s*0[.,]02 m/);
      await savePdf(`/api/v1/archive-disposals/${id}/inventory`, 'disposals-inventory');
      await uploadResolution(id);
      await page.reload();

      await page.getByRole('button', { name: 'Aprobar' }).click();
      const approve = page.getByRole('dialog');
      await typeSearch(page, approve.locator('#resolution_number'), `RG-${RUN}-2026`);
      await approve.getByRole('button', { name: 'Aprobar' }).click();
      await page.locator('.record-tags').getByText('Aprobada', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Ejecutar eliminación' }).click();
      const execute = page.getByRole('dialog');
      await execute.locator('#witnesses').fill('Ana Torres Vega\nLuis Ramos Díaz');
      await screenshot(page, 'disposals-execute-dialog');
      await execute.getByRole('button', { name: 'Ejecutar eliminación' }).click();
      await page.locator('.record-tags').getByText('Ejecutada', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Acta de eliminación' }).waitFor();
      await screenshot(page, 'disposals-show-desktop');
      // The Historial: people by name, the inventory by the units' codes.
      const historial = page.getByRole('region', { name: 'Historial' });
      const created = historial.locator('tr').filter({ hasText: 'Inventario (unidades)' });
      await created.waitFor();
      expect(await created.textContent()).toContain(`Inventario (unidades): ${units.map((u) => u.code).join(', ')}`);
      expect(await created.textContent()).toContain('Registrada por: Ana Torres Benítez');
      await eventually(async () => {
        const history = (await historial.textContent()) ?? '';
        expect(history).toContain('Aprobada por: — → Ana Torres Benítez');
        expect(history).toContain('Ejecutada por: — → Ana Torres Benítez');
      });
      await historial.scrollIntoViewIfNeeded();
      await screenshot(page, 'disposals-history-desktop', { fullPage: false });
    });
    await savePdf(`/api/v1/archive-disposals/${id}/minutes`, 'disposals-minutes');
    for (const unit of units) {
      const { data } = await archivist<{ data: { state: string; code: string; closed_on: string } }>(
        'GET',
        `/api/v1/archive-expedients/${unit.id}`,
      );
      expect(data).toMatchObject({ state: 'eliminado', code: unit.code });
    }
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'archivero', `/archive-central/disposals/${id}`);
        await eventually(async () =>
          expect(await page.getByText('Inventario de eliminación (2 unidades)').count()).toBe(1),
        );
        await screenshot(page, 'disposals-show-phone');
        await page.goto('/archive-central/disposals');
        await heading(page, 'Eliminación documental').waitFor();
        await screenshot(page, 'disposals-list-phone');
      },
      PHONE,
    );
  });
});
