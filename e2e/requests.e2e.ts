/**
 * Solicitudes de ingreso, two people at once: `servidor` (OAJ) asks mesa de partes to register a
 * letter it received; `mesapartes` sees the new request arrive live, takes it and observes it;
 * the worker sees the observation live, corrects the request and resubmits it; the operator
 * takes it again, checks it beside the entry being created, corrects the folios and assigns it;
 * the worker sees the assignment live; the operator follows the link to the entry. Pages at 1366 and 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, firstOption } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, newContext, PHONE, screenshot, signInAs } from './support/browser';
import { typeAndPick } from './support/typing';

let browser: Browser;

/** Unique per run, so this file may run after others on the same server. */
const RUN = String(Date.now()).slice(-6);
const SUBJECT = `Solicitud de acceso a la información ${RUN}`;
const CORRECTED = `${SUBJECT}, con anexos`;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  await admin('POST', '/api/v1/type-entries', {
    code: `SA${RUN}`,
    name: `Solicitud de acceso ${RUN}`,
    response_days: 7,
  });
  await admin('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `45${RUN}`,
    names: 'Julia Rosario',
    surnames: `Ccori Apaza ${RUN}`,
  });
  for (const user of ['servidor', 'mesapartes']) await (await apiAs(user))('POST', '/api/v1/notifications-read-all');
});

afterAll(async () => {
  await browser?.close();
});

async function pickLookup(page: Page, id: string, query: string, option: string): Promise<void> {
  await typeAndPick(page, page.locator(`[id="${id}"]`), query, option);
}

/** The live toast of a notification with this text. */
async function liveNotice(page: Page, text: string): Promise<void> {
  await page.locator('.p-toast-message').filter({ hasText: text }).first().waitFor();
}

async function expectState(page: Page, state: string): Promise<void> {
  await eventually(async () => expect(await page.locator('.record-tags .p-tag').first().textContent()).toBe(state));
}

async function confirm(page: Page, header: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: header });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
}

