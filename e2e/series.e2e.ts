/**
 * Series and subseries (Panel de control): an administrator creates and edits both, sees the
 * subseries on its series page, gets the uniqueness error on the code field; the archivist
 * (series/subseries index and show only) reads them without any way to change them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, pathname, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { typeAndClick } from './support/typing';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Types in a server autocomplete and picks the option that contains `option`. */
async function pickLookup(page: Page, id: string, query: string, option: string): Promise<void> {
  await typeAndClick(page, page.locator(`#${id}`), query, option);
}

async function pickSelect(page: Page, id: string, option: string): Promise<void> {
  await page
    .locator('.p-dropdown')
    .filter({ has: page.locator(`#${id}`) })
    .click();
  await page.getByRole('option', { name: option }).click();
}

async function typeNumber(page: Page, id: string, value: number): Promise<void> {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(String(value));
  await input.press('Tab'); // InputNumber commits its value on Tab, Enter or blur
}

async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Guardar' }).click();
}

/** The record id at the end of a show page's path. */
function idFromPath(page: Page): number {
  return Number(pathname(page).split('/').pop());
}

describe('series and subseries as administrator', () => {
  it('creates and edits a series, adds and edits a subseries from its page, and shows uniqueness errors', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/series');
      await heading(page, 'Series documentales').waitFor();
      await page.getByRole('link', { name: 'Nueva serie' }).click();
      await expectPath(page, '/series/create');
      await heading(page, 'Nueva serie documental').waitFor();

      // Client validation first: nothing typed, every required field says so.
      await submit(page);
      await page.locator('#code-error').waitFor();
      expect(await page.locator('#code-error').textContent()).toBe('Este campo es obligatorio.');

      await page.locator('#code').fill('gaf-01');
      await pickLookup(page, 'office_id', 'GAF', 'GAF - Gerencia de Administración y Finanzas');
      await page.locator('#name').fill('Documentos contables');
      await typeNumber(page, 'years_office', 2);
      await typeNumber(page, 'years_central', 8);
      await pickSelect(page, 'disposition', 'S · Selección');
      await screenshot(page, 'series-form-desktop');
      await submit(page);

      // Saved: the series page, code upper-cased by the shared schema.
      await page.waitForURL((url) => /^\/series\/\d+$/.test(url.pathname));
      const seriesId = idFromPath(page);
      await heading(page, 'GAF-01 · Documentos contables').waitFor();
      await page.getByText('Registro creado.').waitFor();
      const data = page.getByRole('region', { name: 'Datos de la serie' });
      expect(await data.textContent()).toContain('GAF - Gerencia de Administración y Finanzas');
      expect(await data.textContent()).toContain('S · Selección');
      expect(await page.getByText('No se encontraron registros').isVisible()).toBe(true);

      // Edit the series.
      await page.getByRole('link', { name: 'Editar', exact: true }).click();
      await expectPath(page, `/series/${seriesId}/edit`);
      await heading(page, 'Editar serie documental').waitFor();
      await eventually(async () => expect(await page.locator('#office_id').inputValue()).toContain('GAF'));
      await page.locator('#name').fill('Documentos contables y tributarios');
      await pickSelect(page, 'disposition', 'CT · Conservación total');
      await submit(page);
      await expectPath(page, `/series/${seriesId}`);
      await heading(page, 'GAF-01 · Documentos contables y tributarios').waitFor();
      expect(await data.textContent()).toContain('CT · Conservación total');

      // A new subseries from the series page starts in that series with its retention.
      await page.getByRole('link', { name: 'Nueva subserie' }).click();
      await expectPath(page, '/subseries/create');
      expect(new URL(page.url()).searchParams.get('series_id')).toBe(String(seriesId));
      await heading(page, 'Nueva subserie documental').waitFor();
      expect(await page.locator('#series_id').inputValue()).toBe('Documentos contables y tributarios');
      expect(await page.locator('#office_id').inputValue()).toBe('GAF - Gerencia de Administración y Finanzas');
      expect(await page.locator('#years_office').inputValue()).toBe('2');
      expect(await page.locator('#years_central').inputValue()).toBe('8');
      await page.locator('#code').fill('01');
      await page.locator('#name').fill('Comprobantes de pago');
      await screenshot(page, 'subseries-form-desktop');
      await submit(page);

      // Back on the series page, the subseries is listed.
      await expectPath(page, `/series/${seriesId}`);
      const subseriesTable = page.getByRole('tab', { name: 'Subseries' });
      await subseriesTable.waitFor();
      const row = page.locator('tr').filter({ hasText: 'Comprobantes de pago' });
      await row.waitFor();
      expect(await row.textContent()).toContain('01');
      expect(await page.getByText('1 subserie', { exact: true }).isVisible()).toBe(true);

      // The same code again in the same series: the server's error lands on the code field.
      await page.getByRole('link', { name: 'Nueva subserie' }).click();
      await heading(page, 'Nueva subserie documental').waitFor();
      await page.locator('#code').fill('01');
      await page.locator('#name').fill('Otra subserie');
      await submit(page);
      const codeError = page.locator('#code-error');
      await codeError.waitFor();
      expect(await codeError.textContent()).toBe('Ya existe una subserie con ese código en la serie.');
      expect(await page.locator('#code').getAttribute('aria-invalid')).toBe('true');
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('code'));
      await screenshot(page, 'subseries-form-duplicate-code');
      expect(pathname(page)).toBe('/subseries/create');

      // And a second series with the first one's code.
      await page.goto('/series/create');
      await page.locator('#code').fill('GAF-01');
      await page.locator('#name').fill('Duplicada');
      await typeNumber(page, 'years_office', 1);
      await typeNumber(page, 'years_central', 1);
      await pickSelect(page, 'disposition', 'E · Eliminación');
      await submit(page);
      await page.locator('#code-error').waitFor();
      expect(await page.locator('#code-error').textContent()).toBe('Ya existe una serie con ese código.');

      // Edit the subseries from the series page's table.
      await page.goto(`/series/${seriesId}`);
      await page.getByRole('link', { name: 'Editar 01 Comprobantes de pago' }).click();
      await page.waitForURL((url) => /^\/subseries\/\d+\/edit$/.test(url.pathname));
      await heading(page, 'Editar subserie documental').waitFor();
      await typeNumber(page, 'years_central', 10);
      await page.locator('#name').fill('Comprobantes de pago y recibos');
      await submit(page);
      await page.waitForURL((url) => /^\/subseries\/\d+$/.test(url.pathname));
      await heading(page, '01 · Comprobantes de pago y recibos').waitFor();
      const subData = page.getByRole('region', { name: 'Datos de la subserie' });
      expect(await subData.textContent()).toContain('10 años');
      expect(await subData.textContent()).toContain('GAF-01 - Documentos contables y tributarios');
      // Its Historial: the creation and the edit, with Spanish field names.
      const history = page.locator('tr').filter({ hasText: 'Edición' });
      await history.waitFor();
      expect(await history.textContent()).toContain('Años en archivo central: 8 → 10');
      expect(await history.textContent()).toContain('Nombre: Comprobantes de pago → Comprobantes de pago y recibos');
      await screenshot(page, 'subseries-show-desktop');

      // The series page's Historial tab.
      await page.getByRole('link', { name: 'GAF-01 - Documentos contables y tributarios' }).first().click();
      await expectPath(page, `/series/${seriesId}`);
      await page.locator('tr').filter({ hasText: 'Comprobantes de pago y recibos' }).waitFor();
      await screenshot(page, 'series-show-desktop');
      await page.getByRole('tab', { name: 'Historial' }).click();
      const seriesEdit = page.locator('tr').filter({ hasText: 'Edición' });
      await seriesEdit.waitFor();
      expect(await seriesEdit.textContent()).toContain(
        'Nombre: Documentos contables → Documentos contables y tributarios',
      );
      expect(await seriesEdit.textContent()).toContain('Disposición final: S · Selección → CT · Conservación total');
      expect(new URL(page.url()).searchParams.get('tab')).toBe('historial');
      await screenshot(page, 'series-history-desktop');

      // The subseries list, filtered by series through the lookup.
      await page.goto('/subseries');
      await heading(page, 'Subseries documentales').waitFor();
      await pickLookup(page, 'filter-series_id', 'contables', 'Documentos contables y tributarios');
      await eventually(() => expect(new URL(page.url()).searchParams.get('series_id')).toBe(String(seriesId)));
      await page.locator('tr').filter({ hasText: 'Comprobantes de pago y recibos' }).waitFor();
      await screenshot(page, 'subseries-list-desktop');
      // Reloaded, the filter still names its series.
      await page.reload();
      await page.locator('tr').filter({ hasText: 'Comprobantes de pago y recibos' }).waitFor();
      await eventually(async () =>
        expect(await page.locator('#filter-series_id').inputValue()).toBe('Documentos contables y tributarios'),
      );
    });
  });

  it('shows the series pages at 375 px', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'admin', '/series');
        await page.locator('tr').filter({ hasText: 'GAF-01' }).waitFor();
        await screenshot(page, 'series-list-phone');
        await page.getByRole('link', { name: 'Documentos contables y tributarios', exact: true }).click();
        await page.locator('tr').filter({ hasText: 'Comprobantes de pago y recibos' }).waitFor();
        await screenshot(page, 'series-show-phone');
        await page.getByRole('link', { name: 'Nueva subserie' }).click();
        await heading(page, 'Nueva subserie documental').waitFor();
        await screenshot(page, 'subseries-form-phone');
        await page.goto('/subseries');
        await page.locator('tr').filter({ hasText: 'Comprobantes de pago y recibos' }).waitFor();
        await screenshot(page, 'subseries-list-phone');
        await page.getByRole('link', { name: 'Comprobantes de pago y recibos', exact: true }).click();
        await heading(page, '01 · Comprobantes de pago y recibos').waitFor();
        await page.locator('tr').filter({ hasText: 'Creación' }).waitFor();
        await screenshot(page, 'subseries-show-phone');
        await noHorizontalScroll(page);
      },
      PHONE,
    );
  });
});

