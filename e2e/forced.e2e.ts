/**
 * The forced pages of docs/architecture.md §8.1: update_register → /update-profile, reset_password → /reset, each
 * allowed while the other flag is pending; then both flows to the end (flags cleared, home).
 * The guard checks come first in this file: the flows clear the fixture users' flags.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectPath, heading, noHorizontalScroll, readStorage, withPage } from './support/app';
import { launchBrowser, loginAs, PHONE, screenshot } from './support/browser';
import { TEMP_PASSWORD } from './support/fixtures';
import { humanTypist } from './support/typing';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function storedFlags(page: Page) {
  const { user } = await readStorage(page);
  return user as { update_register: boolean; reset_password: boolean };
}

/** Types a new password and returns the strength label the meter shows. */
/**
 * Types the password and waits for the meter to rate it `label`: while the last keys are still
 * being handled the meter shows the rating of a shorter prefix, so one read right away can be
 * stale (seen in CI: «Débil» for a password the meter rates «Mediano»).
 */
async function expectStrength(page: Page, password: string, label: string): Promise<void> {
  const input = page.getByLabel('Nueva contraseña', { exact: true });
  await input.fill('');
  await input.pressSequentially(password, { delay: 5 });
  const info = page.locator('#password-strength .password-strength-label');
  await info.waitFor();
  await eventually(async () => {
    expect(await input.inputValue()).toBe(password);
    expect((await info.textContent())?.trim()).toBe(label);
  });
}

describe('forced redirects', () => {
  it('reset_password: every page leads to /reset, /update-profile stays open', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'nuevo', TEMP_PASSWORD);
      await expectPath(page, '/reset');
      await heading(page, 'Cambiar contraseña').waitFor();
      expect(await page.getByText('debe cambiar su contraseña antes de continuar').isVisible()).toBe(true);

      for (const path of ['/', '/perfil', '/users', '/no-existe']) {
        await page.goto(path);
        await expectPath(page, '/reset');
      }
      await page.goto('/update-profile');
      await heading(page, 'Actualizar datos').waitFor();
      expect(new URL(page.url()).pathname).toBe('/update-profile');
      // The server keeps the profile closed until the temporary password is changed: say so.
      await page.getByText('Primero debe cambiar su contraseña temporal').waitFor();
      await screenshot(page, 'update-profile-password-pending');
      await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
      await expectPath(page, '/reset');
    });
  });

  it('update_register: every page leads to /update-profile, /reset stays open', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'pendiente', TEMP_PASSWORD);
      await expectPath(page, '/update-profile');
      await heading(page, 'Actualizar datos').waitFor();

      for (const path of ['/', '/perfil', '/entries', '/login']) {
        await page.goto(path);
        await expectPath(page, '/update-profile');
      }
      await page.goto('/reset');
      await heading(page, 'Cambiar contraseña').waitFor();
      expect(new URL(page.url()).pathname).toBe('/reset');
      // Not flagged reset_password: /reset is the voluntary change, without the warning.
      expect(await page.getByText('debe cambiar su contraseña antes de continuar').count()).toBe(0);
    });
  });

  it('both flags: /reset first, and either forced page can be opened', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'ambos', TEMP_PASSWORD);
      await expectPath(page, '/reset');
      await heading(page, 'Cambiar contraseña').waitFor();
      await page.goto('/update-profile');
      await heading(page, 'Actualizar datos').waitFor();
      expect(new URL(page.url()).pathname).toBe('/update-profile');
      await page.goto('/perfil');
      await expectPath(page, '/reset');
    });
  });
});

