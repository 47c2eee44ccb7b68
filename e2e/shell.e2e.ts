/**
 * The top bar of the shell (docs/architecture.md §8.2, §8.3): dark mode kept across reloads, the help dialog,
 * toasts at the bottom centre, the notification bell without a badge at 0, the user button.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, readStorage, withPage } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot, settled, signInAs } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function rootTheme(page: Page) {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    dataTheme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

/** Relative luminance-ish: the mean of the RGB channels of a computed colour. */
function brightness(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (r + g + b) / 3;
}

describe('dark mode', () => {
  it('toggles, is stored as theme=dark, marks <html> and survives a reload', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'servidor', '/');
      await heading(page, /Lucía Pérez Castillo/).waitFor();
      const toggle = page.getByRole('button', { name: 'Modo oscuro' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect((await rootTheme(page)).dark).toBe(false);
      expect(brightness((await rootTheme(page)).background)).toBeGreaterThan(200);

      await toggle.click();
      expect((await readStorage(page)).theme).toBe('dark');
      await eventually(async () => {
        const theme = await rootTheme(page);
        expect(theme).toMatchObject({ dark: true, dataTheme: 'dark' });
        expect(brightness(theme.background)).toBeLessThan(60);
      });
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');

      await page.reload();
      await heading(page, /Lucía Pérez Castillo/).waitFor();
      const afterReload = await rootTheme(page);
      expect(afterReload).toMatchObject({ dark: true, dataTheme: 'dark' });
      expect(brightness(afterReload.background)).toBeLessThan(60);
      expect(await page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, 'home-dark-desktop');

      await page.goto('/perfil');
      await heading(page, 'Perfil').waitFor();
      await page.getByLabel('Nombres').waitFor();
      await screenshot(page, 'profile-dark-desktop');

      await page.getByTestId('theme-toggle').click();
      await eventually(async () => expect((await rootTheme(page)).dark).toBe(false));
      expect((await readStorage(page)).theme).toBe('light');
    });
  });

  it('applies the stored theme to the login page and the phone layout', async () => {
    await withPage(
      browser,
      async (page) => {
        await page.goto('/login');
        await page.evaluate(() => localStorage.setItem('theme', 'dark'));
        await page.reload();
        await heading(page, 'Iniciar sesión').waitFor();
        await eventually(async () => expect(brightness((await rootTheme(page)).background)).toBeLessThan(60));
        await screenshot(page, 'login-dark-phone');

        await signInAs(page, 'archivero', '/');
        await page.getByTestId('menu-toggle').click();
        await page.getByTestId('side-menu').waitFor();
        await page.getByRole('button', { name: 'Archivo Central' }).click();
        await screenshot(page, 'menu-open-dark-phone');
      },
      PHONE,
    );
  });
});

describe('help dialog', () => {
  async function dialogWidth(page: Page): Promise<number> {
    return (await page.getByRole('dialog', { name: 'Manuales' }).boundingBox())!.width;
  }

  it('is titled Manuales, lists three manuals opening in new tabs, 50vw / 75vw / 90vw wide', async () => {
    await withPage(browser, async (page, context) => {
      await signInAs(page, 'mesapartes', '/');
      await page.getByRole('button', { name: 'Ayuda' }).click();
      const dialog = page.getByRole('dialog', { name: 'Manuales' });
      await dialog.waitFor();
      const links = dialog.getByRole('link');
      await links.first().waitFor();
      expect(await links.allInnerTexts()).toEqual([
        'Manual de uso general',
        'Manual de configuración',
        'Manual de registro',
      ]);
      for (const link of await links.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      }
      await eventually(async () => expect(await dialogWidth(page)).toBeCloseTo(DESKTOP.width * 0.5, 0));
      await screenshot(page, 'help-dialog-desktop');

      await page.setViewportSize({ width: 1100, height: 800 });
      await eventually(async () => expect(await dialogWidth(page)).toBeCloseTo(1100 * 0.75, 0));
      await page.setViewportSize({ width: 560, height: 800 });
      await eventually(async () => expect(await dialogWidth(page)).toBeCloseTo(560 * 0.9, 0));
      await page.setViewportSize(DESKTOP);
      await eventually(async () => expect(await dialogWidth(page)).toBeCloseTo(DESKTOP.width * 0.5, 0));

      // A manual opens in a new tab; the app stays where it was.
      const [tab] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/manuales/uso-general.html');
      await tab.locator('h1').first().waitFor();
      await screenshot(tab, 'help-manual-tab');
      await tab.close();
      expect(new URL(page.url()).pathname).toBe('/');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  });

  it('fits a 375 px screen (90vw)', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', '/');
        await page.getByRole('button', { name: 'Ayuda' }).click();
        const dialog = page.getByRole('dialog', { name: 'Manuales' });
        await dialog.getByRole('link').first().waitFor();
        await eventually(async () => expect(await dialogWidth(page)).toBeCloseTo(PHONE.width * 0.9, 0));
        await screenshot(page, 'help-dialog-phone');
        await dialog.getByRole('button', { name: /cerrar|close/i }).click();
        await dialog.waitFor({ state: 'detached' });
      },
      PHONE,
    );
  });
});

describe('top bar', () => {
  it('shows toasts at the bottom centre (desktop and phone)', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await withPage(
        browser,
        async (page) => {
          await signInAs(page, 'jefe', '/');
          await page.getByTestId('user-button').click();
          await expectPath(page, '/perfil');
          await page.getByLabel('Nombres').waitFor();
          await page.getByRole('button', { name: 'Guardar cambios' }).click();
          const toast = page.locator('.p-toast-message').filter({ hasText: 'Sus datos se guardaron correctamente.' });
          await toast.waitFor();
          expect(await toast.textContent()).toContain('Listo');
          await settled(page);
          const box = (await toast.boundingBox())!;
          expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
          expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
          await screenshot(page, viewport === PHONE ? 'toast-phone' : 'toast-desktop', { fullPage: false });
        },
        viewport,
      );
    }
  });

  it('bell shows no badge with no unread notifications; user button opens Perfil', async () => {
    // Other files derive documents to this worker on the same server: start from nothing unread.
    await (await apiAs('servidor'))('POST', '/api/v1/notifications-read-all');
    await withPage(browser, async (page) => {
      await signInAs(page, 'servidor', '/');
      const bell = page.getByTestId('notification-bell');
      await bell.waitFor();
      expect(await bell.getAttribute('aria-label')).toBe('Notificaciones');
      expect(await bell.locator('.p-badge').count()).toBe(0);
      await bell.click();
      const panel = page.getByText('No tiene notificaciones nuevas');
      await panel.waitFor();
      await screenshot(page, 'notifications-empty-desktop');
      await page.keyboard.press('Escape');

      await page.getByTestId('user-button').click();
      await expectPath(page, '/perfil');
      await heading(page, 'Perfil').waitFor();
      await page.getByText('Datos de la cuenta').waitFor();
      await screenshot(page, 'profile-desktop');
    });
  });

  it('profile at 375 px', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'servidor', '/');
        await page.getByTestId('user-button').click();
        await expectPath(page, '/perfil');
        await page.getByLabel('Nombres').waitFor();
        await screenshot(page, 'profile-phone');
        await noHorizontalScroll(page);
      },
      PHONE,
    );
  });
});
