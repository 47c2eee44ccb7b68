/**
 * The archive report for the archivist: opens «Archivo central» from /reports, groups it by
 * shelf, reads a shelf of its own (holdings, linear metres, occupancy) in the table and chart,
 * follows its units to the expedients list, downloads the Excel, and cancels a slow export with
 * its progress on screen; the report at 375 px; its PDF as PNG.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, firstOption } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, withPage } from './support/app';
import {
  baseUrl,
  DEMO_PASSWORD,
  launchBrowser,
  PHONE,
  SCREENSHOTS,
  screenshot,
  settled,
  signInAs,
} from './support/browser';

let browser: Browser;
const RUN = String(Date.now()).slice(-6);
/** The shelf this file builds (other files share the server): its topographic code. */
const SHELF = `R${RUN}-D1-E01`;

/** Shelf R…-D1-E01, one level of 4 positions, holding two boxes and an expedient. */
beforeAll(async () => {
  browser = await launchBrowser();
  const archivist = await apiAs('archivero');
  const office = await firstOption(await apiAs('admin'), 'offices', 'asesoria');
  const node = async (kind: string, parent_id: number | null, code: string, capacity: number | null = null) =>
    (
      await archivist<{ data: { id: number } }>('POST', '/api/v1/physical-locations', {
        kind,
        parent_id,
        code,
        name: null,
        capacity,
        notes: null,
      })
    ).data.id;
  const building = await node('edificio', null, `R${RUN}`);
  const level = await node(
    'nivel',
    await node('cuerpo', await node('estante', await node('deposito', building, 'D1'), 'E01'), 'C1'),
    'N1',
    4,
  );
  const units = [
    { kind: 'caja', title: 'Caja de informes legales' },
    { kind: 'caja', title: 'Caja de contratos' },
    { kind: 'expediente', title: 'Expediente de licitación' },
  ];
  for (const [i, unit] of units.entries()) {
    const made = await archivist<{ data: { id: number; version: number } }>('POST', '/api/v1/archive-expedients', {
      code: `RPT-${RUN}-${i + 1}`,
      office_id: office.id,
      ...unit,
    });
    await archivist('POST', `/api/v1/archive-expedients/${made.data.id}/place`, {
      version: made.data.version,
      location_id: level,
      position: i + 1,
    });
  }
});

