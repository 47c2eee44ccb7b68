/**
 * Doc. ingreso apoyo at an office (jefe of OAJ): registers a supporting document received
 * directly from a citizen, sees its number in the office's own sequence, marks it attended and
 * finds it in the list; the list, form and page at 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { eventually, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { typeAndPick } from './support/typing';

let browser: Browser;
const RUN = String(Date.now()).slice(-6);
const TYPE = `Informe técnico ${RUN}`;
const SUBJECT = `Informe sobre el estado del local comunal ${RUN}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
    code: `IT${RUN}`,
    name: TYPE,
    response_days: 5,
  });
  const citizen = await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `73${RUN}`,
    names: 'Elena',
    surnames: `Condori Apaza ${RUN}`,
  });
  // The entry the supporting document answers: registered for OAJ, so its head may open it.
  const offices = await admin<{ data: { id: number; code: string }[] }>('GET', '/api/v1/offices?per_page=100');
  await (await apiAs('mesapartes'))('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: type.data.id,
    sender_id: citizen.data.id,
    subject: `Solicitud de informe del local comunal ${RUN}`,
    folios: 2,
    destination_office_id: offices.data.find((office) => office.code === 'OAJ')!.id,
  });
});

afterAll(async () => {
  await browser?.close();
});

async function pickLookup(page: Page, id: string, query: string, option: string): Promise<void> {
  await typeAndPick(page, page.locator(`[id="${id}"]`), query, option);
}

describe('supporting documents at an office (jefe)', () => {
  it('registers a document received directly, shows its office number, attends it and lists it', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/supporting-entries');
      await heading(page, 'Doc. ingreso apoyo').waitFor();
      await page.getByRole('link', { name: 'Nuevo documento de ingreso' }).click();
      await heading(page, 'Nuevo documento de ingreso de apoyo').waitFor();
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('type_id'));

      await page.getByRole('button', { name: 'Guardar' }).click();
      expect(await page.locator('[id="subject-error"]').textContent()).toBe('Este campo es obligatorio.');

      await pickLookup(page, 'type_id', TYPE, TYPE);
      // The office is the worker's own and cannot be changed without -create.
      expect(await page.locator('#office_display').inputValue()).toContain('OAJ - ');
      await page.locator('#reference').fill(`CARTA N.° 031-${RUN}`);
      await pickLookup(page, 'party_citizen_id', `Condori Apaza ${RUN}`, `Elena Condori Apaza ${RUN}`);
      await page.locator('#subject').fill(SUBJECT);
      await page.locator('#folios').click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('4');
      await page.keyboard.press('Tab');
      // Related to an entry of the office: the lookup offers the entries jefe may open, newest first.
      const related = page.locator('[id="entry_id"]');
      await related.pressSequentially('ING-', { delay: 60 });
      const suggestion = page.locator('.p-autocomplete-item:visible').first();
      await suggestion.waitFor();
      const entryNumber = (await suggestion.textContent())!.match(/ING-\d{4}-\d{6}/)![0];
      await related.press('Enter');
      await eventually(async () => expect(await related.inputValue()).toBe(entryNumber));
      await screenshot(page, 'supporting-form-desktop');

      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.waitForURL((url) => /^\/supporting-entries\/\d+$/.test(url.pathname));
      await page.getByText('Registro creado.').waitFor();
      const title = heading(page, /^Documento de ingreso OAJ-ING-\d{4}-\d{4}$/);
      await title.waitFor();
      const number = (await title.textContent())!.replace('Documento de ingreso ', '');
      const data = page.locator('.record-data');
      expect(await data.textContent()).toContain(`Elena Condori Apaza ${RUN} (Ciudadano o entidad)`);
      expect(await data.textContent()).toContain(`CARTA N.° 031-${RUN}`);
      await data.getByRole('link', { name: `Ingreso ${entryNumber}` }).waitFor();
      expect(
        await data
          .locator('div')
          .filter({ has: page.locator('dt', { hasText: /^Folios$/ }) })
          .last()
          .locator('dd')
          .textContent(),
      ).toBe('4');
      await page.locator('tr').filter({ hasText: 'Creación' }).waitFor();
      await screenshot(page, 'supporting-show-desktop');

      await page.getByRole('button', { name: 'Marcar atendido' }).click();
      const dialog = page.getByRole('dialog', { name: 'Marcar como atendido' });
      await dialog.getByRole('button', { name: 'Marcar atendido' }).click();
      await page.getByText('Documento de ingreso atendido.').waitFor();
      await eventually(async () =>
        expect(await page.locator('.record-tags .p-tag').first().textContent()).toBe('Atendido'),
      );

      await page.goto(`/supporting-entries?q=${encodeURIComponent(String(RUN))}`);
      const row = page.locator('tbody tr').filter({ hasText: number });
      await row.waitFor();
      expect(await row.textContent()).toContain('Atendido');
      expect(await row.textContent()).toContain(`Elena Condori Apaza ${RUN}`);
      await screenshot(page, 'supporting-list-desktop');
    });
  });

  it('promotes a document into an entry request that starts from its data, linked both ways', async () => {
    const jefe = await apiAs('jefe');
    const find = async (resource: string, q: string) =>
      (await jefe<{ data: { id: number }[] }>('GET', `/api/v1/${resource}/lookup?q=${encodeURIComponent(q)}`)).data[0]!;
    const type = await find('type-entries', TYPE);
    const citizen = await find('citizens', `73${RUN}`);
    const subject = `Pedido de inspección del local comunal ${RUN}`;
    const { data: doc } = await jefe<{ data: { id: number; number: string } }>('POST', '/api/v1/supporting-entries', {
      type_id: type.id,
      reference: `CARTA N.° 044-${RUN}`,
      party_kind: 'ciudadano',
      party_citizen_id: citizen.id,
      subject,
      folios: 6,
    });
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', `/supporting-entries/${doc.id}`);
      await heading(page, `Documento de ingreso ${doc.number}`).waitFor();
      await page.getByRole('link', { name: 'Promover a solicitud' }).click();
      await heading(page, 'Nueva solicitud de ingreso').waitFor();
      expect(new URL(page.url()).search).toBe(`?supporting=${doc.id}`);
      await page.getByText(`Solicitud a partir del documento de apoyo ${doc.number}`).waitFor();
      expect(await page.locator('#subject').inputValue()).toBe(subject);
      expect(await page.locator('#sender_reference').inputValue()).toBe(`CARTA N.° 044-${RUN}`);
      expect(await page.locator('[id="sender_id"]').inputValue()).toContain(`Elena Condori Apaza ${RUN}`);
      await pickLookup(page, 'type_entry_id', TYPE, TYPE);
      await screenshot(page, 'supporting-promote-form');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.waitForURL((url) => /^\/entry-requests\/\d+$/.test(url.pathname));
      const data = page.locator('.record-data');
      await data.getByRole('link', { name: doc.number }).waitFor();
      const title = heading(page, /^Solicitud SOL-ING-\d{4}-\d{6}$/);
      const requestNumber = (await title.textContent())!.replace('Solicitud ', '');

      await data.getByRole('link', { name: doc.number }).click();
      await heading(page, `Documento de ingreso ${doc.number}`).waitFor();
      await page.locator('.record-data').getByRole('link', { name: requestNumber }).waitFor();
      expect(await page.getByRole('link', { name: 'Promover a solicitud' }).count()).toBe(0);
    });
  });

  it('works at 375 px: list, page and form without sideways scrolling', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'jefe');
        await page.goto(`/supporting-entries?q=${encodeURIComponent(String(RUN))}`);
        await page.locator('tbody tr').filter({ hasText: 'OAJ-ING' }).first().waitFor();
        await screenshot(page, 'supporting-list-phone');
        await noHorizontalScroll(page);
        await page.locator('tbody tr').getByRole('link').first().click();
        await heading(page, /^Documento de ingreso /).waitFor();
        await screenshot(page, 'supporting-show-phone');
        await noHorizontalScroll(page);
        await page.goto('/supporting-outputs/create');
        await heading(page, 'Nuevo documento de salida de apoyo').waitFor();
        await screenshot(page, 'supporting-form-phone');
        await noHorizontalScroll(page);
      },
      PHONE,
    );
  });
});
