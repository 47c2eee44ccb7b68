/**
 * Solicitudes de salida: `servidor` (OAJ) asks mesa de partes to number and dispatch a letter to a
 * citizen (recipient found with the citizen lookup, typed as a clerk types); `mesapartes` finds it
 * in the queue, takes it, checks it beside the output being registered and assigns it; the request
 * shows the output's number, linked, and the link opens the output with its recipient. Pages at 1366 and 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, firstOption } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll } from './support/app';
import { launchBrowser, newContext, PHONE, screenshot, signInAs } from './support/browser';
import { typeAndPick } from './support/typing';

let browser: Browser;

/** Unique per run, so this file may run after others on the same server. */
const RUN = String(Date.now()).slice(-6);
const SUBJECT = `Remite informe técnico de inspección ${RUN}`;
const TYPE = `Carta de respuesta ${RUN}`;
const CITIZEN = `Mariano Yupanqui Huamán ${RUN}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  await admin('POST', '/api/v1/type-outputs', { code: `CR${RUN}`, name: TYPE });
  await admin('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `46${RUN}`,
    names: 'Mariano',
    surnames: `Yupanqui Huamán ${RUN}`,
    address: 'Jr. Ayacucho 418, Cusco',
  });
});

afterAll(async () => {
  await browser?.close();
});

async function expectState(page: Page, state: string): Promise<void> {
  await eventually(async () => expect(await page.locator('.record-tags .p-tag').first().textContent()).toBe(state));
}

async function confirm(page: Page, header: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: header });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
}

describe('output requests between an office and mesa de partes', () => {
  it('servidor requests an output with a recipient, mesapartes takes and assigns it', async () => {
    const workerContext = await newContext(browser);
    const operatorContext = await newContext(browser);
    const worker = await workerContext.newPage();
    const operator = await operatorContext.newPage();
    try {
      await signInAs(worker, 'servidor');
      await signInAs(operator, 'mesapartes');

      // The worker fills in the proposed output and its recipient.
      await worker.goto('/output-requests/create');
      await heading(worker, 'Nueva solicitud de salida').waitFor();
      await typeAndPick(worker, worker.locator('#type_output_id'), TYPE, TYPE);
      await worker.locator('#reference').fill(`CARTA N.° 077-${RUN}-OAJ`);
      await worker.locator('#subject').fill(SUBJECT);
      await typeAndPick(worker, worker.locator('[id="recipients.0.citizen_id"]'), `46${RUN}`, CITIZEN);
      // The citizen's address comes with them.
      await eventually(async () =>
        expect(await worker.locator('[id="recipients.0.address"]').inputValue()).toBe('Jr. Ayacucho 418, Cusco'),
      );
      await worker.locator('#note').fill('Se despacha por courier a Cusco.');
      await screenshot(worker, 'output-requests-form-desktop');
      await worker.getByRole('button', { name: 'Guardar' }).click();
      await worker.waitForURL((url) => /^\/output-requests\/\d+$/.test(url.pathname));
      const title = heading(worker, /^Solicitud SOL-SAL-\d{4}-\d{6}$/);
      await title.waitFor();
      const number = (await title.textContent())!.replace('Solicitud ', '');
      const requestPath = new URL(worker.url()).pathname;
      await expectState(worker, 'Pendiente');
      const proposed = await worker.locator('.record-data').textContent();
      expect(proposed).toContain(TYPE);
      expect(proposed).toContain(`${CITIZEN} (DNI 46${RUN})`);
      expect(proposed).toContain('Jr. Ayacucho 418, Cusco');
      await screenshot(worker, 'output-requests-show-pending');

      // The operator lands on the queue and finds it with its waiting time.
      await operator.goto('/output-requests');
      await heading(operator, 'Solicitudes de salida').waitFor();
      await eventually(async () => expect(new URL(operator.url()).search).toBe('?queue=true&sort=submitted_at'));
      const row = operator.locator('tr').filter({ hasText: number });
      await row.waitFor();
      expect(await row.textContent()).toContain('min');
      await screenshot(operator, 'output-requests-queue-desktop');
      await row.getByRole('link', { name: number }).first().click();
      await expectPath(operator, requestPath);
      await operator.getByRole('button', { name: 'Tomar' }).click();
      // Watched from before the click: the toast lasts 4 s, less than a busy machine may take to look.
      const taken = operator.getByText('Solicitud en revisión.').waitFor();
      await confirm(operator, 'Tomar solicitud', 'Tomar');
      await taken;
      await expectState(operator, 'En revisión');

      // Side by side: the request, and the output filled in with what it proposes.
      await operator.getByRole('link', { name: 'Asignar' }).click();
      await heading(operator, `Asignar solicitud ${number}`).waitFor();
      const summary = operator.getByRole('complementary', { name: 'Solicitud' });
      expect(await summary.textContent()).toContain(SUBJECT);
      expect(await summary.textContent()).toContain(CITIZEN);
      await eventually(async () => expect(await operator.locator('#subject').inputValue()).toBe(SUBJECT));
      await eventually(async () =>
        expect(await operator.locator('[id="recipients.0.citizen_id"]').inputValue()).toBe(CITIZEN),
      );
      expect(await operator.locator('#type_output_id').inputValue()).toBe(TYPE);
      await operator.locator('#folios').click();
      await operator.keyboard.press('Control+A');
      await operator.keyboard.type('3');
      await operator.keyboard.press('Tab');
      await screenshot(operator, 'output-requests-assign-desktop');
      await operator.getByRole('button', { name: 'Registrar salida' }).click();
      await expectPath(operator, requestPath);
      await expectState(operator, 'Asignada');
      const outputLink = operator.locator('.record-data a').filter({ hasText: /^SAL-\d{4}-\d{6}$/ });
      await outputLink.waitFor();
      const outputNumber = (await outputLink.textContent())!;
      await screenshot(operator, 'output-requests-show-assigned');

      // The worker sees the output's number on the request, linked.
      await worker.reload();
      await expectState(worker, 'Asignada');
      await worker.locator('.record-data a').filter({ hasText: outputNumber }).waitFor();

      // The link opens the output, registered as corrected, with its recipient.
      await outputLink.click();
      await heading(operator, `Salida ${outputNumber}`).waitFor();
      expect(await operator.locator('.record-data').textContent()).toContain(SUBJECT);
      await operator.getByRole('listitem', { name: CITIZEN }).waitFor();
      const desk = await apiAs('mesapartes');
      const found = await desk<{ data: { number: string; folios: number }[] }>(
        'GET',
        `/api/v1/outputs?q=${outputNumber}`,
      );
      expect(found.data.map((o) => [o.number, o.folios])).toEqual([[outputNumber, 3]]);
    } finally {
      await workerContext.close();
      await operatorContext.close();
    }
  });

  it('at 375 px: the list, a request page and the form, without sideways scrolling', async () => {
    const servidor = await apiAs('servidor');
    const type = await firstOption(servidor, 'type-outputs', TYPE);
    const citizen = await firstOption(servidor, 'citizens', `46${RUN}`);
    await servidor('POST', '/api/v1/output-requests', {
      issued_at: new Date().toISOString(),
      type_output_id: type.id,
      subject: `Comunica la programación de la inspección ocular ${RUN}`,
      folios: 2,
      recipients: [{ citizen_id: citizen.id, address: 'Jr. Ayacucho 418, Cusco' }],
      urgency: 'muy_urgente',
    });
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const noSideways = async () => await noHorizontalScroll(page);
    try {
      await signInAs(page, 'servidor', '/output-requests');
      await heading(page, 'Solicitudes de salida').waitFor();
      const first = page.locator('tbody tr').first();
      await first.waitFor();
      await screenshot(page, 'output-requests-list-phone');
      await noSideways();
      await first.getByRole('link').first().click();
      await heading(page, /^Solicitud SOL-SAL-/).waitFor();
      await page.locator('.record-data').getByText(CITIZEN).first().waitFor();
      await screenshot(page, 'output-requests-show-phone');
      await noSideways();
      await page.goto('/output-requests/create');
      await heading(page, 'Nueva solicitud de salida').waitFor();
      await page.locator('[id="recipients.0.citizen_id"]').waitFor();
      await screenshot(page, 'output-requests-form-phone');
      await noSideways();
    } finally {
      await context.close();
    }
  });
});
