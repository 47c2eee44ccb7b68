/**
 * Configuración as the administrator: the entry number format with its live preview, saved and
 * still there after a reload; a format without a sequence refused on its field; holiday rows
 * checked; a PNG logo uploaded (a fake and an oversized one refused) and shown on the login page
 * after logout. Each test puts back what it changed, even when it fails (`restoringSharedSettings`):
 * the other browser tests share the server.
 */
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoringSharedSettings } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const YEAR = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima', year: 'numeric' }).format(new Date());

/** A real PNG of `size` × `size` pixels: a blue seal (rings) on a transparent background. */
function png(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const pixel = (x: number, y: number) => {
    const r = Math.hypot(x - size / 2 + 0.5, y - size / 2 + 0.5) / size;
    if (r > 0.48) return [0, 0, 0, 0];
    if (r > 0.4 || (r < 0.32 && r > 0.2)) return [29, 78, 216, 255];
    return r <= 0.2 ? [245, 158, 11, 255] : [255, 255, 255, 255];
  };
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => pixel(x, y)).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const fieldError = (page: Page, id: string) => page.locator(`[id="${id}-error"]`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

async function openConfigs(page: Page) {
  await page.goto('/configs');
  await heading(page, 'Configuración').waitFor();
  await field(page, 'institution_name').waitFor();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar' }).click();
  const toast = page.locator('.p-toast-message').filter({ hasText: 'Cambios guardados.' });
  await toast.waitFor();
  // Closed at once, so that the next save's toast is the only one. Clicked in the page, not by a
  // waiting click: on a loaded machine the toast may still be sliding in, or already timed out.
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLElement>('.p-toast-icon-close')) close.click();
  });
  await toast.waitFor({ state: 'detached' });
}

