/**
 * Carpetas de apoyo for a worker (servidor): creates a personal folder, files two of her
 * supporting documents into it from each document's own page («Archivar en carpeta»), reorders
 * them, searches inside, prints the control sheet; the folder at 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { eventually, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';

let browser: Browser;
const RUN = String(Date.now()).slice(-6);
const FOLDER = `Informes del trimestre ${RUN}`;
const docs: { id: number; number: string; subject: string }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
    code: `CA${RUN}`,
    name: `Carta de apoyo ${RUN}`,
    response_days: 5,
  });
  const citizen = await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `74${RUN}`,
    names: 'Julio',
    surnames: `Ramos Paredes ${RUN}`,
  });
  const worker = await apiAs('servidor');
  for (const subject of [`Pedido de copias del expediente ${RUN}`, `Opinión sobre la licencia ${RUN}`]) {
    const doc = await worker<{ data: { id: number; number: string } }>('POST', '/api/v1/supporting-entries', {
      type_id: type.data.id,
      party_kind: 'ciudadano',
      party_citizen_id: citizen.data.id,
      subject,
      folios: 2,
    });
    docs.push({ ...doc.data, subject });
  }
});

afterAll(async () => {
  await browser?.close();
});

async function fileFromRecordPage(page: Page, doc: { id: number; number: string }) {
  await page.goto(`/supporting-entries/${doc.id}`);
  await heading(page, `Documento de ingreso ${doc.number}`).waitFor();
  await page.getByRole('button', { name: 'Archivar en carpeta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archivar en carpeta' });
  await dialog.waitFor();
  await dialog.locator('.p-dropdown').first().click();
  await page.getByRole('option', { name: FOLDER }).click();
  await dialog.getByRole('button', { name: 'Archivar', exact: true }).click();
  await page.getByText(`Documento archivado en «${FOLDER}».`).waitFor();
}

const itemNumbers = (page: Page) =>
  page.locator('.folder-item .cell-link').evaluateAll((links) => links.map((l) => l.textContent));

describe('support folders (servidor)', () => {
  let folderPath = '';

  it('creates a folder, files documents from their pages, reorders them, searches and prints the control sheet', async () => {
    await withPage(browser, async (page, context) => {
      await signInAs(page, 'servidor', '/folders');
      await heading(page, 'Carpetas de apoyo').waitFor();
      await page.getByRole('link', { name: 'Nueva carpeta' }).click();
      await heading(page, 'Nueva carpeta').waitFor();
      // A worker makes personal folders only: no office-wide choice.
      expect(await page.locator('#visibility').count()).toBe(0);
      await page.locator('#name').fill(FOLDER);
      await page.locator('#description').fill('Documentos recibidos para el informe trimestral.');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.waitForURL((url) => /^\/folders\/\d+$/.test(url.pathname));
      await heading(page, /^Carpeta CAR-\d{6}$/).waitFor();
      folderPath = new URL(page.url()).pathname;
      await page.getByText('La carpeta no tiene documentos.', { exact: false }).waitFor();

      for (const doc of docs) await fileFromRecordPage(page, doc);
      // Filed already: the dialog says where, and the folder is no longer offered.
      await page.getByRole('button', { name: 'Archivar en carpeta' }).click();
      const dialog = page.getByRole('dialog', { name: 'Archivar en carpeta' });
      await dialog.getByRole('link', { name: FOLDER }).waitFor();
      await screenshot(page, 'folders-file-dialog');
      await dialog.getByRole('link', { name: FOLDER }).click();

      await heading(page, /^Carpeta CAR-/).waitFor();
      await eventually(async () => expect(await itemNumbers(page)).toEqual(docs.map((d) => d.number)));
      await page.getByRole('button', { name: 'Bajar documento 1' }).click();
      await page.getByText('Orden guardado.').waitFor();
      await eventually(async () => expect(await itemNumbers(page)).toEqual([docs[1]!.number, docs[0]!.number]));
      await page.locator('tr').filter({ hasText: 'Orden cambiado' }).waitFor();
      await screenshot(page, 'folders-show-desktop');

      await page.getByRole('searchbox', { name: 'Buscar en la carpeta' }).fill('copias');
      await eventually(async () => expect(await itemNumbers(page)).toEqual([docs[0]!.number]));
      await page.getByRole('searchbox', { name: 'Buscar en la carpeta' }).fill('');

      const [sheet] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Hoja de control' }).click(),
      ]);
      await eventually(() => expect(sheet.url()).toMatch(/^blob:/), 10_000);
      await sheet.close();

      await page.goto('/folders');
      const row = page.locator('tbody tr').filter({ hasText: FOLDER });
      await row.waitFor();
      expect(await row.textContent()).toContain('Abierta');
      await screenshot(page, 'folders-list-desktop');
    });
  });

  it('shows the folder at 375 px without sideways scrolling', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'servidor', folderPath);
        await heading(page, /^Carpeta CAR-/).waitFor();
        await eventually(async () => expect(await itemNumbers(page)).toHaveLength(2));
        await screenshot(page, 'folders-show-phone');
        await noHorizontalScroll(page);
        await page.goto('/folders');
        await page.locator('tbody tr').filter({ hasText: FOLDER }).waitFor();
        await screenshot(page, 'folders-list-phone');
        await noHorizontalScroll(page);
      },
      PHONE,
    );
  });
});
