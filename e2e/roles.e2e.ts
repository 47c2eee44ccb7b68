/**
 * Roles (Panel de control): the permission matrix grouped by area (whole area, single keys,
 * filter, the "admin" warning), and the server refusing to delete a role in use.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_AREAS } from '../src/shared/permissions';
import { expectPath, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** An area's checkbox is named by the area; a key's by its label, followed by the key itself. */
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const permission = (page: Page, label: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*[a-z-]+$`) });

async function areaState(page: Page, area: string) {
  return checkbox(page, area).evaluate((el: HTMLInputElement) => ({
    checked: el.checked,
    indeterminate: el.indeterminate,
  }));
}

describe('roles', () => {
  it('creates a role with the permission matrix and edits it', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/roles');
      await heading(page, 'Roles').waitFor();
      const admin = page.getByRole('row').filter({ hasText: 'Administrador' });
      await admin.waitFor();
      expect(await admin.innerText()).toContain('Acceso total');
      await screenshot(page, 'roles-list-desktop');

      await page.getByRole('link', { name: 'Nuevo rol' }).click();
      await expectPath(page, '/roles/create');
      await heading(page, 'Nuevo rol').waitFor();
      await page.getByLabel('Nombre', { exact: true }).fill('Auditoría interna');
      await page.getByLabel('Descripción').fill('Consulta el archivo central y los reportes.');

      // The archive's keys less one, the tablero, the profile and the reports are chosen below.
      const archiveKeys = PERMISSION_AREAS.find((a) => a.area === 'Archivo Central')!.permissions.length;
      const chosen = archiveKeys - 1 + 3;

      // New roles start with the tablero and the profile.
      expect(await permission(page, 'Ver el tablero').isChecked()).toBe(true);
      expect(await areaState(page, 'General')).toEqual({ checked: false, indeterminate: true });

      // A whole area at once, by keyboard.
      await checkbox(page, 'Archivo Central').focus();
      await page.keyboard.press('Space');
      expect(await areaState(page, 'Archivo Central')).toEqual({ checked: true, indeterminate: false });
      expect(
        await page
          .locator('.permission-area', { hasText: 'Archivo Central' })
          .locator('.permission-area-count')
          .innerText(),
      ).toBe(`${archiveKeys}/${archiveKeys}`);
      await permission(page, 'Editar documentos archivados').click();
      expect(await areaState(page, 'Archivo Central')).toEqual({ checked: false, indeterminate: true });

      // The filter narrows the matrix, accent-insensitive.
      await page.getByLabel('Filtrar permisos').fill('reportes');
      await permission(page, 'Ver reportes').click();
      expect(await page.locator('.permission-area').count()).toBe(1);
      await page.getByLabel('Filtrar permisos').fill('');

      // "admin" gives everything: the form says so.
      await permission(page, 'Administrador (acceso total)').click();
      const warning = page.locator('.permission-admin-warning');
      await warning.waitFor();
      expect(await warning.innerText()).toContain('Este rol tendrá acceso total');
      await screenshot(page, 'roles-form-admin-warning');
      await permission(page, 'Administrador (acceso total)').click();
      await warning.waitFor({ state: 'detached' });
      expect(await page.getByText(`${chosen} permisos seleccionados`).isVisible()).toBe(true);
      await screenshot(page, 'roles-form-desktop');

      await page.getByRole('button', { name: 'Guardar' }).click();
      await expectPath(page, '/roles');
      await page.locator('.p-toast-message', { hasText: 'Registro creado.' }).waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: 'Auditoría interna' })
        .filter({ hasText: `${chosen} permisos` })
        .waitFor();

      await page.getByRole('link', { name: 'Editar Auditoría interna' }).click();
      await heading(page, 'Editar rol').waitFor();
      expect(await permission(page, 'Ver reportes').isChecked()).toBe(true);
      expect(await permission(page, 'Editar documentos archivados').isChecked()).toBe(false);
      await checkbox(page, 'General').click();
      expect(await areaState(page, 'General')).toEqual({ checked: true, indeterminate: false });
      expect(await page.locator('.permission-admin-warning').count()).toBe(1);
      await checkbox(page, 'General').click();
      expect(await permission(page, 'Ver el tablero').isChecked()).toBe(false);
      await permission(page, 'Ver el tablero').click();
      await permission(page, 'Ver y editar su perfil').click();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expectPath(page, '/roles');
      await page.locator('.p-toast-message', { hasText: 'Cambios guardados.' }).waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: `${chosen - 1} permisos` })
        .filter({ hasText: 'Auditoría interna' })
        .waitFor();
    });
  });

  it('refuses to delete a role in use, with the server message in a toast', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/roles?q=mensajero');
      await page.getByRole('button', { name: 'Eliminar Mensajero' }).click();
      await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
      const toast = page.locator('.p-toast-message-error');
      await toast.waitFor();
      expect(await toast.innerText()).toContain('No se puede eliminar: el rol está asignado a usuarios.');
      await screenshot(page, 'roles-delete-in-use');
      expect(await page.getByRole('row').filter({ hasText: 'Mensajero' }).count()).toBe(1);
    });
  });

  it('works at 375 px: list and matrix', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'admin', '/roles');
        await page.getByRole('row').filter({ hasText: 'Administrador' }).waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'roles-list-phone');
        await page.goto('/roles/create');
        await heading(page, 'Nuevo rol').waitFor();
        // On a phone the areas start closed; a filter opens every match.
        expect(await permission(page, 'Ver reportes').isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Mostrar permisos de General' }).click();
        await permission(page, 'Administrador (acceso total)').click();
        await page.locator('.permission-admin-warning').waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'roles-form-phone');
      },
      PHONE,
    );
  });
});