describe('series and subseries as archivist (read only)', () => {
  it('lists and opens them without create or edit actions', async () => {
    const admin = await apiAs('admin');
    const { data: series } = await admin<{ data: { id: number } }>('POST', '/api/v1/series', {
      code: 'AC-10',
      name: 'Inventarios de transferencia',
      office_id: null,
      years_office: 1,
      years_central: 5,
      disposition: 'CT',
    });
    await admin('POST', '/api/v1/subseries', {
      series_id: series.id,
      code: 'AC-10.1',
      name: 'Inventarios de oficinas',
      office_id: null,
      years_office: 1,
      years_central: 5,
      disposition: 'E',
    });

    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', '/series');
      await page.locator('tr').filter({ hasText: 'Inventarios de transferencia' }).waitFor();
      expect(await page.getByRole('link', { name: 'Nueva serie' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /^Editar / }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^(Desactivar|Activar|Eliminar) / }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Ver AC-10 Inventarios de transferencia' }).count()).toBe(1);
      await screenshot(page, 'series-list-archivero');

      await page.getByRole('link', { name: 'Inventarios de transferencia', exact: true }).click();
      await expectPath(page, `/series/${series.id}`);
      await page.locator('tr').filter({ hasText: 'Inventarios de oficinas' }).waitFor();
      expect(await page.getByRole('link', { name: 'Nueva subserie' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Editar', exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /^Editar / }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Desactivar' }).count()).toBe(0);
      await screenshot(page, 'series-show-archivero');

      await page.goto('/subseries');
      await page.locator('tr').filter({ hasText: 'Inventarios de oficinas' }).waitFor();
      expect(await page.getByRole('link', { name: 'Nueva subserie' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /^Editar / }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^(Desactivar|Activar|Eliminar) / }).count()).toBe(0);

      await page.getByRole('link', { name: 'Inventarios de oficinas', exact: true }).click();
      await heading(page, 'AC-10.1 · Inventarios de oficinas').waitFor();
      expect(await page.getByRole('link', { name: 'Editar', exact: true }).count()).toBe(0);
      await page.locator('tr').filter({ hasText: 'Creación' }).waitFor();

      // The edit and create screens are refused.
      await page.goto(`/series/${series.id}/edit`);
      await expectPath(page, '/403');
      await page.goto('/subseries/create');
      await expectPath(page, '/403');
    });
  });
});
