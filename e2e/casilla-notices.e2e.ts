/**
 * An output notified in the demo casilla electrónica: the head signs an oficio to Lucía Mamani
 * (through the API); mesa de partes notifies it from the output's page; the citizen, on a phone
 * and typing at a person's pace, signs in with the e-mailed code, finds it «Por leer», opens it
 * (the acuse de lectura) and replies through the virtual desk; mesa de partes then sees the deposit
 * and reading evidence, the constancia and the reply's request on the output.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CASILLA } from '../src/server/db/seed/demo-casilla';
import { DEMO_PIN } from '../src/server/db/seed/demo-signers';
import { PDF } from '../src/server/lib/attachments/test-files';
import { apiAs, firstOption } from './support/api';
import { eventually, heading, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { mailTo } from './support/mail';
import { humanTypist } from './support/typing';

let browser: Browser;
const RUN = String(Date.now()).slice(-6);
const SUBJECT = `Resolución sobre la posesión del lote 23 ${RUN}`;
let output: { id: number; number: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const head = await apiAs('jefe');
  const admin = await apiAs('admin');
  const citizens = await admin<{ data: { id: number }[] }>('GET', `/api/v1/citizens?q=${DEMO_CASILLA.document_number}`);
  const oficio = await firstOption(admin, 'type-outputs', 'Oficio');
  const users = await admin<{ data: { id: number; username: string }[] }>('GET', '/api/v1/users?q=jefe');
  const draft = await head<{ data: { id: number; version: number } }>('POST', '/api/v1/drafts', {
    type_output_id: oficio.id,
    subject: SUBJECT,
    addressees: [{ citizen_id: citizens.data[0]!.id }],
    signer_id: users.data.find((u) => u.username === 'jefe')!.id,
    reviewer_ids: [],
  });
  const sent = await head<{ data: { version: number } }>('POST', `/api/v1/drafts/${draft.data.id}/send`, {
    version: draft.data.version,
  });
  const signed = await head<{ data: { output_id: number; number: string }[] }>('POST', '/api/v1/drafts/sign', {
    pin: DEMO_PIN,
    drafts: [{ id: draft.data.id, version: sent.data.version }],
  });
  const registered = await admin<{ data: { id: number; number: string } }>(
    'GET',
    `/api/v1/outputs/${signed.data[0]!.output_id}`,
  );
  output = registered.data;
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function typeInto(page: Page, label: string, text: string, seed: number) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await humanTypist(page, seed).type(input, text);
}

const recipientCard = (page: Page) => page.getByRole('listitem', { name: DEMO_CASILLA.name });

describe('casilla electrónica: notifications', () => {
  it('staff notify, the citizen reads and replies, staff see the evidence', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', `/outputs/${output.id}`);
      await heading(page, output.number).waitFor();
      await page.getByRole('button', { name: `Notificar en casilla a ${DEMO_CASILLA.name}` }).click();
      await page.getByRole('button', { name: 'Notificar', exact: true }).click();
      await recipientCard(page).getByText('Notificado electrónicamente', { exact: true }).waitFor();
      await recipientCard(page).getByText('Aún no abierto').waitFor();
    });

    const requestNumber = await withPage(
      browser,
      async (page) => {
        await page.goto('/casilla/ingresar');
        await heading(page, 'Casilla electrónica').waitFor();
        await typeInto(page, 'Número de DNI', DEMO_CASILLA.document_number, 21);
        await typeInto(page, 'Contraseña', DEMO_CASILLA.password, 22);
        await page.keyboard.press('Enter');
        const alert = await mailTo(DEMO_CASILLA.email, /notificación en su casilla/);
        expect(alert.text).toContain(output.number);
        expect(alert.attachments).toEqual([]);
        const code = /casilla electrónica es: (\d{6})/.exec(
          (await mailTo(DEMO_CASILLA.email, /código de acceso/)).text,
        )![1]!;
        await typeInto(page, 'Código de acceso', code, 23);
        await page.keyboard.press('Enter');
        await heading(page, 'Mi casilla electrónica').waitFor();
        const item = page.getByRole('listitem').filter({ hasText: output.number });
        await item.getByText('Por leer').waitFor();
        await screenshot(page, 'casilla-notifications-phone');
        await item.getByRole('link', { name: new RegExp(output.number) }).click();

        await heading(page, 'Notificación electrónica').waitFor();
        await page.getByText(SUBJECT).waitFor();
        await page.getByText('Leída', { exact: true }).waitFor();
        await page
          .getByRole('button', { name: /^Abrir .*\.pdf$/ })
          .first()
          .waitFor();
        await page
          .locator('.p-dropdown')
          .filter({ has: page.locator('#type_entry_id') })
          .click();
        await page.getByRole('option').first().click();
        await typeInto(page, 'Asunto', 'Presento mi descargo a la resolución notificada', 24);
        await typeInto(page, 'Teléfono de contacto', '987 123 456', 25);
        await page
          .getByLabel('Documento principal (PDF)', { exact: true })
          .setInputFiles({ name: 'descargo.pdf', mimeType: 'application/pdf', buffer: PDF });
        await screenshot(page, 'casilla-notification-phone');
        await page.getByRole('button', { name: 'Enviar respuesta' }).click();
        const done = page.getByRole('status').getByText(/fue recibida por la mesa de partes virtual con la solicitud/);
        await done.waitFor({ timeout: 15_000 });
        return /solicitud (\S+)\.$/.exec((await done.textContent()) ?? '')![1]!;
      },
      PHONE,
    );

    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', `/outputs/${output.id}`);
      await heading(page, output.number).waitFor();
      const card = recipientCard(page);
      await card.getByText('Acuse de lectura').waitFor();
      await eventually(async () => {
        await page.reload();
        await card.getByRole('button', { name: 'Ver constancia de notificación' }).waitFor({ timeout: 3_000 });
      }, 30_000);
      await card.getByText(/ desde /).waitFor();
      await card.getByText(requestNumber).waitFor();
      await screenshot(page, 'casilla-notification-evidence');
    });
  }, 120_000);
});
