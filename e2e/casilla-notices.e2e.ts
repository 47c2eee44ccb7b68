/**
 * An output notified in a casilla electrónica: a citizen's casilla is opened and the head signs an
 * oficio to her (through the API); mesa de partes notifies it from the output's page; the citizen, on a phone
 * and typing at a person's pace, signs in with the e-mailed code, finds it «Por leer», opens it
 * (the acuse de lectura) and replies through the virtual desk; mesa de partes then sees the deposit
 * and reading evidence, the constancia and the reply's request on the output.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRoot } from '../src/server/db/seed/demo-pki';
import { DEMO_PIN } from '../src/server/db/seed/demo-signers';
import { PDF } from '../src/server/lib/attachments/test-files';
import { createTestSigner } from '../src/server/lib/signatures/test-pki';
import { apiAs } from './support/api';
import { eventually, heading, withPage } from './support/app';
import { baseUrl, launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { mailTo } from './support/mail';
import { humanTypist } from './support/typing';

let browser: Browser;
const RUN = String(Date.now()).slice(-6);
const SUBJECT = `Resolución sobre la posesión del lote 23 ${RUN}`;
let output: { id: number; number: string };

const HOLDER = {
  document_number: `7${RUN}2`,
  name: `Lucía Mamani Condori ${RUN}`,
  email: `notificada${RUN}@correo.test`,
  password: 'Mi-casilla-2026',
};

const publicPost = async (path: string, body: unknown) => {
  const res = await fetch(`${baseUrl()}/api/v1/public/casilla${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
};

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-outputs', {
    code: `NC${RUN}`,
    name: `Resolución ${RUN}`,
  });
  // The document type the citizen's reply is filed as.
  await admin('POST', '/api/v1/type-entries', { code: `DS${RUN}`, name: `Descargo ${RUN}`, response_days: 10 });
  const citizen = await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: HOLDER.document_number,
    names: 'Lucía',
    surnames: `Mamani Condori ${RUN}`,
  });
  // The citizen's casilla, opened and confirmed as on the public pages (casilla.e2e.ts walks them).
  await publicPost('/accounts', {
    document_type: 'DNI',
    document_number: HOLDER.document_number,
    name: HOLDER.name,
    email: HOLDER.email,
    password: HOLDER.password,
    password_confirmation: HOLDER.password,
    accepted: true,
  });
  const link = /\/casilla\/verificar\/(\S+)/.exec((await mailTo(HOLDER.email, /confirme su casilla/)).text)![1]!;
  await publicPost('/verifications', { token: link });
  // The head signs the oficio with his certificate (as in his profile), sealed with the demo PIN.
  const head = await apiAs('jefe');
  await head('PUT', '/api/v1/profile/certificate', {
    file_base64: createTestSigner(demoRoot(), {
      name: 'Jorge Salazar Núñez',
      dni: '40404040',
      password: 'demo',
    }).toString('base64'),
    password: 'demo',
    pin: DEMO_PIN,
  });
  const users = await admin<{ data: { id: number; username: string }[] }>('GET', '/api/v1/users?q=jefe');
  const draft = await head<{ data: { id: number; version: number } }>('POST', '/api/v1/drafts', {
    type_output_id: type.data.id,
    subject: SUBJECT,
    addressees: [{ citizen_id: citizen.data.id }],
    signer_id: users.data.find((u) => u.username === 'jefe')!.id,
    reviewer_ids: [],
  });
  const sent = await head<{ data: { version: number } }>('POST', `/api/v1/drafts/${draft.data.id}/send`, {
    version: draft.data.version,
  });
  const signed = await head<{ data: { output_id: number }[] }>('POST', '/api/v1/drafts/sign', {
    pin: DEMO_PIN,
    drafts: [{ id: draft.data.id, version: sent.data.version }],
  });
  output = (
    await admin<{ data: { id: number; number: string } }>('GET', `/api/v1/outputs/${signed.data[0]!.output_id}`)
  ).data;
}, 90_000);

afterAll(async () => {
  await browser?.close();
});

async function typeInto(page: Page, label: string, text: string, seed: number) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await humanTypist(page, seed).type(input, text);
}

const recipientCard = (page: Page) => page.getByRole('listitem', { name: HOLDER.name });

describe('casilla electrónica: notifications', () => {
  it('staff notify, the citizen reads and replies, staff see the evidence', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', `/outputs/${output.id}`);
      await heading(page, output.number).waitFor();
      await page.getByRole('button', { name: `Notificar en casilla a ${HOLDER.name}` }).click();
      await page.getByRole('button', { name: 'Notificar', exact: true }).click();
      await recipientCard(page).getByText('Notificado electrónicamente', { exact: true }).waitFor();
      await recipientCard(page).getByText('Aún no abierto').waitFor();
    });

    const requestNumber = await withPage(
      browser,
      async (page) => {
        await page.goto('/casilla/ingresar');
        await heading(page, 'Casilla electrónica').waitFor();
        await typeInto(page, 'Número de DNI', HOLDER.document_number, 21);
        await typeInto(page, 'Contraseña', HOLDER.password, 22);
        await page.keyboard.press('Enter');
        const alert = await mailTo(HOLDER.email, /notificación en su casilla/);
        expect(alert.text).toContain(output.number);
        expect(alert.attachments).toEqual([]);
        const code = /casilla electrónica es: (\d{6})/.exec((await mailTo(HOLDER.email, /código de acceso/)).text)![1]!;
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
        await page.getByRole('option', { name: `Descargo ${RUN}` }).click();
        await typeInto(page, 'Asunto', 'Presento mi descargo a la resolución notificada', 24);
        await typeInto(page, 'Teléfono de contacto', '987 123 456', 25);
        await page
          .getByLabel('Documento principal (PDF)', { exact: true })
          .setInputFiles({ name: 'descargo.pdf', mimeType: 'application/pdf', buffer: PDF });
        await screenshot(page, 'casilla-notification-phone');
        await page.getByRole('button', { name: 'Enviar respuesta' }).click();
        const done = page.getByRole('status').getByText(/fue recibida por la mesa de partes virtual con la solicitud/);
        await done.waitFor();
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
      });
      await card.getByText(/ desde /).waitFor();
      await card.getByText(requestNumber).waitFor();
      await screenshot(page, 'casilla-notification-evidence');
    });
  });
});
