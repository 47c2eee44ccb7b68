/**
 * The side menu (docs/architecture.md §8.2): filtered by permission, groups that open themselves and on click,
 * the highlight rule, and its two layouts (pushing 240 px panel on desktop, 260 px overlay under
 * 768 px, reset when the width crosses 768 px).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  expectPath,
  groupLinks,
  groupToggle,
  heading,
  sideMenu,
  topLevelMenu,
  withPage,
} from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot, signInAs } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The label of the menu link marked as the current page, if any. */
async function activeLinks(page: Page): Promise<string[]> {
  return (await sideMenu(page).locator('a[aria-current="page"]').allInnerTexts()).map((text) => text.trim());
}

/** After a navigation the URL changes a moment before the menu re-renders: poll. */
async function expectActive(page: Page, labels: string[]): Promise<void> {
  await eventually(async () => expect(await activeLinks(page)).toEqual(labels));
}

async function expectExpanded(page: Page, group: string, open: boolean): Promise<void> {
  await eventually(async () => expect(await groupToggle(page, group).getAttribute('aria-expanded')).toBe(String(open)));
}

const ARCHIVE = [
  'Documentos archivados',
  'Expedientes/Cajas',
  'Transferencias',
  'Permisos de acceso',
  'Eliminación documental',
  'Ubicaciones físicas',
];
const PANEL = [
  'Usuarios',
  'Roles',
  'Oficinas',
  'Tipos de ingreso',
  'Tipos de salida',
  'Plantillas de documento',
  'Clasificaciones documentales',
  'Series',
  'Subseries',
  'Configuración',
  'Firma digital',
  'Stickers',
  'Integraciones',
  'Webhooks',
  'Instituciones vinculadas',
];

describe('menu by role', () => {
  it('mensajero sees exactly Tablero, Controles de entrega and Recibir documentos', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mensajero', '/');
      await sideMenu(page).waitFor();
      expect(await topLevelMenu(page)).toEqual(['Tablero', 'Controles de entrega', 'Recibir documentos']);
      expect(await sideMenu(page).getByText('v3.1').isVisible()).toBe(true);
      await screenshot(page, 'menu-mensajero-desktop');
    });
  });

  it('archivero sees the correspondence, Reportes and the Archivo Central group; of Panel de control only Series and Subseries', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', '/');
      await sideMenu(page).waitFor();
      // Archivero holds series-index and subseries-index, and a menu item shows for any key held;
      // it reads every office's correspondence (the -all keys) to file it into expedients.
      expect(await topLevelMenu(page)).toEqual([
        'Tablero',
        'Ingresos Documentales',
        'Salidas Documentales',
        'Doc. ingreso apoyo',
        'Doc. salida apoyo',
        'Reportes',
        'Archivo Central',
        'Panel de control',
      ]);
      await groupToggle(page, 'Archivo Central').click();
      expect(await groupLinks(page, 'Archivo Central')).toEqual(ARCHIVE);
      await groupToggle(page, 'Panel de control').click();
      expect(await groupLinks(page, 'Panel de control')).toEqual(['Series', 'Subseries']);
      await screenshot(page, 'menu-archivero-desktop');
    });
  });

  it('admin sees every item with the SPEC labels', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/');
      await sideMenu(page).waitFor();
      expect(await topLevelMenu(page)).toEqual([
        'Tablero',
        'Ingresos Documentales',
        'Salidas Documentales',
        'Proyectos de documento',
        'Doc. ingreso apoyo',
        'Doc. salida apoyo',
        'Solicitudes de ingreso',
        'Solicitudes de salida',
        'Destinatarios',
        'Controles de entrega',
        'Recibir documentos',
        'Carpetas de apoyo',
        'Reportes',
        'Archivo Central',
        'Panel de control',
      ]);
      await groupToggle(page, 'Archivo Central').click();
      await groupToggle(page, 'Panel de control').click();
      expect(await groupLinks(page, 'Archivo Central')).toEqual(ARCHIVE);
      expect(await groupLinks(page, 'Panel de control')).toEqual(PANEL);
      await screenshot(page, 'menu-admin-desktop');
    });
  });
});

describe('menu behaviour', () => {
  it('opens the group of the current path, highlights sub-paths, Tablero only on /', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/');
      await sideMenu(page).waitFor();
      // On / the groups are closed and only Tablero is highlighted.
      await expectExpanded(page, 'Archivo Central', false);
      await expectExpanded(page, 'Panel de control', false);
      await expectActive(page, ['Tablero']);

      await page.goto('/archive-central/expedients');
      await sideMenu(page).waitFor();
      await expectExpanded(page, 'Archivo Central', true);
      await expectExpanded(page, 'Panel de control', false);
      await expectActive(page, ['Expedientes/Cajas']);

      // Sub-paths keep their item highlighted; Tablero never is away from /.
      await page.goto('/archive-central/expedients/12/edit');
      await sideMenu(page).waitFor();
      await expectExpanded(page, 'Archivo Central', true);
      await expectActive(page, ['Expedientes/Cajas']);
      await screenshot(page, 'menu-group-auto-open');

      await page.goto('/users/create');
      await sideMenu(page).waitFor();
      await expectExpanded(page, 'Panel de control', true);
      await expectExpanded(page, 'Archivo Central', false);
      await expectActive(page, ['Usuarios']);

      await page.goto('/entry-requests');
      await sideMenu(page).waitFor();
      await expectActive(page, ['Solicitudes de ingreso']);
    });
  });

  it('expands and collapses groups on click; navigating into another group opens it too', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/');
      await sideMenu(page).waitFor();
      const archive = groupToggle(page, 'Archivo Central');
      await archive.click();
      await expectExpanded(page, 'Archivo Central', true);
      expect(await sideMenu(page).getByRole('link', { name: 'Ubicaciones físicas' }).isVisible()).toBe(true);
      await archive.click();
      await expectExpanded(page, 'Archivo Central', false);
      expect(await sideMenu(page).getByRole('link', { name: 'Ubicaciones físicas' }).count()).toBe(0);

      // Open the group, follow a link inside it: it stays open and its item lights up.
      await archive.click();
      await sideMenu(page).getByRole('link', { name: 'Ubicaciones físicas' }).click();
      await expectPath(page, '/archive-central/physical-locations');
      await expectActive(page, ['Ubicaciones físicas']);
      await expectExpanded(page, 'Archivo Central', true);

      // A group the user closed on its own path can be closed (and reopened).
      await archive.click();
      await expectExpanded(page, 'Archivo Central', false);
      await archive.click();
      await expectExpanded(page, 'Archivo Central', true);

      // Tablero link goes home and is the only active item there.
      await sideMenu(page).getByRole('link', { name: 'Tablero' }).click();
      await expectPath(page, '/');
      await expectActive(page, ['Tablero']);
      expect(await page.title()).toBe('Tablero · Folio');
    });
  });
});

