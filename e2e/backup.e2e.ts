/**
 * Configuración › Copia de seguridad as the administrator: a failed download shows its «Código de
 * error» in the toast; the real one shows its progress and saves a Folio backup archive.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, withPage } from './support/app';
import { launchBrowser, screenshot, signInAs } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('copia de seguridad', () => {
  it('shows a failed call’s error code, then downloads the whole backup', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin');
      await page.goto('/configs');
      await heading(page, 'Configuración').waitFor();
      const button = page.getByRole('button', { name: 'Descargar copia de seguridad' });
      await button.scrollIntoViewIfNeeded();

      await page.route('**/api/v1/backup', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          headers: { 'x-request-id': 'prueba-codigo-123' },
          body: JSON.stringify({
            message: 'Ocurrió un error inesperado en el servidor. Inténtelo nuevamente.',
            request_id: 'prueba-codigo-123',
          }),
        }),
      );
      await button.click();
      const failed = page.locator('.p-toast-message').filter({ hasText: 'Código de error: prueba-codigo-123' });
      await failed.waitFor();
      await screenshot(page, 'backup-error-code-desktop');
      await page.unroute('**/api/v1/backup');

      // The server's archive is held until the progress is seen, so a quick backup cannot slip past it.
      await page.route('**/api/v1/backup', async (route) => {
        const response = await route.fetch({ timeout: 120_000 });
        await page
          .getByRole('status')
          .filter({ hasText: /Preparando el archivo|Descargando/ })
          .waitFor();
        await page.getByRole('progressbar', { name: 'Progreso de la descarga' }).waitFor();
        await route.fulfill({ response });
      });
      const downloading = page.waitForEvent('download', { timeout: 120_000 });
      await button.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^folio-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.tar$/);
      const saved = await download.path();
      const bytes = fs.readFileSync(saved);
      expect(bytes.includes('database.dump')).toBe(true);
      expect(bytes.includes('"format": "folio-backup"')).toBe(true);
      await page.locator('.p-toast-message').filter({ hasText: 'Se descargó la copia de seguridad' }).waitFor();
      await screenshot(page, 'backup-downloaded-desktop');
    });
  });
});
