/**
 * Citizens ("Destinatarios"): the front desk (mesapartes) registers a natural person with DNI and
 * a legal person with RUC, is told when a document is already registered (and by whom), searches
 * without accents and uses "Registro rápido"; the head of office (jefe) only reads them.
 */
import { rucCheckDigit } from '@shared/ruc';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DNI, KNOWN_RUC } from './support/apisnetpe';
import {
  dropdownLabel,
  eventually,
  expectPath,
  heading,
  noHorizontalScroll,
  pathname,
  pickByTyping,
  withPage,
} from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';

const RUC = `2060123456${rucCheckDigit('2060123456')}`;
const WRONG_RUC = `${RUC.slice(0, 10)}${(Number(RUC[10]) + 1) % 10}`;

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
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fieldError(page: Page, id: string): Promise<string | null> {
  const error = page.locator(`#${id}-error`);
  await error.waitFor();
  return error.textContent();
}

const save = (page: Page) => page.getByRole('button', { name: 'Guardar' }).click();

describe('citizens at the front desk (mesapartes)', () => {
  it('registers natural and legal persons, reports duplicates, searches and registers quickly', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/citizens');
      await heading(page, 'Destinatarios').waitFor();
      await page.getByRole('link', { name: 'Nuevo destinatario' }).click();
      await expectPath(page, '/citizens/create');
      await heading(page, 'Nuevo destinatario').waitFor();

      // A natural person: DNI hint, the shared schema's messages before anything is sent.
      expect(await page.locator('#document_number-hint').textContent()).toBe('8 dígitos.');
      expect(await page.locator('#business_name').count()).toBe(0);
      await page.locator('#document_number').fill('4512');
      await save(page);
      expect(await fieldError(page, 'document_number')).toBe('El DNI debe tener exactamente 8 dígitos.');
      expect(await fieldError(page, 'names')).toBe('Ingrese los nombres.');
      await page.locator('#document_number').fill('45127890');
      await page.locator('#names').fill('José Luis');
      await page.locator('#surnames').fill('Núñez Ramírez');
      await page.locator('#email').fill('jl.nunez@correo.pe');
      await page.locator('#phone').fill('987 654 321');
      await page.locator('#address').fill('Av. Grau 455, dpto. 302');
      // The place from INEI's list, by keyboard: Tab to each level, type part of its name, pick it.
      await page.keyboard.press('Tab');
      await pickByTyping(page, 'department', 'piu', 'Piura');
      await page.keyboard.press('Tab');
      await pickByTyping(page, 'province', 'piu', 'Piura');
      await page.keyboard.press('Tab');
      await pickByTyping(page, 'ubigeo', 'casti', 'Castilla');
      expect(await dropdownLabel(page, 'department')).toBe('Piura');
      expect(await dropdownLabel(page, 'ubigeo')).toBe('Castilla');
      await screenshot(page, 'citizens-form-desktop');
      await save(page);
      await page.waitForURL((url) => /^\/citizens\/\d+$/.test(url.pathname));
      await heading(page, 'José Luis Núñez Ramírez').waitFor();
      await page.getByText('Registro creado.').waitFor();
      const data = page.getByRole('region', { name: 'Datos del destinatario' });
      expect(await data.textContent()).toContain('Av. Grau 455, dpto. 302');
      expect(await data.textContent()).toContain('Castilla, Piura, Piura (ubigeo 200104)');
      await page.locator('tr').filter({ hasText: 'Creación' }).waitFor();
      await screenshot(page, 'citizens-show-desktop');

      // Edit: the change shows in the Historial with Spanish field names.
      await page.getByRole('link', { name: 'Editar', exact: true }).click();
      await heading(page, 'Editar destinatario').waitFor();
      await page.locator('#phone').fill('073 123456');
      // Another distrito by keyboard while one is chosen: the filtered list's name is taken.
      await page.locator('#ubigeo').focus();
      await pickByTyping(page, 'ubigeo', 'lomas', 'Las Lomas');
      expect(await dropdownLabel(page, 'ubigeo')).toBe('Las Lomas');
      await save(page);
      await heading(page, 'José Luis Núñez Ramírez').waitFor();
      expect(await data.textContent()).toContain('Las Lomas, Piura, Piura');
      const edit = page.locator('tr').filter({ hasText: 'Edición' });
      await edit.waitFor();
      expect(await edit.textContent()).toContain('Teléfono: 987 654 321 → 073 123456');

      // A legal person: choosing it switches to RUC and to the business name.
      await page.goto('/citizens/create');
      await heading(page, 'Nuevo destinatario').waitFor();
      await pickSelect(page, 'person_type', 'Persona jurídica');
      await eventually(async () =>
        expect(
          await page
            .locator('.p-dropdown')
            .filter({ has: page.locator('#document_type') })
            .locator('.p-dropdown-label')
            .textContent(),
        ).toBe('RUC'),
      );
      expect(await page.locator('#names').count()).toBe(0);
      expect(await page.locator('#document_number-hint').textContent()).toContain('20… persona jurídica');
      await page.locator('#document_number').fill(WRONG_RUC);
      await page.locator('#business_name').fill('Agroexportadora del Norte S.A.C.');
      await save(page);
      expect(await fieldError(page, 'document_number')).toBe('El dígito verificador del RUC no es válido.');
      await screenshot(page, 'citizens-form-ruc-error');
      await page.locator('#document_number').fill(RUC);
      await save(page);
      await page.waitForURL((url) => /^\/citizens\/\d+$/.test(url.pathname));
      await heading(page, 'Agroexportadora del Norte S.A.C.').waitFor();
      expect(await page.getByText(`Persona jurídica · RUC ${RUC}`).isVisible()).toBe(true);

      // The same DNI again: the server names who already has it, on the document field.
      await page.goto('/citizens/create');
      await page.locator('#document_number').fill('45127890');
      await page.locator('#names').fill('Otra');
      await page.locator('#surnames').fill('Persona');
      await save(page);
      expect(await fieldError(page, 'document_number')).toBe(
        'Ya existe un destinatario con ese documento: José Luis Núñez Ramírez',
      );
      await eventually(async () =>
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('document_number'),
      );
      await screenshot(page, 'citizens-form-duplicate');
      expect(pathname(page)).toBe('/citizens/create');

      // Search without accents, then by part of the RUC, then filter by person type.
      await page.goto('/citizens');
      const search = page.getByRole('textbox', { name: 'Buscar' });
      await search.fill('nunez');
      await eventually(() => expect(new URL(page.url()).searchParams.get('q')).toBe('nunez'));
      await eventually(async () => expect(await page.locator('tbody tr').count()).toBe(1));
      expect(await page.locator('tbody tr').first().textContent()).toContain('José Luis Núñez Ramírez');
      await search.fill(RUC.slice(0, 7));
      await eventually(async () =>
        expect(await page.locator('tbody tr').first().textContent()).toContain('Agroexportadora del Norte'),
      );
      await search.fill('');
      await page.locator('.list-filter').filter({ hasText: 'Tipo de persona' }).click();
      await page.getByRole('option', { name: 'Persona jurídica', exact: true }).click();
      await eventually(() => expect(new URL(page.url()).searchParams.get('person_type')).toBe('JURIDICA'));
      await eventually(async () => {
        const rows = await page.locator('tbody tr').allTextContents();
        expect(rows.every((row) => row.includes('Persona jurídica'))).toBe(true);
      });
      await page.goto('/citizens');
      await page.locator('tr').filter({ hasText: 'Agroexportadora del Norte' }).waitFor();
      await screenshot(page, 'citizens-list-desktop');

      // Registro rápido: a dialog over the list; a duplicate is refused inside it too.
      await page.getByRole('button', { name: 'Registro rápido' }).click();
      const dialog = page.getByRole('dialog', { name: 'Registro rápido de destinatario' });
      await dialog.waitFor();
      await page.locator('#quick-document_number').fill('45127890');
      await page.locator('#quick-names').fill('María');
      await page.locator('#quick-surnames').fill('Peña Flores');
      await dialog.getByRole('button', { name: 'Registrar' }).click();
      expect(await fieldError(page, 'quick-document_number')).toBe(
        'Ya existe un destinatario con ese documento: José Luis Núñez Ramírez',
      );
      await page.locator('#quick-document_number').fill('70451236');
      await screenshot(page, 'citizens-quick-create-desktop');
      await dialog.getByRole('button', { name: 'Registrar' }).click();
      await page.getByText('Destinatario registrado: María Peña Flores.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await eventually(() => expect(new URL(page.url()).searchParams.get('q')).toBe('70451236'));
      await page.locator('tr').filter({ hasText: 'María Peña Flores' }).waitFor();
    });
  });

  it('offers who a complete DNI or RUC is, from Destinatarios or RENIEC/SUNAT, never overwriting what was typed', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/citizens/create');
      await heading(page, 'Nuevo destinatario').waitFor();
      const offer = page.locator('.form-grid-full[role="status"]');

      // The DNI registered above: already in Destinatarios, said before anything is sent.
      await page.locator('#document_number').pressSequentially('45127890', { delay: 60 });
      await offer.getByText('ya está registrado en Destinatarios: José Luis Núñez Ramírez').waitFor();

      // Another DNI, after the clerk already wrote a first name: RENIEC (the local stand-in for
      // apis.net.pe) offers the rest; the typed name stays until the clerk asks to replace it.
      await page.locator('#document_number').fill('');
      await page.locator('#names').pressSequentially('Rosita', { delay: 60 });
      await page.locator('#document_number').pressSequentially(KNOWN_DNI, { delay: 60 });
      await offer.getByText('Datos encontrados en RENIEC (apis.net.pe).').waitFor();
      expect(await offer.textContent()).toContain('Nombres «ROSA ELENA»');
      await screenshot(page, 'citizens-id-lookup-offer');
      await offer.getByRole('button', { name: 'Completar los campos vacíos' }).click();
      await eventually(async () => expect(await page.locator('#surnames').inputValue()).toBe('HUAMAN QUISPE'));
      expect(await page.locator('#names').inputValue()).toBe('Rosita');
      await offer.getByRole('button', { name: 'Reemplazar lo escrito' }).click();
      await eventually(async () => expect(await page.locator('#names').inputValue()).toBe('ROSA ELENA'));
      await offer.getByText('El formulario tiene estos datos.').waitFor();

      // A company's RUC: SUNAT's name, address and distrito (its INEI ubigeo) fill the empty form.
      await page.goto('/citizens/create');
      await heading(page, 'Nuevo destinatario').waitFor();
      await pickSelect(page, 'person_type', 'Persona jurídica');
      await page.locator('#document_number').pressSequentially(KNOWN_RUC, { delay: 60 });
      await offer.getByText('(ACTIVO, HABIDO) · San Borja, Lima, Lima').waitFor();
      await offer.getByRole('button', { name: 'Completar con estos datos' }).click();
      await eventually(async () => expect(await dropdownLabel(page, 'ubigeo')).toBe('San Borja'));
      expect(await page.locator('#business_name').inputValue()).toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
      await screenshot(page, 'citizens-id-lookup-ruc');
      await save(page);
      await heading(page, 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA').waitFor();
      const data = page.getByRole('region', { name: 'Datos del destinatario' });
      expect(await data.textContent()).toContain('San Borja, Lima, Lima (ubigeo 150130)');
      expect(await data.textContent()).toContain('CAL. MORELLI NRO. 181 INT. P-2');
    });
  });

  it('shows the citizens pages at 375 px', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', '/citizens');
        await page.locator('tr').filter({ hasText: 'José Luis Núñez Ramírez' }).waitFor();
        await screenshot(page, 'citizens-list-phone');
        await page.getByRole('link', { name: 'José Luis Núñez Ramírez', exact: true }).click();
        await heading(page, 'José Luis Núñez Ramírez').waitFor();
        await page.locator('tr').filter({ hasText: 'Edición' }).waitFor();
        await screenshot(page, 'citizens-show-phone');
        await noHorizontalScroll(page);
        await page.goto('/citizens/create');
        await heading(page, 'Nuevo destinatario').waitFor();
        await screenshot(page, 'citizens-form-phone');
        await noHorizontalScroll(page);
        await page.goto('/citizens');
        await page.getByRole('button', { name: 'Registro rápido' }).click();
        await page.getByRole('dialog', { name: 'Registro rápido de destinatario' }).waitFor();
        await screenshot(page, 'citizens-quick-create-phone', { fullPage: false });
      },
      PHONE,
    );
  });
});

describe('citizens for the head of office (jefe: read only)', () => {
  it('lists and opens citizens without any way to register or change them', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/citizens');
      await page.locator('tr').filter({ hasText: 'José Luis Núñez Ramírez' }).waitFor();
      expect(await page.getByRole('link', { name: 'Nuevo destinatario' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Registro rápido' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /^Editar / }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Eliminar / }).count()).toBe(0);
      await screenshot(page, 'citizens-list-jefe');
      await page.getByRole('link', { name: 'José Luis Núñez Ramírez', exact: true }).click();
      await heading(page, 'José Luis Núñez Ramírez').waitFor();
      expect(await page.getByRole('link', { name: 'Editar', exact: true }).count()).toBe(0);
      await page.locator('tr').filter({ hasText: 'Creación' }).waitFor();
      await page.goto('/citizens/create');
      await expectPath(page, '/403');
    });
  });
});
