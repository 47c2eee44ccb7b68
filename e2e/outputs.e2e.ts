/**
 * Salidas documentales at the front desk (mesapartes): registers an output with two recipients
 * (their addresses come from the citizens), dispatches it, records one delivery and one return
 * (the output is then "Entregado"), archives it; annuls another with a reason; searches and
 * filters the list and exports it to Excel. The pages at 375 px.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, firstOption } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, pathname, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { typeAndPick, typeSearch } from './support/typing';

let browser: Browser;

/** Unique per run, so this file may run after others on the same server. */
const RUN = String(Date.now()).slice(-6);
const SUBJECT = `Remisión de la resolución de licencia de funcionamiento ${RUN}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  await admin('POST', '/api/v1/type-outputs', { code: `CN${RUN}`, name: `Carta notarial ${RUN}` });
  const desk = await apiAs('mesapartes');
  for (const citizen of [
    {
      document_number: `71${RUN}`,
      names: 'Rosa Elvira',
      surnames: `Quispe Mamani ${RUN}`,
      address: 'Jr. Ayacucho 214, Cercado',
    },
    {
      document_number: `72${RUN}`,
      names: 'Óscar',
      surnames: `Huamán Ríos ${RUN}`,
      address: 'Av. Los Incas 1020, Wanchaq',
    },
  ]) {
    await desk('POST', '/api/v1/citizens', { person_type: 'NATURAL', document_type: 'DNI', ...citizen });
  }
});

afterAll(async () => {
  await browser?.close();
});

/** Types in a server autocomplete at a clerk's pace and takes the first suggestion with Enter. */
async function pickLookup(page: Page, id: string, query: string, option: string): Promise<void> {
  await typeAndPick(page, page.locator(`[id="${id}"]`), query, option);
}

function stateTag(page: Page) {
  return page.locator('.record-tags .p-tag').first();
}

async function expectState(page: Page, state: string): Promise<void> {
  await eventually(async () => expect(await stateTag(page).textContent()).toBe(state));
}

async function confirm(page: Page, header: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: header });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
}

async function recordDelivery(page: Page, name: string): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('button', { name: `Registrar entrega a ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar entrega' });
  await dialog.waitFor();
  return dialog;
}

