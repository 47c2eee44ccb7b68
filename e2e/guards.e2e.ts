/**
 * The route guards of docs/architecture.md §8.1: login required, permissions (→ /403), visitor-only pages,
 * unknown paths (not-found page).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPath, heading, pathname, withPage } from './support/app';
import { DEMO_PASSWORD, launchBrowser, PHONE, screenshot, signInAs } from './support/browser';

let browser: Browser;

/** Opens `path` and checks the guard let the user stay there. */
async function expectAllowed(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const title = page.locator('main h1').first();
  await title.waitFor();
  expect(pathname(page)).toBe(path);
  expect(await title.textContent()).not.toBe('Acceso denegado');
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('route guards', () => {
  it('sends a visitor to /login and, after login, back to the page they asked for', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/archive-central/expedients?page=2');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/archive-central/expedients?page=2');
      await heading(page, 'Iniciar sesión').waitFor();

      await page.getByLabel('Usuario o correo electrónico').fill('archivero');
      await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expectPath(page, '/archive-central/expedients');
      expect(new URL(page.url()).search).toBe('?page=2');
      await page.getByTestId('side-menu').waitFor();
    });
  });

  it('sends a visitor of / to plain /login (no redirect parameter)', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/');
      await expectPath(page, '/login');
      expect(new URL(page.url()).search).toBe('');
    });
  });

  it('ignores a redirect parameter that points to another site', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/login?redirect=//example.com/robo');
      await page.getByLabel('Usuario o correo electrónico').fill('mensajero');
      await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expectPath(page, '/');
      expect(page.url()).not.toContain('example.com');
    });
  });

  it('sends a user without the permission to /403, inside the shell', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mensajero');
      for (const path of ['/users', '/users/1/edit', '/archive-central/documents', '/configs']) {
        await page.goto(path);
        await expectPath(page, '/403');
        await heading(page, 'Acceso denegado').waitFor();
      }
      await page.getByTestId('side-menu').waitFor();
      expect(await page.getByText('No tiene permiso para acceder a esta página').isVisible()).toBe(true);
      await screenshot(page, 'forbidden-mensajero-desktop');

      // The pages the role does grant open normally.
      for (const path of ['/delivery-controls', '/delivery-controls/7', '/delivery-events', '/perfil']) {
        await expectAllowed(page, path);
      }

      await page.goto('/users/create');
      await expectPath(page, '/403');
      await page.getByRole('link', { name: 'Ir al tablero' }).click();
      await expectPath(page, '/');
    });
  });

  it('lets admin open every guarded page', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin');
      for (const path of ['/users', '/archive-central/documents', '/configs', '/delivery-events', '/reports']) {
        await expectAllowed(page, path);
      }
    });
  });

  it('sends a logged-in user away from visitor-only pages to home', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe');
      for (const path of ['/login', '/recuperar-contrasena', '/reset-password/cualquier-token']) {
        await page.goto(path);
        await expectPath(page, '/');
      }
      await heading(page, /Jorge Salazar Núñez/).waitFor();
    });
  });

  it('shows the not-found page for an unknown path, logged out (bare) and logged in (shell)', async () => {
    await withPage(
      browser,
      async (page) => {
        await page.goto('/no-existe/en/folio');
        await heading(page, 'Página no encontrada').waitFor();
        expect(pathname(page)).toBe('/no-existe/en/folio');
        expect(await page.title()).toBe('Página no encontrada · Folio');
        expect(await page.getByTestId('side-menu').count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Ir al inicio de sesión' }).isVisible()).toBe(true);
        await screenshot(page, 'not-found-visitor-phone');

        await signInAs(page, 'servidor', '/no-existe/en/folio');
        await heading(page, 'Página no encontrada').waitFor();
        expect(pathname(page)).toBe('/no-existe/en/folio');
        expect(await page.getByTestId('user-button').isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: 'Ir al tablero' }).isVisible()).toBe(true);
        await screenshot(page, 'not-found-logged-in-phone');
      },
      PHONE,
    );
  });
});