afterAll(async () => {
  await browser?.close();
});

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function pickOption(page: Page, filter: string, option: string) {
  await page
    .locator('.list-filter')
    .filter({ has: page.locator(`[aria-label="${filter}"]`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const shelfRow = (page: Page) => page.locator('.report-table tbody tr').filter({ hasText: SHELF });

/**
 * What `settled` waits for but the API calls: fonts, and every finite animation (the toast, the
 * buttons giving way to the progress) over; the progress bar's endless one is left running.
 */
async function stillWhileDownloading(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
    for (let round = 0; round < 20; round++) {
      await frame();
      const moving = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (moving.length === 0) return;
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

describe('archive report (archivero)', () => {
  it('groups by shelf, opens the units behind a number, downloads Excel and cancels a slow export', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', '/');
      await page.getByRole('link', { name: 'Reportes' }).first().click();
      await heading(page, 'Reportes').waitFor();
      expect(await page.locator('.report-card strong').allTextContents()).toContain('Archivo central');
      await page.getByRole('link', { name: /Archivo central/ }).click();
      await heading(page, 'Archivo central').waitFor();
      await page.locator('.report-table').waitFor();

      await pickOption(page, 'Agrupar por', 'Ubicación');
      await eventually(() => expect(searchParam(page, 'by')).toBe('location'));
      await page.getByRole('columnheader', { name: 'Ubicación' }).waitFor();
      await shelfRow(page).waitFor();
      // Unidades, Cajas, Expedientes, Metros lineales, Retención cumplida, Posiciones, Ocupadas, %.
      expect((await shelfRow(page).locator('td').allTextContents()).slice(1)).toEqual([
        '3',
        '2',
        '1',
        '0.25',
        '0',
        '4',
        '3',
        '75.0',
      ]);
      await page.locator('.report-chart canvas').waitFor();
      await settled(page);
      await screenshot(page, 'report-archive-desktop');

      await shelfRow(page)
        .getByRole('link', { name: `Unidades de ${SHELF}: 3` })
        .click();
      await expectPath(page, '/archive-central/expedients');
      expect(searchParam(page, 'location_id')).toMatch(/^\d+$/);
      await eventually(async () => {
        const rows = await page.locator('tbody tr').allTextContents();
        expect(rows).toHaveLength(3);
        expect(rows.every((r) => r.includes(`RPT-${RUN}`))).toBe(true);
      });
      await screenshot(page, 'report-archive-click-through');

      await page.goBack();
      await heading(page, 'Archivo central').waitFor();
      await shelfRow(page).waitFor();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar a Excel' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^reporte-archive-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getCell('A1').value).toBe('Archivo central');
      expect(sheet.getCell('A2').value).toBe('Agrupado por: ubicación');
      const header = (sheet.getRow(4).values as unknown[]).slice(1);
      expect(header).toEqual([
        'Ubicación',
        'Unidades',
        'Cajas',
        'Expedientes',
        'Metros lineales',
        'Retención cumplida',
        'Posiciones',
        'Ocupadas',
        '% de ocupación',
      ]);
      let mine: unknown[] = [];
      sheet.eachRow((row) => {
        const values = (row.values as unknown[]).slice(1);
        if (values[0] === SHELF) mine = values;
      });
      expect(mine).toEqual([SHELF, 3, 2, 1, 0.25, 0, 4, 3, 75]);
      await page.getByText(/^Se descargó reporte-archive-/).waitFor();

      // A slow export (its answer held back): the user sees it being prepared and cancels it.
      const isExport = (request: Request) => request.url().includes('/api/v1/reports/archive/xlsx');
      let hold: (route: Route) => void = () => undefined;
      const held = new Promise<Route>((resolve) => {
        hold = resolve;
      });
      await page.route('**/api/v1/reports/archive/xlsx**', (route) => hold(route));
      await page.getByRole('button', { name: 'Exportar a Excel' }).click();
      await held;
      await page.getByRole('status').filter({ hasText: 'Preparando el archivo…' }).waitFor();
      await page.getByRole('progressbar', { name: 'Progreso de la descarga' }).waitFor();
      // The held export is an API call under way, so `screenshot` (which waits for them all) cannot
      // take this one: it waits for the page to be still otherwise, the way `settled` does.
      await stillWhileDownloading(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'report-archive-export-progress.png') });
      const aborted = page.waitForEvent('requestfailed', { predicate: isExport });
      await page.getByRole('button', { name: 'Cancelar' }).click();
      // «Cancelar» aborts the fetch itself, not just the progress on screen.
      expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
      await page.getByText('Se canceló la descarga.').waitFor();
      await page.getByRole('button', { name: 'Exportar a Excel' }).waitFor();
      await page.getByRole('button', { name: 'Cancelar' }).waitFor({ state: 'detached' });
      expect(await page.getByRole('status').filter({ hasText: 'Preparando el archivo…' }).count()).toBe(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      // No API call is left open (`screenshot` waits for them) and the buttons are back.
      await screenshot(page, 'report-archive-export-cancelled', { fullPage: false });
    });
  });

  it('lays the report out on a phone, and prints it as a PDF with its chart', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'archivero', '/reports/archive?by=location');
        await heading(page, 'Archivo central').waitFor();
        await page.locator('.report-chart canvas').waitFor();
        await settled(page);
        await screenshot(page, 'report-archive-phone');
        await noHorizontalScroll(page);
      },
      PHONE,
    );

    const login = await fetch(`${baseUrl()}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'archivero', password: DEMO_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const pdf = await fetch(`${baseUrl()}/api/v1/reports/archive/pdf?by=location`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const file = path.join(SCREENSHOTS, 'report-archive.pdf');
    fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(SCREENSHOTS, 'report-archive-pdf')]);
    expect(fs.existsSync(path.join(SCREENSHOTS, 'report-archive-pdf-1.png'))).toBe(true);
  });
});