describe('outputs at the front desk (mesapartes)', () => {
  it('registers an output for two recipients, dispatches it, records a delivery and a return, archives it', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/outputs');
      await heading(page, 'Salidas documentales').waitFor();
      await page.getByRole('link', { name: 'Nueva salida' }).click();
      await expectPath(page, '/outputs/create');
      await heading(page, 'Nueva salida').waitFor();
      // Built for the keyboard: the type of document has the focus from the start.
      await eventually(async () =>
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('type_output_id'),
      );

      // The shared schema speaks first: nothing chosen, each required field says so.
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.locator('[id="type_output_id-error"]').waitFor();
      expect(await page.locator('[id="subject-error"]').textContent()).toBe('Este campo es obligatorio.');
      expect(await page.locator('[id="recipients.0.citizen_id-error"]').textContent()).toBe(
        'Este campo es obligatorio.',
      );

      await pickLookup(page, 'type_output_id', `notarial ${RUN}`, `Carta notarial ${RUN}`);
      await page.locator('#reference').fill(`CARTA N.° 112-${RUN}-MP`);
      await page.locator('#subject').fill(SUBJECT);
      await page.locator('#annexes').fill('Copia de la resolución');
      // The origin office is the clerk's own unless changed.
      await eventually(async () =>
        expect(await page.locator('[id="origin_office_id"]').inputValue()).toContain('MP - '),
      );

      await pickLookup(page, 'recipients.0.citizen_id', `Quispe Mamani ${RUN}`, `Rosa Elvira Quispe Mamani ${RUN}`);
      await eventually(async () =>
        expect(await page.locator('[id="recipients.0.address"]').inputValue()).toBe('Jr. Ayacucho 214, Cercado'),
      );
      await page.getByRole('button', { name: 'Agregar destinatario' }).click();
      await pickLookup(page, 'recipients.1.citizen_id', `72${RUN}`, `Óscar Huamán Ríos ${RUN}`);
      await eventually(async () =>
        expect(await page.locator('[id="recipients.1.address"]').inputValue()).toBe('Av. Los Incas 1020, Wanchaq'),
      );
      await page.locator('[id="recipients.1.reference"]').fill('Atención: Área legal');
      // The same citizen twice is refused on the row.
      await page.getByRole('button', { name: 'Agregar destinatario' }).click();
      await pickLookup(page, 'recipients.2.citizen_id', `71${RUN}`, `Rosa Elvira Quispe Mamani ${RUN}`);
      await page.getByRole('button', { name: 'Guardar' }).click();
      expect(await page.locator('[id="recipients.2.citizen_id-error"]').textContent()).toBe(
        'Este destinatario ya figura en la lista.',
      );
      await page.getByRole('button', { name: 'Quitar destinatario 3' }).click();
      await screenshot(page, 'outputs-form-desktop');

      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.waitForURL((url) => /^\/outputs\/\d+$/.test(url.pathname));
      await page.getByText('Registro creado.').waitFor();
      await heading(page, /^Salida SAL-\d{4}-\d{6}$/).waitFor();
      await expectState(page, 'Registrado');
      const data = page.locator('.record-data');
      expect(await data.textContent()).toContain(`CARTA N.° 112-${RUN}-MP`);
      const recipients = page.getByRole('region', { name: 'Destinatarios' });
      expect(await recipients.locator('.recipient-card').count()).toBe(2);
      expect(await recipients.textContent()).toContain('Atención: Área legal');
      await page.locator('tr').filter({ hasText: 'Creación' }).waitFor();
      await screenshot(page, 'outputs-show-registered');

      // Still registered, it can be corrected: every chosen record shows by name in the edit form.
      await page.getByRole('link', { name: 'Editar' }).click();
      await heading(page, 'Editar salida').waitFor();
      await eventually(async () =>
        expect(await page.locator('[id="recipients.1.citizen_id"]').inputValue()).toBe(`Óscar Huamán Ríos ${RUN}`),
      );
      expect(await page.locator('#type_output_id').inputValue()).toBe(`Carta notarial ${RUN}`);
      expect(await page.locator('[id="recipients.1.address"]').inputValue()).toBe('Av. Los Incas 1020, Wanchaq');
      await page.locator('#annexes').fill('Copia certificada de la resolución');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Cambios guardados.').waitFor();
      await heading(page, /^Salida SAL-/).waitFor();
      await page.locator('tr').filter({ hasText: 'Edición' }).waitFor();
      expect(await data.textContent()).toContain('Copia certificada de la resolución');
      expect(await recipients.locator('.recipient-card').count()).toBe(2);

      // Dispatch: no more editing; each recipient waits for its delivery.
      await page.getByRole('button', { name: 'Despachar' }).click();
      await confirm(page, 'Despachar salida', 'Despachar');
      await page.getByText('Salida enviada a despacho.').waitFor();
      await expectState(page, 'En despacho');
      expect(await page.getByText('2 entregas pendientes').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Editar' }).count()).toBe(0);
      await page.goto(`${pathname(page)}/edit`);
      await page.locator('.locked-notice').getByText('solo se editan las salidas en estado «Registrado»').waitFor();
      expect(await page.locator('form').count()).toBe(0);
      await page.getByRole('link', { name: 'Volver a la salida' }).click();
      await heading(page, /^Salida SAL-/).waitFor();

      // The courier's signed receipt goes with the output.
      await page.locator('input[type="file"]').setInputFiles({
        name: 'cargo-de-entrega.png',
        mimeType: 'image/png',
        buffer: await page.screenshot(),
      });
      await page.getByText('Se adjuntó 1 archivo.').waitFor();
      await page.getByRole('list', { name: 'Archivos adjuntos' }).getByText('cargo-de-entrega.png').waitFor();

      // Delivered to the first…
      let dialog = await recordDelivery(page, `Rosa Elvira Quispe Mamani ${RUN}`);
      // «Recibido por» is not optional: who received it, and their document.
      expect(await dialog.getByLabel('Recibido por', { exact: true }).isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Registrar entrega' }).click();
      expect(await dialog.locator('#received_by_name-error').textContent()).toBe('Indique quién recibió el documento.');
      expect(await dialog.locator('#received_by_document-error').textContent()).toBe(
        'Indique el documento de identidad de quien lo recibió.',
      );
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('received_by_name');
      await screenshot(page, 'outputs-delivery-receiver-required', { fullPage: false });
      await dialog.locator('#received_by_name').fill('Rosa Quispe (titular)');
      await dialog.locator('#received_by_document').fill('41726394');
      await screenshot(page, 'outputs-delivery-dialog', { fullPage: false });
      await dialog.getByRole('button', { name: 'Registrar entrega' }).click();
      await page.getByText('Entrega registrada.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expectState(page, 'En despacho');
      // …returned by the second: the reason is required.
      dialog = await recordDelivery(page, `Óscar Huamán Ríos ${RUN}`);
      await dialog.getByText('Devuelto', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Registrar devolución' }).click();
      expect(await dialog.locator('#note-error').textContent()).toBe('Indique el motivo de la devolución.');
      await dialog.locator('#note').fill('Domicilio cerrado en tres visitas.');
      await dialog.getByRole('button', { name: 'Registrar devolución' }).click();
      await page.getByText('Devolución registrada.').waitFor();
      await expectState(page, 'Entregado');
      const cards = await recipients.locator('.recipient-card').allTextContents();
      expect(cards[0]).toContain('Rosa Quispe (titular)');
      expect(cards[1]).toContain('Domicilio cerrado en tres visitas.');
      await screenshot(page, 'outputs-show-delivered');

      await page.getByRole('button', { name: 'Archivar' }).click();
      await confirm(page, 'Archivar salida', 'Archivar');
      await page.getByText('Salida archivada.').waitFor();
      await expectState(page, 'Archivado');
      for (const action of ['Despacho', 'Registro de entrega', 'Archivo'])
        await page.locator('tr').filter({ hasText: action }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Anular' }).count()).toBe(0);
      await screenshot(page, 'outputs-show-archived');
    });
  });

  it('annuls an output with a reason and keeps its number', async () => {
    const desk = await apiAs('mesapartes');
    const created = await desk<{ data: { id: number; number: string } }>('POST', '/api/v1/outputs', {
      type_output_id: (await firstOption(desk, 'type-outputs', RUN)).id,
      subject: `Comunicación enviada por error ${RUN}`,
      folios: 2,
      recipients: [{ citizen_id: (await firstOption(desk, 'citizens', `71${RUN}`)).id }],
    });
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', `/outputs/${created.data.id}`);
      await heading(page, `Salida ${created.data.number}`).waitFor();
      await page.getByRole('button', { name: 'Anular' }).click();
      const dialog = page.getByRole('dialog', { name: `Anular salida ${created.data.number}` });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Anular salida' }).click();
      expect(await dialog.locator('#reason-error').textContent()).toBe('Este campo es obligatorio.');
      await dialog.locator('#reason').fill('Se emitió con el destinatario equivocado.');
      await dialog.getByRole('button', { name: 'Anular salida' }).click();
      await page.getByText('Salida anulada.', { exact: true }).waitFor();
      await expectState(page, 'Anulado');
      await page.getByText('Salida anulada. Motivo: Se emitió con el destinatario equivocado.').waitFor();
      await heading(page, `Salida ${created.data.number}`).waitFor();
    });
  });

  it('searches without accents, filters in the URL and exports the list to Excel', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/outputs');
      const rows = page.locator('tbody tr');
      const search = page.getByRole('textbox', { name: 'Buscar' });
      await typeSearch(page, search, `remision licencia ${RUN}`);
      await eventually(() => expect(new URL(page.url()).searchParams.get('q')).toBe(`remision licencia ${RUN}`));
      await eventually(async () => expect(await rows.count()).toBe(1));
      expect(await rows.first().textContent()).toContain('Archivado');
      // A recipient's document number finds both outputs addressed to her.
      await typeSearch(page, search, `71${RUN}`);
      await eventually(async () => expect(await rows.count()).toBe(2));
      expect(await rows.allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('Anulado'), expect.stringContaining('Archivado')]),
      );

      await page.getByRole('button', { name: 'Estado', exact: true }).click();
      await page.getByRole('option', { name: 'Anulado', exact: true }).click();
      await eventually(() => expect(new URL(page.url()).searchParams.get('state')).toBe('anulado'));
      await eventually(async () => expect(await rows.count()).toBe(1));
      expect(await rows.first().textContent()).toContain(`Comunicación enviada por error ${RUN}`);
      await screenshot(page, 'outputs-list-filtered');

      // Filters survive a reload (they live in the URL); "Mis salidas" keeps what the clerk registered.
      await page.reload();
      await eventually(async () => expect(await rows.count()).toBe(1));
      await page.getByRole('checkbox', { name: 'Mis salidas' }).click();
      await eventually(() => expect(new URL(page.url()).searchParams.get('mine')).toBe('true'));
      await eventually(async () => expect(await rows.count()).toBe(1));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar a Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^salidas-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const file = fs.readFileSync((await download.path()) as string);
      expect(file.subarray(0, 2).toString()).toBe('PK');

      // Jefe (OAJ, outputs-index): the front desk's outputs are not his office's.
      await page.goto('/outputs');
      await screenshot(page, 'outputs-list-desktop');
    });
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', `/outputs?q=${RUN}`);
      await heading(page, 'Salidas documentales').waitFor();
      await page.getByText('No se encontraron registros').waitFor();
      expect(pathname(page)).toBe('/outputs');
    });
  });

  it('shows the outputs pages at 375 px', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', `/outputs?q=${RUN}`);
        await page.locator('tbody tr').first().waitFor();
        await screenshot(page, 'outputs-list-phone');
        await noHorizontalScroll(page);
        await page.locator('tbody tr').filter({ hasText: 'Archivado' }).getByRole('link').first().click();
        await heading(page, /^Salida /).waitFor();
        await page.locator('tr').filter({ hasText: 'Archivo' }).first().waitFor();
        await screenshot(page, 'outputs-show-phone');
        await noHorizontalScroll(page);
        await page.goto('/outputs/create');
        await heading(page, 'Nueva salida').waitFor();
        await page.getByRole('button', { name: 'Agregar destinatario' }).click();
        await screenshot(page, 'outputs-form-phone');
        await noHorizontalScroll(page);
      },
      PHONE,
    );
  });
});