describe('menu layout', () => {
  const menuBox = (page: Page) => sideMenu(page).boundingBox();
  async function contentLeft(page: Page): Promise<number> {
    return (await page.locator('main.shell-content').boundingBox())!.x;
  }
  const toggle = (page: Page) => page.getByTestId('menu-toggle');
  async function menuShown(page: Page): Promise<boolean> {
    return sideMenu(page).isVisible();
  }

  it('on desktop is open, 240 px wide, pushes the content, and the toggle hides it', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/');
      await sideMenu(page).waitFor();
      await eventually(async () => expect(await contentLeft(page)).toBeCloseTo(240, 1));
      expect((await menuBox(page))?.width).toBeCloseTo(240, 1);
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByTestId('menu-backdrop').count()).toBe(0);

      await toggle(page).click();
      await sideMenu(page).waitFor({ state: 'hidden' });
      await eventually(async () => expect(await contentLeft(page)).toBeCloseTo(0, 1));
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
      await screenshot(page, 'menu-closed-desktop');

      await toggle(page).click();
      await sideMenu(page).waitFor();
      await eventually(async () => expect(await contentLeft(page)).toBeCloseTo(240, 1));
    });
  });

  it('at 375 px starts closed and opens as a 260 px overlay over a dimmed backdrop', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'jefe', '/');
        await heading(page, /Jorge Salazar Núñez/).waitFor();
        expect(await menuShown(page)).toBe(false);
        expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
        expect(await page.getByTestId('menu-backdrop').count()).toBe(0);
        expect(await contentLeft(page)).toBeCloseTo(0, 1);
        await screenshot(page, 'menu-closed-phone');

        await toggle(page).click();
        await sideMenu(page).waitFor();
        const backdrop = page.getByTestId('menu-backdrop');
        await backdrop.waitFor();
        await eventually(async () => expect((await menuBox(page))?.x).toBe(0));
        expect((await menuBox(page))?.width).toBeCloseTo(260, 1);
        // Overlay: the content does not move; the backdrop dims it and sits under the menu.
        expect(await contentLeft(page)).toBeCloseTo(0, 1);
        const dim = await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(dim).toMatch(/^rgba\(0, 0, 0, 0\.[1-9]/);
        const layers = await page.evaluate(() => ({
          menu: Number(getComputedStyle(document.querySelector('[data-testid="side-menu"]')!).zIndex),
          backdrop: Number(getComputedStyle(document.querySelector('[data-testid="menu-backdrop"]')!).zIndex),
        }));
        expect(layers.menu).toBeGreaterThan(layers.backdrop);
        await screenshot(page, 'menu-open-phone');

        // The backdrop closes it.
        await backdrop.click({ position: { x: 330, y: 400 } });
        await sideMenu(page).waitFor({ state: 'hidden' });
        expect(await backdrop.count()).toBe(0);

        // Following a link closes it too.
        await toggle(page).click();
        await sideMenu(page).getByRole('link', { name: 'Carpetas de apoyo' }).click();
        await expectPath(page, '/folders');
        await sideMenu(page).waitFor({ state: 'hidden' });
        expect(await page.getByTestId('menu-backdrop').count()).toBe(0);
      },
      PHONE,
    );
  });

  it('resets its state when the width crosses 768 px', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/');
      await sideMenu(page).waitFor();

      // Closed on desktop → phone: closed (mobile default) → back to desktop: open again.
      await toggle(page).click();
      await sideMenu(page).waitFor({ state: 'hidden' });
      await page.setViewportSize({ width: 767, height: 800 });
      await eventually(async () => expect(await toggle(page).getAttribute('aria-expanded')).toBe('false'));
      expect(await menuShown(page)).toBe(false);
      await page.setViewportSize({ width: 768, height: 800 });
      await sideMenu(page).waitFor();
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
      expect((await menuBox(page))?.width).toBeCloseTo(240, 1);

      // Opened on a phone → desktop → phone again: closed, no backdrop left behind.
      await page.setViewportSize(PHONE);
      await sideMenu(page).waitFor({ state: 'hidden' });
      await toggle(page).click();
      await page.getByTestId('menu-backdrop').waitFor();
      await page.setViewportSize(DESKTOP);
      await eventually(async () => expect(await contentLeft(page)).toBeCloseTo(240, 1));
      expect(await page.getByTestId('menu-backdrop').count()).toBe(0);
      await page.setViewportSize(PHONE);
      await sideMenu(page).waitFor({ state: 'hidden' });
      expect(await page.getByTestId('menu-backdrop').count()).toBe(0);
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    });
  });
});
