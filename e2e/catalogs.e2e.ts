/**
 * Tipos de salida and clasificaciones documentales (Panel de control) as an administrator:
 * create, deactivate and reactivate a type of output; create a restricted classification and
 * see it marked "Reservada".
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectPath, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// Other files add types of output to the same server: this file's own are named with RUN.
const RUN = String(Date.now()).slice(-6);
const OFICIO = `Oficio ${RUN}`;
const MULTIPLE = `Oficio múltiple ${RUN}`;
const CIRCULAR = `Oficio múltiple circular ${RUN}`;

function row(page: Page, text: string) {
  return page.locator('tbody tr').filter({ hasText: text });
}

describe('tipos de salida', () => {
  it('creates a type of output, rejects its code twice, deactivates and reactivates it', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', `/type-outputs?q=${RUN}`);
      await heading(page, 'Tipos de salida').waitFor();
      await page.getByText('No se encontraron registros').waitFor();
      await page.getByRole('link', { name: 'Nuevo tipo' }).click();
      await expectPath(page, '/type-outputs/create');
      await heading(page, 'Nuevo tipo de salida').waitFor();
      await page.locator('#code').fill(`of${RUN}`);
      await page.locator('#name').fill(OFICIO);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expectPath(page, '/type-outputs');
      await page.getByText('Registro creado.').waitFor();
      await row(page, OFICIO).waitFor();
      expect(await row(page, OFICIO).textContent()).toContain(`OF${RUN}`);
      expect(await row(page, OFICIO).textContent()).toContain('Activo');

      // The same code again: the server's message on the code field.
      await page.getByRole('link', { name: 'Nuevo tipo' }).click();
      await page.locator('#code').fill(`OF${RUN}`);
      await page.locator('#name').fill(MULTIPLE);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.locator('#code-error').waitFor();
      expect(await page.locator('#code-error').textContent()).toBe('Ya existe un tipo de salida con ese código.');
      await page.locator('#code').fill(`OM${RUN}`);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expectPath(page, '/type-outputs');
      await row(page, MULTIPLE).waitFor();

      // Edit.
      await page.getByRole('link', { name: `Editar ${MULTIPLE}` }).click();
      await heading(page, 'Editar tipo de salida').waitFor();
      await eventually(async () => expect(await page.locator('#name').inputValue()).toBe(MULTIPLE));
      await page.locator('#name').fill(CIRCULAR);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expectPath(page, '/type-outputs');
      await row(page, CIRCULAR).waitFor();
      await screenshot(page, 'type-outputs-desktop');

      // Deactivate (after confirming) and reactivate.
      await page.getByRole('button', { name: `Desactivar ${OFICIO}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(`¿Desactivar «${OFICIO}»?`);
      await screenshot(page, 'type-outputs-deactivate-confirm');
      await dialog.getByRole('button', { name: 'Desactivar' }).click();
      await page.getByText('Registro desactivado.').waitFor();
      await eventually(async () => expect(await row(page, OFICIO).textContent()).toContain('Inactivo'));
      expect(await page.getByRole('button', { name: `Activar ${OFICIO}`, exact: true }).isVisible()).toBe(true);

      // Only the inactive ones, through the Estado filter.
      await page.getByRole('button', { name: 'Estado', exact: true }).click();
      await page.getByRole('option', { name: 'Inactivos' }).click();
      await eventually(() => expect(new URL(page.url()).searchParams.get('active')).toBe('false'));
      await eventually(async () =>
        expect(await page.locator('tbody tr').allTextContents()).toEqual([expect.stringContaining(OFICIO)]),
      );
      await screenshot(page, 'type-outputs-inactive-desktop');

      await page.getByRole('button', { name: `Activar ${OFICIO}`, exact: true }).click();
      await page.getByText('Registro activado.').waitFor();
      await page.getByText('No se encontraron registros').waitFor();
      await page.goto(`/type-outputs?q=${RUN}`);
      await eventually(async () => expect(await row(page, OFICIO).textContent()).toContain('Activo'));
      expect(await page.getByRole('button', { name: `Desactivar ${OFICIO}`, exact: true }).isVisible()).toBe(true);
    });
  });

  it('is usable at 375 px', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'admin', `/type-outputs?q=${RUN}`);
        await row(page, CIRCULAR).waitFor();
        await screenshot(page, 'type-outputs-phone');
        await noHorizontalScroll(page);
        await page.getByRole('link', { name: 'Nuevo tipo' }).click();
        await heading(page, 'Nuevo tipo de salida').waitFor();
        await screenshot(page, 'type-outputs-form-phone');
      },
      PHONE,
    );
  });
});

describe('clasificaciones documentales', () => {
  it('creates a restricted classification, explained in the form and tagged "Reservada" in the list', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/document-classifications');
      await heading(page, 'Clasificaciones documentales').waitFor();
      await page.getByRole('link', { name: 'Nueva clasificación' }).click();
      await expectPath(page, '/document-classifications/create');
      await heading(page, 'Nueva clasificación documental').waitFor();
      // The form says who sees restricted documents before anything is switched on.
      const help = 'solo son visibles para la oficina que los registra y la oficina de destino';
      expect(await page.getByText(help).isVisible()).toBe(true);

      await page.locator('#name').fill('Confidencial');
      await page.locator('#description').fill('Datos personales y asuntos disciplinarios.');
      await page.getByRole('switch', { name: /Reservada/ }).click();
      await page.getByText('Las demás oficinas no verán estos documentos').waitFor();
      await screenshot(page, 'document-classification-form-desktop');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expectPath(page, '/document-classifications');
      await row(page, 'Confidencial').waitFor();
      expect(await row(page, 'Confidencial').textContent()).toContain('Reservada');

      // One without restriction, and the Acceso filter.
      await page.getByRole('link', { name: 'Nueva clasificación' }).click();
      await page.locator('#name').fill('Pública');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await row(page, 'Pública').waitFor();
      expect(await row(page, 'Pública').textContent()).toContain('Sin restricción');
      await screenshot(page, 'document-classifications-desktop');

      await page.getByRole('button', { name: 'Acceso', exact: true }).click();
      await page.getByRole('option', { name: 'Reservadas' }).click();
      await eventually(() => expect(new URL(page.url()).searchParams.get('restricted')).toBe('true'));
      // Only restricted ones, whatever other test files created: «Pública» leaves, «Confidencial» stays.
      await eventually(async () => expect(await row(page, 'Pública').count()).toBe(0));
      expect(await row(page, 'Confidencial').count()).toBe(1);
      for (const text of await page.locator('tbody tr').allTextContents()) expect(text).toContain('Reservada');

      // The name is unique, whatever the case.
      await page.getByRole('link', { name: 'Nueva clasificación' }).click();
      await page.locator('#name').fill('confidencial');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.locator('#name-error').waitFor();
      expect(await page.locator('#name-error').textContent()).toBe('Ya existe una clasificación con ese nombre.');

      // Editing keeps the switch on.
      await page.goto('/document-classifications');
      await page.getByRole('link', { name: 'Editar Confidencial' }).click();
      await heading(page, 'Editar clasificación documental').waitFor();
      await eventually(async () =>
        expect(await page.getByRole('switch', { name: /Reservada/ }).getAttribute('aria-checked')).toBe('true'),
      );
    });
  });

  it('is usable at 375 px', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'admin', '/document-classifications');
        await row(page, 'Confidencial').waitFor();
        await screenshot(page, 'document-classifications-phone');
        await noHorizontalScroll(page);
        await page.getByRole('link', { name: 'Nueva clasificación' }).click();
        await page.getByRole('switch', { name: /Reservada/ }).click();
        await page.getByText('Las demás oficinas no verán estos documentos').waitFor();
        await screenshot(page, 'document-classification-form-phone');
      },
      PHONE,
    );
  });
});
