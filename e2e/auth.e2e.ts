/**
 * Login, logout and the forgotten-password flow end to end (mail read from the outbox).
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, resetTokenFrom } from '../src/server/test/outbox';
import { expectPath, heading, readStorage, withPage } from './support/app';
import { baseUrl, DESKTOP, e2eServer, launchBrowser, loginAs, PHONE, screenshot } from './support/browser';
import { TEMP_PASSWORD } from './support/fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('login and logout', () => {
  it('shows the Spanish login page at desktop and phone width', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'login-desktop'],
      [PHONE, 'login-phone'],
    ] as const) {
      await withPage(
        browser,
        async (page) => {
          await page.goto('/login');
          await heading(page, 'Iniciar sesión').waitFor();
          expect(await page.title()).toBe('Iniciar sesión · Folio');
          expect(await page.getByLabel('Usuario o correo electrónico').isVisible()).toBe(true);
          expect(await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).isVisible()).toBe(true);
          // Visitors get the bare layout: no shell around the page.
          expect(await page.getByTestId('side-menu').count()).toBe(0);
          await screenshot(page, name);
        },
        viewport,
      );
    }
  });

  it('rejects a wrong password with a Spanish message and stays on /login', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/login');
      await page.getByLabel('Usuario o correo electrónico').fill('jefe');
      await page.locator('input[type="password"]').fill('no-es-la-clave');
      await page.getByRole('button', { name: 'Ingresar' }).click();
      const error = page.getByRole('alert').filter({ hasText: 'incorrectos' });
      await error.waitFor();
      expect(await error.textContent()).toBe('Usuario o contraseña incorrectos.');
      await expectPath(page, '/login');
      expect((await readStorage(page)).token).toBeNull();
      await screenshot(page, 'login-wrong-password');
    });
  });

  it('stores token and user on login, and logout clears them and returns to /login', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'servidor');
      await expectPath(page, '/');
      await heading(page, /Lucía Pérez Castillo/).waitFor();

      const stored = await readStorage(page);
      expect(typeof stored.token).toBe('string');
      expect((stored.token as string).length).toBeGreaterThan(10);
      expect(stored.user).toMatchObject({ id: expect.any(Number), username: 'servidor' });
      await screenshot(page, 'home-servidor-desktop');

      await page.getByTestId('logout-button').click();
      await expectPath(page, '/login');
      await heading(page, 'Iniciar sesión').waitFor();
      const after = await readStorage(page);
      expect(after.token).toBeNull();
      expect(after.user).toBeNull();

      // The old session is gone: a protected page sends the visitor back to login.
      await page.goto('/perfil');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/perfil');
    });
  });

  it('logs in by e-mail address on a phone and shows the home page in the shell', async () => {
    await withPage(
      browser,
      async (page) => {
        await loginAs(page, 'mensajero@folio.local');
        await heading(page, /Raúl Mendoza Ríos/).waitFor();
        expect(await page.getByTestId('user-button').isVisible()).toBe(true);
        await screenshot(page, 'home-mensajero-phone');
      },
      PHONE,
    );
  });
});

describe('forgotten password', () => {
  it('sends a link by mail, sets a new password through it, and the link works only once', async () => {
    const outbox = path.join(e2eServer().dataDir, 'mail');
    const before = (await readOutbox(outbox, { timeoutMs: 0, min: 0 })).length;
    const newPassword = 'Recuperada2026';

    const link = await withPage(browser, async (page) => {
      await page.goto('/login');
      await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
      await expectPath(page, '/recuperar-contrasena');
      await heading(page, 'Recuperar contraseña').waitFor();
      await page.getByLabel('Correo electrónico').fill('olvido@folio.local');
      await screenshot(page, 'forgot-password-desktop');
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      const sent = page.getByRole('status');
      await sent.waitFor();
      expect(await sent.textContent()).toMatch(/correo|enlace/i);
      await screenshot(page, 'forgot-password-sent');

      const mails = await readOutbox(outbox, { min: before + 1 });
      const mail = mails.filter((m) => m.to.includes('olvido@folio.local')).at(-1);
      expect(mail, 'a mail to olvido@folio.local').toBeDefined();
      return `/reset-password/${resetTokenFrom(mail!)}`;
    });

    await withPage(
      browser,
      async (page) => {
        await page.goto(link);
        await heading(page, 'Restablecer contraseña').waitFor();
        await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
        await page.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
        await screenshot(page, 'reset-password-phone');
        await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
        await expectPath(page, '/login');
        const toast = page.locator('.p-toast-message');
        await toast.waitFor();
        expect(await toast.textContent()).toContain('Ya puede iniciar sesión');

        await loginAs(page, 'olvido', newPassword);
        await expectPath(page, '/');
        await heading(page, /Olga Olvido/).waitFor();
      },
      PHONE,
    );

    // The same link again: refused, with a Spanish explanation and a way to ask for a new one.
    await withPage(browser, async (page) => {
      await page.goto(link);
      await heading(page, 'Restablecer contraseña').waitFor();
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('OtraClave2026');
      await page.getByLabel('Confirmar contraseña', { exact: true }).fill('OtraClave2026');
      await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'enlace' });
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/El enlace no es válido o ha expirado/);
      expect(await alert.getByRole('link', { name: 'Solicite uno nuevo' }).isVisible()).toBe(true);
      await expectPath(page, link);
      await screenshot(page, 'reset-password-reused-link');
    });

    // The old password no longer works (one failed attempt, through the API).
    const response = await fetch(`${baseUrl()}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username: 'olvido', password: TEMP_PASSWORD }),
    });
    expect(response.status).toBe(422);
  });
});
