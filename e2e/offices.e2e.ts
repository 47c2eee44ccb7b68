/**
 * Offices (Panel de control): an administrator creates an office under another, finds it in the
 * list and in the hierarchy, and the server's cycle error lands on "Oficina superior".
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPath, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { typeAndClick } from './support/typing';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Types into a server autocomplete and picks the suggestion that contains `option`. */
async function pick(page: Page, label: string, query: string, option: string): Promise<void> {
  await typeAndClick(page, page.getByLabel(label, { exact: true }), query, option);
}

describe('offices', () => {
  it('creates an office under another and shows it in the list and the hierarchy', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/offices');
      await heading(page, 'Oficinas').waitFor();
      await page.getByRole('cell', { name: 'Gerencia General', exact: true }).waitFor();
      await screenshot(page, 'offices-list-desktop');

      await page.getByRole('link', { name: 'Nueva oficina' }).click();
      await expectPath(page, '/offices/create');
      await heading(page, 'Nueva oficina').waitFor();
      // Client validation, in Spanish, before anything is sent.
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Este campo es obligatorio.').first().waitFor();

      await page.getByLabel('Siglas', { exact: true }).fill('ute');
      await page.getByLabel('Nombre', { exact: true }).fill('Unidad de Tesorería');
      await pick(page, 'Oficina superior', 'GAF', 'GAF - Gerencia de Administración y Finanzas');
      await pick(page, 'Jefe de oficina', 'salazar', 'Jorge Salazar Núñez');
      await screenshot(page, 'offices-form-desktop');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expectPath(page, '/offices');
      await page.locator('.p-toast-message', { hasText: 'Registro creado.' }).waitFor();

      await page.getByRole('textbox', { name: 'Buscar' }).fill('tesoreria');
      const row = page.getByRole('row').filter({ hasText: 'Unidad de Tesorería' });
      await row.waitFor();
      expect(await row.innerText()).toContain('UTE');
      expect(await row.innerText()).toContain('GAF - Gerencia de Administración y Finanzas');

      await page.goto('/offices');
      await page.getByText('Jerarquía', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('vista') === 'jerarquia');
      const tree = page.locator('.office-tree table');
      const ute = tree.locator('tr', { hasText: 'UTE - Unidad de Tesorería' });
      const gaf = tree.locator('tr', { hasText: 'GAF - Gerencia de Administración y Finanzas' });
      await ute.waitFor();
      const uteLevel = Number(await ute.getAttribute('aria-level'));
      const gafLevel = Number(await gaf.getAttribute('aria-level'));
      expect(uteLevel).toBe(gafLevel + 1);
      // The rows below GAF up to the next office at GAF's level are its children.
      const children = await tree.locator('tbody tr').evaluateAll((rows, level) => {
        const start = rows.findIndex((r) => r.textContent?.includes('GAF - Gerencia'));
        const out: string[] = [];
        for (const r of rows.slice(start + 1)) {
          if (Number(r.getAttribute('aria-level')) <= level) break;
          out.push(r.textContent ?? '');
        }
        return out;
      }, gafLevel);
      expect(children.some((text) => text.includes('UTE - Unidad de Tesorería'))).toBe(true);
      expect(await ute.innerText()).toContain('Jorge Salazar Núñez');
      await screenshot(page, 'offices-tree-desktop');
    });
  });

  it('refuses a cycle: the server error shows on "Oficina superior"', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/offices?q=GG');
      await page.getByRole('link', { name: 'Editar GG - Gerencia General' }).click();
      await heading(page, 'Editar oficina').waitFor();
      await pick(page, 'Oficina superior', 'UTE', 'UTE - Unidad de Tesorería');
      await page.getByRole('button', { name: 'Guardar' }).click();
      const error = page.locator('#parent_id-error');
      await error.waitFor();
      expect(await error.innerText()).toContain('no puede depender de sí misma');
      expect(new URL(page.url()).pathname).toMatch(/^\/offices\/\d+\/edit$/);
      await screenshot(page, 'offices-cycle-error');
    });
  });

  it('works at 375 px: list, hierarchy and form', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'admin', '/offices');
        await page.getByRole('cell', { name: 'Gerencia General', exact: true }).waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'offices-list-phone');

        await page.goto('/offices?vista=jerarquia');
        await page.locator('.office-tree tr', { hasText: 'UTE - Unidad de Tesorería' }).waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'offices-tree-phone');

        await page.goto('/offices/create');
        await heading(page, 'Nueva oficina').waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'offices-form-phone');
      },
      PHONE,
    );
  });
});
