/**
 * Resumen por correo: an office head turns the daily digest off and on again in Mi perfil (a
 * worker sees only the daily switch), and the administrator finds the digest's hour and weekday
 * in Configuración → Correos. The choice is put back through the API in `finally`.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { heading, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Choice {
  daily: boolean;
  weekly: boolean;
  weekly_applies: boolean;
}

describe('Resumen por correo', () => {
  it('lets an office head turn the daily digest off and on in Mi perfil', async () => {
    const api = await apiAs('jefe');
    const before = (await api<{ data: Choice }>('GET', '/api/v1/profile/digest')).data;
    // The story turns the daily digest off, then on: it starts on whatever an earlier story left.
    await api('PUT', '/api/v1/profile/digest', { daily: true, weekly: before.weekly });
    try {
      await withPage(browser, async (page) => {
        await signInAs(page, 'jefe', '/perfil');
        await page.getByRole('heading', { name: 'Resumen por correo' }).waitFor();
        const daily = page.getByLabel('Resumen diario de mis pendientes');
        const weekly = page.getByLabel('Resumen semanal de vencidos de mi oficina');
        await daily.waitFor();
        await weekly.waitFor();
        expect(await daily.isChecked()).toBe(true);

        await page.locator('[for="digest-daily"]').click();
        await page.locator('.p-toast-message').getByText('Ya no recibirá este resumen por correo.').waitFor();
        expect((await api<{ data: Choice }>('GET', '/api/v1/profile/digest')).data).toMatchObject({
          daily: false,
          weekly: before.weekly,
        });
        await screenshot(page, 'profile-digest-desktop');

        await page.setViewportSize(PHONE);
        await page.locator('[for="digest-daily"]').click();
        // Exact: «Ya no recibirá este resumen…», still shown, contains the words too.
        await page
          .locator('.p-toast-message')
          .getByText('Recibirá este resumen por correo.', { exact: true })
          .waitFor();
        expect((await api<{ data: Choice }>('GET', '/api/v1/profile/digest')).data.daily).toBe(true);
        // The toasts closed, so that the screenshot shows the switches.
        await page.evaluate(() => {
          for (const close of document.querySelectorAll<HTMLElement>('.p-toast-icon-close')) close.click();
        });
        await page.locator('.p-toast-message').first().waitFor({ state: 'detached' });
        await page.getByRole('heading', { name: 'Resumen por correo' }).scrollIntoViewIfNeeded();
        await screenshot(page, 'profile-digest-phone', { fullPage: false });
      });
    } finally {
      await api('PUT', '/api/v1/profile/digest', { daily: before.daily, weekly: before.weekly });
    }
  });

  it('shows a worker only the daily digest', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'servidor', '/perfil');
      await page.getByLabel('Resumen diario de mis pendientes').waitFor();
      expect(await page.getByLabel('Resumen semanal de vencidos de mi oficina').count()).toBe(0);
    });
  });

  it('shows the digest hour and weekday in Configuración → Correos', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/configs');
      await heading(page, 'Configuración').waitFor();
      await page.getByRole('tab', { name: 'Correos' }).click();
      const hour = page.locator('[id="digest.hour"]');
      await hour.waitFor();
      expect(await hour.inputValue()).toMatch(/^\d{1,2} h$/);
      await page.getByLabel('Día del resumen semanal').waitFor();
      await screenshot(page, 'configs-digest-desktop');
    });
  });
});
