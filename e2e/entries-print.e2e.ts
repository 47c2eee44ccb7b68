/**
 * Printing several entries at once: the clerk ticks entries on the Ingresos list (mouse and
 * keyboard), opens «Imprimir seleccionados» and gets one PDF with a cargo de recepción (or a
 * sticker) per entry, in a new tab, at 1366 and 375 px.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, firstOption } from './support/api';
import { eventually, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, SCREENSHOTS, screenshot, signInAs } from './support/browser';
import { typeSearch } from './support/typing';

const TAG = `Lote${String(Date.now()).slice(-6)}`;
let browser: Browser;
const numbers: string[] = [];

async function register(api: Api, subject: string): Promise<void> {
  const type = await firstOption(api, 'type-entries', TYPE.code);
  const office = await firstOption(api, 'offices', 'OAJ');
  const dni = String(72_000_000 + ((Date.now() + numbers.length * 13) % 900_000));
  const citizen = await api<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: dni,
    names: 'Rosa Amelia',
    surnames: 'Cáceres Ñique',
  });
  const { data } = await api<{ data: { number: string } }>('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: type.id,
    sender_id: citizen.data.id,
    subject,
    folios: 3,
    destination_office_id: office.id,
  });
  numbers.push(data.number);
}

const TYPE = { code: 'LOTE', name: 'Trámite impreso en lote', response_days: 10 };

/** The entry type these entries use: the administrator adds it unless an earlier run did. */
async function ensureEntryType(): Promise<void> {
  const admin = await apiAs('admin');
  const found = await admin<{ data: unknown[] }>('GET', `/api/v1/type-entries/lookup?q=${TYPE.code}`);
  if (found.data.length === 0) await admin('POST', '/api/v1/type-entries', TYPE);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await ensureEntryType();
  const api = await apiAs('mesapartes');
  for (const subject of ['Licencia de funcionamiento', 'Copia certificada', 'Constancia de posesión'])
    await register(api, `${subject} ${TAG}`);
});

afterAll(async () => {
  await browser?.close();
});

/** Remembers the Blob behind every object URL the page makes, to read what the new tab was given. */
async function keepObjectUrls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const blobs = new Map<string, Blob>();
    (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs = blobs;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
  });
}

/** The PDF the click opened in a new tab, saved under e2e/screenshots: its page count and text. */
async function openedPdf(page: Page, context: BrowserContext, click: () => Promise<void>, name: string) {
  const popupOpened = context.waitForEvent('page');
  await click();
  const popup = await popupOpened;
  await popup.waitForURL((url) => url.protocol === 'blob:');
  const base64 = await page.evaluate(async (url) => {
    const blob = (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs.get(url);
    if (!blob) return null;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, popup.url());
  await popup.close();
  expect(base64).not.toBeNull();
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.pdf`);
  fs.writeFileSync(file, Buffer.from(base64!, 'base64'));
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);
  return { pages, text: execFileSync('pdftotext', ['-layout', file, '-']).toString() };
}

describe('printing several entries at once', () => {
  it('ticks entries by mouse and keyboard and prints their cargos and stickers in one PDF each, at 1366 px', async () => {
    await withPage(browser, async (page, context) => {
      await keepObjectUrls(page);
      await signInAs(page, 'mesapartes', '/entries');
      await typeSearch(page, page.getByPlaceholder('Número, asunto o remitente'), TAG);
      const rows = page.locator('.p-datatable-tbody tr').filter({ hasText: TAG });
      await eventually(async () => expect(await rows.count()).toBe(3));
      const print = page.getByRole('button', { name: /^Imprimir seleccionados/ });
      expect(await print.isDisabled()).toBe(true);
      // Two by mouse, the third by keyboard (its checkbox focused, Space ticks it).
      await rows.nth(0).locator('.p-checkbox').click();
      await rows.nth(1).locator('.p-checkbox').click();
      await rows.nth(2).locator('input[type="checkbox"]').focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Imprimir seleccionados (3)' }).waitFor();
      await screenshot(page, 'entries-print-selected-1366');
      await page.getByRole('button', { name: 'Imprimir seleccionados (3)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Imprimir ingresos seleccionados' });
      await dialog.getByText('3 ingresos seleccionados: un PDF con una página por ingreso.').waitFor();
      await screenshot(page, 'entries-print-dialog-1366');

      const cargos = await openedPdf(
        page,
        context,
        () => dialog.getByRole('button', { name: 'Cargos de recepción' }).click(),
        'entries-print-cargos',
      );
      expect(cargos.pages).toBe(3);
      expect(cargos.text.match(/Cargo de recepción/g)).toHaveLength(3);
      for (const number of numbers) expect(cargos.text).toContain(number);

      // Stickers by keyboard: focus the button and press Enter.
      const stickers = await openedPdf(
        page,
        context,
        async () => {
          await dialog.getByRole('button', { name: 'Stickers' }).focus();
          await page.keyboard.press('Enter');
        },
        'entries-print-stickers',
      );
      expect(stickers.pages).toBe(3);
      for (const number of numbers) expect(stickers.text).toContain(number);
    });
  });

  it('keeps the selection column and the print dialog within a 375 px screen', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', `/entries?q=${TAG}`);
        const rows = page.locator('.p-datatable-tbody tr').filter({ hasText: TAG });
        await eventually(async () => expect(await rows.count()).toBe(3));
        await rows.nth(0).locator('.p-checkbox').click();
        await rows.nth(2).locator('.p-checkbox').click();
        await noHorizontalScroll(page);
        await screenshot(page, 'entries-print-selected-375');
        await page.getByRole('button', { name: 'Imprimir seleccionados (2)' }).click();
        const dialog = page.getByRole('dialog', { name: 'Imprimir ingresos seleccionados' });
        await dialog.getByText('2 ingresos seleccionados: un PDF con una página por ingreso.').waitFor();
        const box = await dialog.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
        await screenshot(page, 'entries-print-dialog-375');
      },
      PHONE,
    );
  });
});