describe('configuración', () => {
  it('previews, saves and keeps the entry number format; refuses one without a sequence', async () => {
    await restoringSharedSettings(() =>
      withPage(browser, async (page) => {
        await signInAs(page, 'admin');
        await openConfigs(page);
        expect(await field(page, 'institution_name').inputValue()).toBe('Municipalidad Provincial de Ejemplo');
        await screenshot(page, 'configs-institution-desktop');

        await tab(page, 'Numeración').click();
        const entries = field(page, 'number_formats.entries');
        await entries.waitFor();
        expect(await entries.inputValue()).toBe('ING-{AAAA}-{NNNNNN}');
        // Other files may have registered entries on this shared server: read where the sequence is.
        const preview = await page.getByTestId('preview-entries').textContent();
        expect(preview).toMatch(new RegExp(`^Próximo número: ING-${YEAR}-\\d{6}$`));
        const next = String(Number(preview!.slice(-6))).padStart(4, '0');
        await entries.fill('MP-{AAAA}-{NNNN}');
        await eventually(async () =>
          expect(await page.getByTestId('preview-entries').textContent()).toBe(`Próximo número: MP-${YEAR}-${next}`),
        );
        expect(await page.getByTestId('preview-supporting_entries').textContent()).toMatch(
          new RegExp(`^Próximo número \\(oficina \\w+\\): \\w+-ING-${YEAR}-0001$`),
        );
        await screenshot(page, 'configs-numbering-desktop');
        await save(page);

        await page.reload();
        await field(page, 'institution_name').waitFor();
        await tab(page, 'Numeración').click();
        await eventually(async () => expect(await entries.inputValue()).toBe('MP-{AAAA}-{NNNN}'));
        expect(await page.getByTestId('preview-entries').textContent()).toBe(`Próximo número: MP-${YEAR}-${next}`);

        // No sequence: the preview waits and Guardar shows the schema's message on the field,
        // bringing its tab forward.
        await entries.fill('MP-{AAAA}');
        expect(await page.getByTestId('preview-entries').textContent()).toBe('Próximo número: complete el formato');
        await tab(page, 'Institución').click();
        await page.getByRole('button', { name: 'Guardar' }).click();
        await fieldError(page, 'number_formats.entries').waitFor();
        expect(await fieldError(page, 'number_formats.entries').textContent()).toBe(
          'Incluya un marcador de correlativo, por ejemplo {NNNNNN}.',
        );
        expect(await tab(page, 'Numeración').getAttribute('aria-selected')).toBe('true');
        expect(await entries.getAttribute('aria-invalid')).toBe('true');
        await screenshot(page, 'configs-numbering-error-desktop');

        // Discarding brings back what is saved.
        await page.getByRole('button', { name: 'Descartar cambios' }).click();
        await eventually(async () => expect(await entries.inputValue()).toBe('MP-{AAAA}-{NNNN}'));
      }),
    );
  });

  it('checks holiday rows and working days, and previews a deadline', async () => {
    await restoringSharedSettings(() =>
      withPage(browser, async (page) => {
        await signInAs(page, 'admin');
        await openConfigs(page);
        await tab(page, 'Calendario').click();
        await page.getByText('Días laborables', { exact: true }).waitFor();
        const rows = page.getByTestId('holiday-row');
        const count = await rows.count();
        expect(count).toBeGreaterThan(5);
        expect(await field(page, 'working_days.1').isChecked()).toBe(true);
        expect(await field(page, 'working_days.6').isChecked()).toBe(false);
        await page.getByText(/un plazo de 15 días hábiles desde hoy vence el \w+, \d+ de \w+ de \d{4}\./).waitFor();
        await screenshot(page, 'configs-calendar-desktop');

        // A new empty row: both of its fields are required.
        await page.getByRole('button', { name: 'Agregar feriado' }).click();
        await eventually(async () => expect(await rows.count()).toBe(count + 1));
        await tab(page, 'Archivos').click();
        await page.getByRole('button', { name: 'Guardar' }).click();
        await fieldError(page, `holidays.${count}.date`).waitFor();
        expect(await fieldError(page, `holidays.${count}.date`).textContent()).toBe('Ingrese una fecha válida.');
        expect(await fieldError(page, `holidays.${count}.name`).textContent()).toBe('Este campo es obligatorio.');
        expect(await tab(page, 'Calendario').getAttribute('aria-selected')).toBe('true');

        // The date picker reads dd/mm/yyyy; a day already listed every year is refused.
        await field(page, `holidays.${count}.date`).fill('28/07/2026');
        await field(page, `holidays.${count}.name`).fill('Fiestas Patrias otra vez');
        await field(page, `holidays.${count}.recurring`).click();
        await page.getByRole('heading', { name: 'Configuración' }).click();
        await page.getByRole('button', { name: 'Guardar' }).click();
        await eventually(async () =>
          expect(await fieldError(page, `holidays.${count}.date`).textContent()).toBe(
            'Esta fecha ya figura en la lista de feriados.',
          ),
        );
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, 'configs-calendar-error-desktop');
        await page.getByRole('button', { name: `Quitar el feriado ${count + 1}` }).click();
        await eventually(async () => expect(await rows.count()).toBe(count));

        // No working day at all.
        for (const day of [1, 2, 3, 4, 5]) await field(page, `working_days.${day}`).click();
        await page.getByRole('button', { name: 'Guardar' }).click();
        await fieldError(page, 'working_days').waitFor();
        expect(await fieldError(page, 'working_days').textContent()).toBe('Seleccione al menos un día laborable.');
        await page.getByRole('button', { name: 'Descartar cambios' }).click();
        await eventually(async () => expect(await field(page, 'working_days.1').isChecked()).toBe(true));

        for (const name of ['Archivos', 'Seguridad', 'Manuales']) {
          await tab(page, name).click();
          await screenshot(page, `configs-${name.toLowerCase()}-desktop`, { fullPage: true });
        }
        expect(await field(page, 'manuals.0.title').inputValue()).not.toBe('');
      }),
    );
  });

  it('uploads a PNG logo, refuses fake and oversized ones, and shows it on the login page', async () => {
    await restoringSharedSettings(() =>
      withPage(browser, async (page) => {
        await signInAs(page, 'admin');
        await openConfigs(page);
        const input = page.locator('#logo');

        // Checked here before sending: too big.
        await input.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(600 * 1024, 1) });
        await page.locator('#logo-error').waitFor();
        expect(await page.locator('#logo-error').textContent()).toBe('El archivo pesa 600 KB; el máximo es 512 KB.');

        // Checked by the server: not really a PNG.
        await input.setInputFiles({
          name: 'falso.png',
          mimeType: 'image/png',
          buffer: Buffer.from('no soy una imagen'),
        });
        await eventually(async () =>
          expect(await page.locator('#logo-error').textContent()).toBe(
            'El archivo no es una imagen PNG, JPEG o SVG válida.',
          ),
        );

        await input.setInputFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: png(96) });
        await page.getByText('Logotipo actualizado.').waitFor();
        const preview = page.getByTestId('logo-preview');
        await preview.waitFor();
        expect(await page.locator('#logo-error').count()).toBe(0);
        await eventually(async () =>
          expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96),
        );
        await screenshot(page, 'configs-logo-desktop');

        await page.getByTestId('logout-button').click();
        await expectPath(page, '/login');
        const logo = page.locator('.auth-logo');
        await eventually(async () => expect(await logo.getAttribute('src')).toMatch(/^\/api\/v1\/logo/));
        await eventually(async () => expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96));
        await screenshot(page, 'login-with-logo');

        // Quitar logotipo takes it off again.
        await signInAs(page, 'admin');
        await openConfigs(page);
        await page.getByRole('button', { name: 'Quitar logotipo' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Quitar', exact: true }).click();
        await page.getByText('Logotipo quitado.').waitFor();
        await page.getByText('Sin logotipo').waitFor();
      }),
    );
  });

  it('offers to reload when someone else saved meanwhile', async () => {
    await restoringSharedSettings(() =>
      withPage(browser, async (page, context) => {
        await signInAs(page, 'admin');
        await openConfigs(page);
        const other = await context.newPage();
        await openConfigs(other);
        await field(other, 'address').fill('Jr. Lima 123, Huamanga');
        await save(other);

        await page.bringToFront();
        await field(page, 'address').fill('Av. Grau 456');
        await page.getByRole('button', { name: 'Guardar' }).click();
        await page.getByText('Otro usuario modificó este registro').waitFor();
        await screenshot(page, 'configs-stale-desktop', { fullPage: false });
        await page.getByRole('button', { name: 'Recargar datos' }).click();
        await eventually(async () => expect(await field(page, 'address').inputValue()).toBe('Jr. Lima 123, Huamanga'));
        expect(await page.getByText('Otro usuario modificó este registro').count()).toBe(0);

        // Now current: the change goes through (and the address is cleared again).
        await field(page, 'address').fill('');
        await save(page);
        await other.bringToFront();
        await other.reload();
        await field(other, 'address').waitFor();
        expect(await field(other, 'address').inputValue()).toBe('');
      }),
    );
  });

  it('is usable at 375 px', async () => {
    await restoringSharedSettings(() =>
      withPage(
        browser,
        async (page) => {
          await signInAs(page, 'admin');
          await openConfigs(page);
          await screenshot(page, 'configs-institution-phone');
          await noHorizontalScroll(page);
          for (const name of ['Numeración', 'Calendario']) {
            await tab(page, name).click();
            await screenshot(page, `configs-${name === 'Numeración' ? 'numbering' : 'calendar'}-phone`);
            await noHorizontalScroll(page);
          }
          await page.getByTestId('theme-toggle').click();
          await tab(page, 'Numeración').click();
          await screenshot(page, 'configs-numbering-dark-phone', { fullPage: false });
        },
        PHONE,
      ),
    );
  });
});
