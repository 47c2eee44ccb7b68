/**
 * Perfil: a new e-mail address takes over password resets, so «Contraseña actual» appears only
 * when the address changes, and the save is refused without it or with a wrong one. The address
 * is put back through the API in `finally`, whatever happened.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { heading, withPage } from './support/app';
import { DEMO_PASSWORD, launchBrowser, PHONE, screenshot, signInAs } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Profile {
  email: string;
  names: string;
  surnames: string;
  phone: string | null;
  position: string | null;
  version: number;
}

const USER = 'archivero';

describe('Perfil: changing the e-mail asks for the current password', () => {
  it('shows «Contraseña actual» only for a new address, refuses a missing or wrong one, saves with the right one', async () => {
    const api = await apiAs(USER);
    const before = (await api<{ data: Profile }>('GET', '/api/v1/profile')).data;
    const newEmail = `archivo.${Date.now()}@folio.local`;
    try {
      await withPage(browser, async (page) => {
        await signInAs(page, USER, '/perfil');
        await heading(page, 'Perfil').waitFor();
        const email = page.getByLabel('Correo electrónico');
        const current = page.getByLabel('Contraseña actual (para cambiar el correo)');
        await email.waitFor();
        expect(await current.count()).toBe(0);

        await email.fill(newEmail);
        await current.waitFor();
        await page.getByRole('button', { name: 'Guardar cambios' }).click();
        const error = page.locator('#current_password-error');
        await error.waitFor();
        expect(await error.textContent()).toBe('Ingrese su contraseña actual para cambiar el correo electrónico.');
        await screenshot(page, 'profile-current-password-required');

        await current.fill('no-es-la-clave');
        await page.getByRole('button', { name: 'Guardar cambios' }).click();
        await page.locator('#current_password-error').getByText('La contraseña actual no es correcta.').waitFor();

        await current.fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Guardar cambios' }).click();
        await page.locator('.p-toast-message').getByText('Sus datos se guardaron correctamente.').waitFor();
        // Saved: the address is the new one and the password field is gone again.
        await current.waitFor({ state: 'detached' });
        expect(await email.inputValue()).toBe(newEmail);
        expect((await api<{ data: Profile }>('GET', '/api/v1/profile')).data.email).toBe(newEmail);

        // Going back to the same address needs nothing; a different one asks again, at 375 px too.
        await page.setViewportSize(PHONE);
        await email.fill(`otra.${newEmail}`);
        await current.waitFor();
        await screenshot(page, 'profile-current-password-phone', { fullPage: false });
        await email.fill(newEmail);
        await current.waitFor({ state: 'detached' });
      });
    } finally {
      const now = (await api<{ data: Profile }>('GET', '/api/v1/profile')).data;
      if (now.email !== before.email) {
        await api('PUT', '/api/v1/profile', {
          names: now.names,
          surnames: now.surnames,
          email: before.email,
          phone: now.phone ?? '',
          position: now.position ?? '',
          current_password: DEMO_PASSWORD,
          version: now.version,
        });
      }
    }
  });
});