describe('entry requests between an office and mesa de partes', () => {
  it('servidor requests, mesapartes takes and observes, the worker corrects and resubmits, the operator assigns', async () => {
    const workerContext = await newContext(browser);
    const operatorContext = await newContext(browser);
    const worker = await workerContext.newPage();
    const operator = await operatorContext.newPage();
    try {
      await signInAs(worker, 'servidor');
      await signInAs(operator, 'mesapartes', '/entry-requests');
      await heading(operator, 'Solicitudes de ingreso').waitFor();
      // The operator lands on the queue, oldest first.
      await eventually(async () => expect(new URL(operator.url()).search).toBe('?queue=true&sort=submitted_at'));

      // The worker fills in the request.
      await worker.goto('/entry-requests/create');
      await heading(worker, 'Nueva solicitud de ingreso').waitFor();
      await worker.locator('#type_entry_id').click();
      await worker.keyboard.type(`Solicitud de acceso ${RUN}`, { delay: 15 });
      await worker
        .getByRole('option')
        .filter({ hasText: `Solicitud de acceso ${RUN}` })
        .waitFor();
      await worker.keyboard.press('Enter');
      // The type's suggestions close before the sender's open.
      await eventually(async () => expect(await worker.locator('.p-autocomplete-item:visible').count()).toBe(0));
      await pickLookup(worker, 'sender_id', `45${RUN}`, `Julia Rosario Ccori Apaza ${RUN}`);
      await worker.locator('#sender_reference').fill(`CARTA N.° 033-${RUN}`);
      await worker.locator('#subject').fill(SUBJECT);
      // The destination is the worker's own office unless changed.
      await eventually(async () =>
        expect(await worker.locator('#destination_office_id').inputValue()).toContain('OAJ'),
      );
      await worker.locator('#paper_to_come').click();
      await worker.locator('#note').fill('El original llega mañana por courier.');
      await screenshot(worker, 'requests-form-desktop');
      await worker.getByRole('button', { name: 'Guardar' }).click();
      await worker.waitForURL((url) => /^\/entry-requests\/\d+$/.test(url.pathname));
      const title = heading(worker, /^Solicitud SOL-ING-\d{4}-\d{6}$/);
      await title.waitFor();
      const number = (await title.textContent())!.replace('Solicitud ', '');
      const requestPath = new URL(worker.url()).pathname;
      await expectState(worker, 'Pendiente');
      expect(await worker.getByText('Original por llegar').isVisible()).toBe(true);
      await screenshot(worker, 'requests-show-pending');

      // The operator is told live, and finds it in the queue with its waiting time.
      await liveNotice(operator, `Nueva solicitud de ingreso ${number}`);
      await operator.reload();
      const row = operator.locator('tr').filter({ hasText: number });
      await row.waitFor();
      expect(await row.textContent()).toContain('min');
      await screenshot(operator, 'requests-queue-desktop');
      await row.getByRole('link', { name: number }).first().click();
      await expectPath(operator, requestPath);
      await operator.getByRole('button', { name: 'Tomar' }).click();
      await confirm(operator, 'Tomar solicitud', 'Tomar');
      await operator.getByText('Solicitud en revisión.').waitFor();
      await expectState(operator, 'En revisión');
      await liveNotice(worker, `Su solicitud de ingreso ${number} está en revisión.`);

      // Observed: a reason of the configured list plus what to correct.
      await operator.getByRole('button', { name: 'Observar' }).click();
      const observe = operator.getByRole('dialog', { name: `Observar solicitud ${number}` });
      await observe.waitFor();
      await observe
        .locator('.p-dropdown')
        .filter({ has: operator.locator('#reason_code') })
        .click();
      await operator.getByRole('option', { name: 'Faltan anexos', exact: true }).click();
      await observe.locator('#reason').fill('Adjunte la copia del DNI de la solicitante.');
      await screenshot(operator, 'requests-observe-dialog', { fullPage: false });
      await observe.getByRole('button', { name: 'Observar' }).click();
      await operator.getByText('Solicitud observada.').waitFor();
      await expectState(operator, 'Observada');

      // The worker is told live, corrects and resubmits.
      await liveNotice(worker, `Su solicitud de ingreso ${number} fue observada: Faltan anexos.`);
      await worker.reload();
      await expectState(worker, 'Observada');
      expect(await worker.locator('.record-data').textContent()).toContain('Adjunte la copia del DNI');
      await worker.getByRole('link', { name: 'Editar' }).click();
      await heading(worker, 'Editar solicitud de ingreso').waitFor();
      await eventually(async () =>
        expect(await worker.locator('#sender_id').inputValue()).toBe(`Julia Rosario Ccori Apaza ${RUN}`),
      );
      await worker.locator('#subject').fill(CORRECTED);
      await worker.locator('#annexes').fill('Copia del DNI');
      await worker.getByRole('button', { name: 'Guardar' }).click();
      await worker.getByText('Cambios guardados.').waitFor();
      await worker.getByRole('button', { name: 'Reenviar' }).click();
      await confirm(worker, 'Reenviar solicitud', 'Reenviar');
      await worker.getByText('Solicitud reenviada.').waitFor();
      await expectState(worker, 'Pendiente');

      // The operator is told live, takes it again and assigns it side by side.
      await liveNotice(operator, `Se corrigió y reenvió la solicitud de ingreso ${number}`);
      await operator.reload();
      await expectState(operator, 'Pendiente');
      await operator.getByRole('button', { name: 'Tomar' }).click();
      await confirm(operator, 'Tomar solicitud', 'Tomar');
      await expectState(operator, 'En revisión');
      await operator.getByRole('link', { name: 'Asignar' }).click();
      await heading(operator, `Asignar solicitud ${number}`).waitFor();
      const summary = operator.getByRole('complementary', { name: 'Solicitud' });
      expect(await summary.textContent()).toContain(CORRECTED);
      await eventually(async () => expect(await operator.locator('#subject').inputValue()).toBe(CORRECTED));
      expect(await operator.locator('#sender_id').inputValue()).toBe(`Julia Rosario Ccori Apaza ${RUN}`);
      await operator.locator('#folios').click();
      await operator.keyboard.press('Control+A');
      await operator.keyboard.type('4');
      await operator.keyboard.press('Tab');
      await screenshot(operator, 'requests-assign-desktop');
      await operator.getByRole('button', { name: 'Registrar ingreso' }).click();
      await expectPath(operator, requestPath);
      await expectState(operator, 'Asignada');
      const entryLink = operator.locator('.record-data a').filter({ hasText: /^ING-\d{4}-\d{6}$/ });
      await entryLink.waitFor();
      const entryNumber = (await entryLink.textContent())!;
      await screenshot(operator, 'requests-show-assigned');

      // The worker is told live and sees the entry's number on the request.
      await liveNotice(worker, `Su solicitud de ingreso ${number} fue asignada: ingreso ${entryNumber}.`);
      await worker.reload();
      await expectState(worker, 'Asignada');
      await worker.locator('.record-data a').filter({ hasText: entryNumber }).waitFor();

      // The operator follows the link to the entry, registered as corrected.
      await entryLink.click();
      await heading(operator, `Ingreso ${entryNumber}`).waitFor();
      const data = operator.locator('.record-data');
      expect(await data.textContent()).toContain(CORRECTED);
      expect(await data.textContent()).toContain('Copia del DNI');
      // …and the entry names the request it came from, linked back to it.
      await data.getByRole('link', { name: number }).click();
      await expectPath(operator, requestPath);
      const desk = await apiAs('mesapartes');
      const found = await desk<{ data: { number: string; folios: number }[] }>(
        'GET',
        `/api/v1/entries?q=${entryNumber}`,
      );
      expect(found.data.map((e) => [e.number, e.folios])).toEqual([[entryNumber, 4]]);
    } finally {
      await workerContext.close();
      await operatorContext.close();
    }
  });

  it('assigns several from the queue at once and says which became entries and why the other did not', async () => {
    const servidor = await apiAs('servidor');
    const type = await firstOption(servidor, 'type-entries', `Solicitud de acceso ${RUN}`);
    const sender = await firstOption(servidor, 'citizens', `45${RUN}`);
    const office = await firstOption(servidor, 'offices', 'OAJ');
    const ask = async (subject: string) =>
      (
        await servidor<{ data: { id: number; number: string; version: number } }>('POST', '/api/v1/entry-requests', {
          channel: 'presencial',
          type_entry_id: type.id,
          sender_id: sender.id,
          subject,
          folios: 1,
          destination_office_id: office.id,
        })
      ).data;
    const tag = `lote ${RUN}`;
    const first = await ask(`Pedido de licencia de funcionamiento ${tag}`);
    const second = await ask(`Pedido de certificado de numeración ${tag}`);
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', `/entry-requests?queue=true&sort=submitted_at&q=${encodeURIComponent(tag)}`);
      await heading(page, 'Solicitudes de ingreso').waitFor();
      for (const request of [first, second]) {
        const row = page.locator('tbody tr').filter({ hasText: request.number });
        await row.waitFor();
        await row.locator('.p-checkbox').click();
      }
      await page.getByRole('button', { name: 'Asignar seleccionadas (2)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Asignar solicitudes seleccionadas' });
      await dialog.waitFor();
      // Meanwhile the worker cancels the second one: it must fail alone, and say why.
      await servidor('POST', `/api/v1/entry-requests/${second.id}/cancel`, { version: second.version });
      await dialog.getByRole('button', { name: 'Asignar 2' }).click();
      const result = page.getByRole('dialog', { name: 'Resultado de la asignación' });
      await result.getByText('1 solicitud asignada de 2.').waitFor();
      expect(await result.locator('li').filter({ hasText: first.number }).textContent()).toContain('Asignada');
      expect(await result.locator('li').filter({ hasText: second.number }).textContent()).toContain(
        'No asignada: Ya no está en la cola: ahora está «Cancelada».',
      );
      await screenshot(page, 'requests-bulk-result');
      await result.locator('.p-dialog-footer').getByRole('button', { name: 'Cerrar' }).click();
      await eventually(async () =>
        expect(await page.locator('tbody tr').filter({ hasText: first.number }).count()).toBe(0),
      );
    });
  });

  it('at 375 px: the queue and a request page', async () => {
    const servidor = await apiAs('servidor');
    const type = await firstOption(servidor, 'type-entries', `Solicitud de acceso ${RUN}`);
    const sender = await firstOption(servidor, 'citizens', `45${RUN}`);
    const office = await firstOption(servidor, 'offices', 'OAJ');
    await servidor('POST', '/api/v1/entry-requests', {
      channel: 'correo',
      type_entry_id: type.id,
      sender_id: sender.id,
      subject: `Pedido de constancia de posesión ${RUN}`,
      folios: 2,
      destination_office_id: office.id,
      urgency: 'muy_urgente',
    });
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await signInAs(page, 'servidor', '/entry-requests');
      await heading(page, 'Solicitudes de ingreso').waitFor();
      const first = page.locator('tbody tr').first();
      await first.waitFor();
      await screenshot(page, 'requests-list-phone');
      await first.getByRole('link').first().click();
      await heading(page, /^Solicitud SOL-ING-/).waitFor();
      await screenshot(page, 'requests-show-phone');
      await noHorizontalScroll(page);
    } finally {
      await context.close();
    }
  });
});
