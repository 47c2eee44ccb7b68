/**
 * The archivist's day, as far as the central archive is built: the location tree with occupancy
 * (the demo building, seeded by the global setup), a full level's positions, a new shelf built
 * node by node, moved to the other deposit with what it holds, and the deletion rules.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, pathname, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';

const BASE = '/archive-central/physical-locations';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

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
  await input.press('Tab');
}

/** Follows "Agregar …" on a location page and saves the new child with `code`; lands on its page. */
async function addChild(page: Page, what: string, code: string, topographic: string, capacity?: number) {
  await page.getByRole('link', { name: `Agregar ${what}` }).click();
  await heading(page, 'Nueva ubicación').waitFor();
  await page.locator('#code').fill(code);
  if (capacity !== undefined) await typeNumber(page, 'capacity', capacity);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await place(page, topographic).waitFor();
}

/** A location's page by its whole code: a prefix would also match the page of a node below it. */
const place = (page: Page, code: string) => heading(page, new RegExp(`^${code}$`));

const occupancy = (page: Page, label: string) =>
  page.getByRole('progressbar', { name: `Ocupación de ${label}` }).first();

describe('central archive as the archivist', () => {
  it('reads the location tree with occupancy and a full level position by position', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', '/');
      await page.getByRole('link', { name: 'Ubicaciones físicas' }).click();
      await expectPath(page, BASE);
      await heading(page, 'Ubicaciones físicas').waitFor();
      // Buildings and deposits start open: the shelves of both deposits are on the first screen.
      await page.getByRole('link', { name: /^E01 · Estante rodante 1/ }).waitFor();
      // The demo placed 72 boxes in the sede central; other browser tests on this server may have
      // placed more since, so the bar must say what the server counts now.
      const tree = await (await apiAs('archivero'))<{
        data: { topographic_code: string; occupied: number; capacity_total: number }[];
      }>('GET', '/api/v1/physical-locations/tree');
      const sede = tree.data.find((n) => n.topographic_code === 'A')!;
      expect(sede.capacity_total).toBe(136);
      expect(sede.occupied).toBeGreaterThanOrEqual(72);
      expect(await occupancy(page, 'A · Sede central').getAttribute('aria-valuetext')).toBe(
        `${sede.occupied} de 136 cajas`,
      );
      expect(await page.getByRole('row').filter({ hasText: 'Depósito 2' }).textContent()).toContain('21/40 · 53 %');
      await screenshot(page, 'archive-locations-tree-desktop');

      // Search opens the branches down to what matches.
      await page.getByLabel('Buscar ubicaciones').fill('N1');
      // Other browser tests add buildings of their own; the demo's sede central has five N1 levels.
      const demoLevels = page.getByRole('row').filter({ hasText: /^N1Nivel \(entrepaño\)A-D/ });
      await eventually(async () => expect(await demoLevels.count()).toBe(5));
      await page.getByLabel('Buscar ubicaciones').fill('');

      await page.goto(`${BASE}`);
      await page.getByRole('link', { name: /^E01 · Estante metálico 1/ }).click();
      await place(page, 'A-D1-E01').waitFor();
      expect(await page.getByRole('region', { name: 'Datos de la ubicación' }).textContent()).toContain('48 cajas');
      const contents = page.getByRole('region', { name: 'Contiene' });
      await contents.getByRole('link', { name: 'C1' }).click();
      await place(page, 'A-D1-E01-C1').waitFor();
      await page.getByRole('region', { name: 'Contiene' }).getByRole('link', { name: 'N4' }).click();
      await place(page, 'A-D1-E01-C1-N4').waitFor();
      const slots = page.getByRole('list', { name: 'Posiciones del nivel' }).getByRole('listitem');
      await slots.first().waitFor();
      expect(await slots.count()).toBe(6);
      expect(await slots.nth(3).textContent()).toContain('CAJA-022');
      // The demo leaves P05 and P06 free; the expedients' browser test may have placed a box in
      // the tree's first free position since. The first free slot reads «siguiente», and the
      // panel below names it.
      const texts = await slots.allTextContents();
      const free = texts.findIndex((t) => t.includes('Libre'));
      expect(free === 4 || free === 5).toBe(true);
      const position = `P0${free + 1}`;
      expect(texts[free]).toBe(`${position}Libre · siguiente`);
      expect(await page.getByRole('region', { name: 'Siguiente posición libre' }).textContent()).toContain(
        `A-D1-E01-C1-N4-${position}`,
      );
      await screenshot(page, 'archive-location-level-desktop');
    });
  });

  it('builds a shelf node by node and moves it to the other deposit with what it holds', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', BASE);
      await page.getByRole('link', { name: /^D2 · Depósito 2/ }).click();
      await place(page, 'A-D2').waitFor();
      await addChild(page, 'estante', 'e09', 'A-D2-E09');
      await addChild(page, 'cuerpo', 'C1', 'A-D2-E09-C1');
      // A level needs its capacity: the form says so before sending.
      await page.getByRole('link', { name: 'Agregar nivel (entrepaño)' }).click();
      await page.locator('#code').fill('N1');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.locator('#capacity-error').waitFor();
      expect(await page.locator('#capacity-error').textContent()).toBe('Indique cuántas cajas caben en el nivel.');
      await typeNumber(page, 'capacity', 4);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await place(page, 'A-D2-E09-C1-N1').waitFor();
      const levelPath = pathname(page);
      const positions = page.getByRole('list', { name: 'Posiciones del nivel' }).getByRole('listitem');
      await positions.first().waitFor();
      expect(await positions.count()).toBe(4);

      // Move the shelf to deposit 1: every code under it follows. Up through the breadcrumb.
      await page
        .getByRole('navigation', { name: 'Ruta de navegación' })
        .getByRole('link', { name: 'A-D2-E09-C1', exact: true })
        .click();
      await place(page, 'A-D2-E09-C1').waitFor();
      await page
        .getByRole('navigation', { name: 'Ruta de navegación' })
        .getByRole('link', { name: 'A-D2-E09', exact: true })
        .click();
      await place(page, 'A-D2-E09').waitFor();
      await page.getByRole('link', { name: 'Editar', exact: true }).click();
      await heading(page, 'Editar ubicación').waitFor();
      await pickSelect(page, 'parent_id', 'A-D1 · Depósito 1 · Documentación administrativa');
      await screenshot(page, 'archive-location-form-desktop');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await place(page, 'A-D1-E09').waitFor();
      // The Historial names both deposits.
      await page.getByText('Ubicación superior: A-D2 → A-D1').waitFor();
      await page.goto(levelPath);
      await place(page, 'A-D1-E09-C1-N1').waitFor();
      expect(await page.getByRole('region', { name: 'Siguiente posición libre' }).textContent()).toContain(
        'A-D1-E09-C1-N1-P01',
      );
    });
  });

  it('offers no deletion of a level with boxes and deletes an empty one', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', BASE);
      await page.getByRole('link', { name: /^E01 · Estante metálico 1/ }).click();
      await page.getByRole('region', { name: 'Contiene' }).getByRole('link', { name: 'C1' }).click();
      await page.getByRole('region', { name: 'Contiene' }).getByRole('link', { name: 'N1' }).click();
      await place(page, 'A-D1-E01-C1-N1').waitFor();
      // Full of boxes: nothing to delete is offered (the server would refuse it too).
      await page.getByRole('link', { name: 'Editar', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
      await page
        .getByRole('navigation', { name: 'Ruta de navegación' })
        .getByRole('link', { name: 'A-D1-E01-C1', exact: true })
        .click();
      await place(page, 'A-D1-E01-C1').waitFor();
      await addChild(page, 'nivel (entrepaño)', 'N9', 'A-D1-E01-C1-N9', 2);
      await page.getByRole('button', { name: 'Eliminar' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('Ubicación eliminada.').waitFor();
      await place(page, 'A-D1-E01-C1').waitFor();
      await page.getByRole('region', { name: 'Contiene' }).getByRole('link', { name: 'N4' }).waitFor();
      expect(await page.getByRole('region', { name: 'Contiene' }).getByRole('link', { name: 'N9' }).count()).toBe(0);
    });
  });

  it('works at 375 px: tree, level and form', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'archivero', BASE);
        await heading(page, 'Ubicaciones físicas').waitFor();
        await occupancy(page, 'A · Sede central').waitFor();
        // Earlier tests of this file add shelves: the bar must say what the server counts now.
        const tree = await (await apiAs('archivero'))<{
          data: { topographic_code: string; occupied: number; capacity_total: number }[];
        }>('GET', '/api/v1/physical-locations/tree');
        const sede = tree.data.find((n) => n.topographic_code === 'A')!;
        expect(await occupancy(page, 'A · Sede central').getAttribute('aria-valuetext')).toBe(
          `${sede.occupied} de ${sede.capacity_total} cajas`,
        );
        await noHorizontalScroll(page);
        await screenshot(page, 'archive-locations-tree-phone');
        await page.getByRole('link', { name: /^D1 · Depósito 1/ }).click();
        await place(page, 'A-D1').waitFor();
        await page.getByRole('region', { name: 'Contiene' }).getByRole('link', { name: /^E01/ }).waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'archive-location-deposit-phone');
        await page.getByRole('link', { name: 'Agregar estante' }).click();
        await heading(page, 'Nueva ubicación').waitFor();
        for (const field of [page.locator('#code'), page.getByRole('button', { name: 'Guardar' })]) {
          const box = await field.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, 'the field is within the phone').toBe(true);
        }
        await noHorizontalScroll(page);
        await screenshot(page, 'archive-location-form-phone');
      },
      PHONE,
    );
  });
});
