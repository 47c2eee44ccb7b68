/**
 * Reports for an office head (jefe, Asesoría Jurídica): opens «Pendientes y vencidos» from
 * /reports, groups it by person, sees the header, chart and table, follows a number to the
 * entries list it counts, and downloads the report in Excel; the report at 375 px; its PDF as PNG.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
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
import { typeAndPick } from './support/typing';

let browser: Browser;
const RUN = String(Date.now()).slice(-6);
const TYPE = `Informe de plazo ${RUN}`;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * Entries of a type of their own for Asesoría Jurídica (other files share the server): four
 * overdue (two for servidor), one received today.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
    code: `IP${RUN}`,
    name: TYPE,
    response_days: 2,
  });
  const citizen = await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `73${RUN}`,
    names: 'Elena',
    surnames: `Mamani Torres ${RUN}`,
  });
  const oaj = await firstOption(admin, 'offices', 'asesoria');
  const worker = { id: await servidorId() };
  const desk = await apiAs('mesapartes');
  const entries = [
    { days: 30, assignee: worker.id },
    { days: 12, assignee: worker.id },
    { days: 9, assignee: null },
    { days: 6, assignee: null },
    { days: 0, assignee: null },
  ];
  for (const [i, e] of entries.entries())
    await desk('POST', '/api/v1/entries', {
      received_at: e.days ? daysAgo(e.days) : null,
      channel: 'presencial',
      type_entry_id: type.data.id,
      sender_id: citizen.data.id,
      subject: `Pedido de informe ${i + 1} ${RUN}`,
      folios: 1,
      destination_office_id: oaj.id,
      ...(e.assignee ? { assignee_id: e.assignee } : {}),
    });
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

async function servidorId() {
  const admin = await apiAs('admin');
  const { data } = await admin<{ data: { id: number; username: string }[] }>('GET', '/api/v1/users?q=servidor');
  return data.find((u) => u.username === 'servidor')!.id;
}

async function typeId() {
  return (await firstOption(await apiAs('admin'), 'type-entries', TYPE)).id;
}

describe('reports (jefe)', () => {
  it('opens a report, groups it by person, follows a number to the entries list and downloads Excel', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/');
      await page.getByRole('link', { name: 'Reportes' }).first().click();
      await heading(page, 'Reportes').waitFor();
      expect(await page.locator('.report-card strong').allTextContents()).toEqual([
        'Ingresos y salidas',
        'Pendientes y vencidos',
        'Tiempo de atención',
        'Solicitudes',
        'Entregas',
        'Archivo central',
      ]);
      await screenshot(page, 'reports-index-desktop');

      await page.getByRole('link', { name: /Pendientes y vencidos/ }).click();
      await heading(page, 'Pendientes y vencidos').waitFor();
      await page.locator('.report-table').waitFor();
      // jefe sees what his office's scope opens: Asesoría Jurídica's entries (and those it sent on,
      // which other test files make); never the whole organisation (the API test pins the scope).
      const offices = await page.locator('.report-table tbody tr td:first-child').allTextContents();
      expect(offices.some((o) => o.startsWith('OAJ - '))).toBe(true);

      await typeAndPick(page, page.locator('#filter-type_entry_id'), `plazo ${RUN}`, TYPE);
      await eventually(() => expect(searchParam(page, 'type_entry_id')).toMatch(/^\d+$/));
      await pickOption(page, 'Agrupar por', 'Responsable');
      await eventually(() => expect(searchParam(page, 'by')).toBe('person'));
      await page.getByRole('columnheader', { name: 'Responsable' }).waitFor();
      await page.locator('.report-header').getByText(TYPE).waitFor();
      await page.locator('.report-chart canvas').waitFor();
      const labels = () => page.locator('.report-table tbody tr td:first-child').allTextContents();
      await eventually(async () => expect(await labels()).toHaveLength(3));
      const names = await labels();
      expect(names).toContain('Sin responsable');
      expect(names.at(-1)).toBe('Total');
      const nobody = names.indexOf('Sin responsable');
      const worker = names.findIndex((n) => n !== 'Sin responsable' && n !== 'Total');
      const figures = async (row: number) =>
        (await page.locator('.report-table tbody tr').nth(row).locator('td').allTextContents()).slice(1);
      // Pendientes, Al día, Vencidos, then the aging buckets (their split depends on today's weekday).
      expect((await figures(nobody)).slice(0, 3)).toEqual(['3', '1', '2']);
      expect((await figures(worker)).slice(0, 3)).toEqual(['2', '0', '2']);
      expect((await figures(worker)).at(-1)).toBe('1');
      await settled(page);
      await screenshot(page, 'report-backlog-desktop');

      // servidor's overdue entries: the list opens filtered to exactly those two.
      await page
        .locator('.report-table tbody tr')
        .nth(worker)
        .getByRole('link', { name: /^Vencidos de / })
        .click();
      await expectPath(page, '/entries');
      expect(searchParam(page, 'overdue')).toBe('true');
      expect(searchParam(page, 'assignee_id')).toBe(String(await servidorId()));
      await heading(page, 'Ingresos documentales').waitFor();
      await eventually(async () => {
        const rows = await page.locator('tbody tr').allTextContents();
        expect(rows).toHaveLength(2);
        expect(rows.every((r) => r.includes(RUN))).toBe(true);
      });
      await screenshot(page, 'report-backlog-click-through');

      await page.goBack();
      await heading(page, 'Pendientes y vencidos').waitFor();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar a Excel' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^reporte-backlog-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getCell('A1').value).toBe('Pendientes y vencidos');
      expect(sheet.getCell('A3').value).toBe('Agrupado por: responsable');
      expect(sheet.getCell('A4').value).toBe(`Tipo de ingreso: ${TYPE}`);
      const header = (sheet.getRow(6).values as unknown[]).slice(1);
      expect(header.slice(0, 4)).toEqual(['Responsable', 'Pendientes', 'Al día', 'Vencidos']);
      await page.getByText(/^Se descargó reporte-backlog-/).waitFor();
    });
  });

  it('lays the report out on a phone, and prints it as a PDF with its chart', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'jefe', '/reports/volume?by=channel');
        await heading(page, 'Ingresos y salidas').waitFor();
        await page.locator('.report-chart canvas').waitFor();
        await settled(page);
        await screenshot(page, 'report-volume-phone');
        await noHorizontalScroll(page);
      },
      PHONE,
    );

    const login = await fetch(`${baseUrl()}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'jefe', password: DEMO_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const pdf = await fetch(`${baseUrl()}/api/v1/reports/backlog/pdf?by=person&type_entry_id=${await typeId()}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const file = path.join(SCREENSHOTS, 'report-backlog.pdf');
    fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(SCREENSHOTS, 'report-backlog-pdf')]);
    expect(fs.existsSync(path.join(SCREENSHOTS, 'report-backlog-pdf-1.png'))).toBe(true);
  });
});
