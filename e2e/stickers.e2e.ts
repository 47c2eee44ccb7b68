/**
 * Stickers as mesa de partes (who has `stickers` but not `config`): the designer's live preview
 * follows size and codes, the test print downloads a PDF of the unsaved template, and Guardar
 * keeps it. Configuración is closed to this role. Each test puts the template back, even when it
 * fails (`restoringSharedSettings`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoringSharedSettings } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, SCREENSHOTS, screenshot, signInAs } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const preview = (page: Page) => page.getByTestId('sticker-preview');

/** Types into a PrimeReact InputNumber as a person would (select all, type, leave). */
async function typeNumber(page: Page, id: string, value: string) {
  const input = field(page, id);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(value);
  await input.press('Tab');
}

async function ratio(page: Page) {
  const box = await preview(page).boundingBox();
  if (!box) throw new Error('no preview');
  return box.width / box.height;
}

async function openStickers(page: Page) {
  await page.goto('/stickers');
  await heading(page, 'Stickers').waitFor();
  await preview(page).waitFor();
}

describe('stickers', () => {
  it('keeps mesa de partes out of Configuración', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/configs');
      await expectPath(page, '/403');
    });
  });

  it('designs a sticker with a live preview, downloads its test PDF and saves it', async () => {
    await restoringSharedSettings(() =>
      withPage(browser, async (page) => {
        await signInAs(page, 'mesapartes');
        await openStickers(page);
        expect(await field(page, 'width_mm').inputValue()).toBe('80 mm');
        expect(await field(page, 'height_mm').inputValue()).toBe('50 mm');
        expect(await ratio(page)).toBeCloseTo(80 / 50, 1);
        // The sample: the institution, the next entry number, and both codes.
        const text = await preview(page).textContent();
        expect(text).toContain('Municipalidad Provincial de Ejemplo');
        expect(text).toMatch(/[A-Z]+-\d{4}-0*123/);
        expect(text).toContain('Recibido por: María Quispe Huamán');
        expect(await preview(page).locator('svg').count()).toBe(2);
        await screenshot(page, 'stickers-desktop');

        // Wider, without QR and without the sender.
        await typeNumber(page, 'width_mm', '100');
        await eventually(async () => expect(await ratio(page)).toBeCloseTo(100 / 50, 1));
        expect(await page.getByTestId('sticker-size').textContent()).toBe('100 × 50 mm');
        await page.getByText('Código QR de verificación').click();
        await eventually(async () => expect(await preview(page).locator('svg').count()).toBe(1));
        await page.getByLabel('Remitente').click();
        await eventually(async () => expect(await preview(page).textContent()).not.toContain('Remitente:'));
        await screenshot(page, 'stickers-edited-desktop');

        // The test print of the unsaved template.
        const [download, response] = await Promise.all([
          page.waitForEvent('download'),
          page.waitForResponse((r) => r.url().endsWith('/api/v1/stickers/test-pdf')),
          page.getByRole('button', { name: 'Descargar PDF de prueba' }).click(),
        ]);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
          width_mm: 100,
          height_mm: 50,
          qr: false,
          fields: { sender: false },
        });
        expect(download.suggestedFilename()).toBe('sticker-prueba.pdf');
        const pdf = fs.readFileSync(await download.path());
        fs.writeFileSync(path.join(SCREENSHOTS, 'stickers-test.pdf'), pdf); // to compare with the preview
        expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
        // 100 × 50 mm in points.
        expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 283\.46\d* 141\.73\d*\]/);

        // A margin too large for the size: no preview, and refused on its field.
        await typeNumber(page, 'height_mm', '30');
        await typeNumber(page, 'margin_mm', '8');
        await page.getByText('Corrija el tamaño o el margen para ver la vista previa.').waitFor();
        await page.getByRole('button', { name: 'Guardar' }).click();
        await field(page, 'margin_mm-error').waitFor();
        expect(await field(page, 'margin_mm-error').textContent()).toBe(
          'El margen es demasiado grande para el tamaño.',
        );
        await screenshot(page, 'stickers-margin-error-desktop');
        await typeNumber(page, 'margin_mm', '2');
        await typeNumber(page, 'height_mm', '50');
        await eventually(async () => expect(await field(page, 'margin_mm-error').count()).toBe(0));

        await page.getByRole('button', { name: 'Guardar' }).click();
        await page.getByText('Cambios guardados.').waitFor();
        await page.reload();
        await preview(page).waitFor();
        expect(await field(page, 'width_mm').inputValue()).toBe('100 mm');
        expect(await field(page, 'qr').isChecked()).toBe(false);
        expect(await preview(page).locator('svg').count()).toBe(1);
        expect(await ratio(page)).toBeCloseTo(100 / 50, 1);

        // In dark mode the label stays white paper with black print.
        await page.getByTestId('theme-toggle').click();
        await screenshot(page, 'stickers-dark-desktop');
      }),
    );
  });

  it('is usable at 375 px and saves a preset size', async () => {
    await restoringSharedSettings(() =>
      withPage(
        browser,
        async (page) => {
          await signInAs(page, 'mesapartes');
          await openStickers(page);
          await screenshot(page, 'stickers-phone');
          await noHorizontalScroll(page);
          const box = await preview(page).boundingBox();
          expect(box!.width).toBeLessThanOrEqual(PHONE.width);

          // A preset size, saved.
          await page.getByRole('button', { name: '80 × 50 mm' }).click();
          await typeNumber(page, 'margin_mm', '2');
          if (!(await field(page, 'qr').isChecked())) await page.getByText('Código QR de verificación').click();
          if (!(await field(page, 'fields.sender').isChecked())) await page.getByLabel('Remitente').click();
          await page.getByRole('button', { name: 'Guardar' }).click();
          await page.getByText('Cambios guardados.').waitFor();
          expect(await field(page, 'width_mm').inputValue()).toBe('80 mm');
          expect(await field(page, 'qr').isChecked()).toBe(true);
        },
        PHONE,
      ),
    );
  });
});