describe('forced flows', () => {
  it('forced reset: strength meter Débil / Mediano / Fuerte, then home with the flag cleared', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'nuevo', TEMP_PASSWORD);
      await expectPath(page, '/reset');
      await heading(page, 'Cambiar contraseña').waitFor();
      const tokenBefore = (await readStorage(page)).token;
      await screenshot(page, 'forced-reset-desktop');

      await page.getByLabel('Contraseña actual').fill(TEMP_PASSWORD);
      await expectStrength(page, 'abc', 'Débil');
      await expectStrength(page, 'clave2026', 'Mediano');
      const password = 'Clave-Nueva-2026';
      await expectStrength(page, password, 'Fuerte');
      expect(await page.locator('#password-strength').getByText('Mínimo 8 caracteres').isVisible()).toBe(true);
      // The strength stays in the page's flow: with the focus still in the new password, nothing
      // covers the confirmation field, and a click lands in it.
      const confirmation = page.getByLabel('Confirmar nueva contraseña');
      const box = (await confirmation.boundingBox())!;
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id ?? null, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(hit).toBe('password_confirmation');
      await screenshot(page, 'forced-reset-strength-strong');
      await confirmation.click();
      await humanTypist(page, 7).type(confirmation, password);
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expectPath(page, '/');
      await heading(page, /Nuevo Ingreso/).waitFor();
      const toast = page.locator('.p-toast-message');
      await toast.waitFor();
      expect(await toast.textContent()).toContain('Su contraseña se cambió correctamente.');
      await screenshot(page, 'forced-reset-done-home');

      const stored = await readStorage(page);
      expect(stored.user).toMatchObject({ reset_password: false });
      expect(typeof stored.token).toBe('string');
      expect(stored.token).not.toBe(tokenBefore);

      await page.reload();
      await heading(page, /Nuevo Ingreso/).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    });
    // The new password is the one that works now.
    await withPage(browser, async (page) => {
      await loginAs(page, 'nuevo', 'Clave-Nueva-2026');
      await expectPath(page, '/');
    });
  });

  it('forced reset at 375 px shows the warning and the meter without overflow', async () => {
    await withPage(
      browser,
      async (page) => {
        await loginAs(page, 'ambos', TEMP_PASSWORD);
        await page.goto('/reset');
        await heading(page, 'Cambiar contraseña').waitFor();
        await expectStrength(page, 'abcdefgh1', 'Mediano');
        await screenshot(page, 'forced-reset-phone');
        await noHorizontalScroll(page);
      },
      PHONE,
    );
  });

  it('update-profile: confirm the data, land home, flag cleared', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'pendiente', TEMP_PASSWORD);
      await expectPath(page, '/update-profile');
      const names = page.getByLabel('Nombres');
      await names.waitFor();
      expect(await names.inputValue()).toBe('Pedro');
      expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('pendiente@folio.local');
      await page.getByLabel('Teléfono').fill('987 654 321');
      await page.getByLabel('Cargo').fill('Asistente administrativo');
      await screenshot(page, 'update-profile-desktop');

      await page.getByRole('button', { name: 'Confirmar datos' }).click();
      await expectPath(page, '/');
      await heading(page, /Pedro Pendiente/).waitFor();
      const toast = page.locator('.p-toast-message');
      await toast.waitFor();
      expect(await toast.textContent()).toContain('Sus datos fueron confirmados.');
      expect(await storedFlags(page)).toMatchObject({ update_register: false, reset_password: false });

      await page.goto('/perfil');
      await heading(page, 'Perfil').waitFor();
      // The account details show the saved values (the form below holds them as inputs).
      await page.locator('.data-list').getByText('987 654 321').waitFor();
      await page.locator('.data-list').getByText('Asistente administrativo').waitFor();
    });
  });

  it('both flags at 375 px: change the password, then confirm the profile, then home', async () => {
    await withPage(
      browser,
      async (page) => {
        await loginAs(page, 'ambos', TEMP_PASSWORD);
        await expectPath(page, '/reset');
        await page.getByLabel('Contraseña actual').fill(TEMP_PASSWORD);
        await page.getByLabel('Nueva contraseña', { exact: true }).fill('Ambos-Clave-2026');
        await page.locator('#password-strength').getByText('Fuerte', { exact: true }).waitFor();
        await screenshot(page, 'forced-reset-strength-375');
        // A tap on the confirmation reaches it: the strength does not float over it.
        await page.getByLabel('Confirmar nueva contraseña').click();
        await page.keyboard.type('Ambos-Clave-2026', { delay: 60 });
        await page.getByRole('button', { name: 'Cambiar contraseña' }).click();

        // Still flagged update_register: the guard moves on to /update-profile.
        await expectPath(page, '/update-profile');
        expect(await storedFlags(page)).toMatchObject({ update_register: true, reset_password: false });
        const names = page.getByLabel('Nombres');
        await names.waitFor();
        expect(await names.inputValue()).toBe('Amanda');
        await screenshot(page, 'update-profile-phone');
        await page.getByRole('button', { name: 'Confirmar datos' }).click();

        await expectPath(page, '/');
        await heading(page, /Amanda Ambos/).waitFor();
        expect(await storedFlags(page)).toMatchObject({ update_register: false, reset_password: false });
        await page.locator('.p-toast-message').first().waitFor();
        await screenshot(page, 'forced-done-home-phone', { fullPage: false });
      },
      PHONE,
    );
  });
});
