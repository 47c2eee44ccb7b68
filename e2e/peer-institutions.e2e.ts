/**
 * Exchange between institutions, end to end: the administrator adds a peer institution in Panel de
 * control › Instituciones vinculadas (typing at a person's pace), reads the generated send secret
 * once; mesa de partes sends a signed output to it from the output's page, and the output shows the
 * peer's receipt (its request number) with the recipient delivered. The peer is a small stand-in
 * that implements the documented endpoint: it checks the Standard Webhooks signature and answers a
 * receipt.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { eventually, heading } from './support/app';
import { apiLogin, baseUrl, DESKTOP, launchBrowser, newContext, screenshot, signInAs } from './support/browser';

const RUN = String(Date.now()).slice(-6);
const NAME = `Gobierno Regional ${RUN}`;
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const FIRST_TEN = `2030${RUN}`;
const RUC = `${FIRST_TEN}${(11 - (WEIGHTS.reduce((s, w, i) => s + w * Number(FIRST_TEN[i]), 0) % 11)) % 10}`;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let peer: http.Server;
let peerUrl: string;
let secret = '';
const received: { verified: boolean; type: string }[] = [];

beforeAll(async () => {
  peer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      try {
        const message = new Webhook(secret).verify(body, req.headers as Record<string, string>) as { type: string };
        received.push({ verified: true, type: message.type });
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            data: {
              message_id: req.headers['webhook-id'],
              request_number: `SI-GR-${RUN}`,
              received_at: new Date().toISOString(),
            },
          }),
        );
      } catch {
        received.push({ verified: false, type: '' });
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  peerUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  context = await newContext(browser, DESKTOP);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise((resolve) => peer?.close(resolve));
});

/** A registered output of mesa de partes to the peer (as a company), with its signed PDF. */
async function signedOutput(subject: string): Promise<number> {
  const admin = await apiAs('admin');
  const desk = await apiAs('mesapartes');
  const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-outputs', {
    code: `PI${RUN}`,
    name: `Oficio ${RUN}`,
  });
  const citizen = await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'JURIDICA',
    document_type: 'RUC',
    document_number: RUC,
    business_name: NAME,
  });
  const { data } = await desk<{ data: { id: number } }>('POST', '/api/v1/outputs', {
    type_output_id: type.data.id,
    subject,
    folios: 2,
    recipients: [{ citizen_id: citizen.data.id }],
  });
  const { access_token } = await apiLogin('mesapartes');
  const form = new FormData();
  form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'Oficio firmado.pdf');
  const upload = await fetch(`${baseUrl()}/api/v1/outputs/${data.id}/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  return data.id;
}

describe('exchange between institutions', () => {
  it('configures a peer, sends it a signed output and shows its receipt on the output', async () => {
    await signInAs(page, 'admin', '/peer-institutions');
    await heading(page, 'Instituciones vinculadas').waitFor();
    await page.getByRole('link', { name: 'Nueva institución' }).click();
    await page.locator('#name').pressSequentially(NAME, { delay: 40 });
    await page.locator('#ruc').pressSequentially(RUC, { delay: 40 });
    await page.locator('#base_url').pressSequentially(peerUrl, { delay: 20 });
    await screenshot(page, 'peer-institutions-form');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clave de envío' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('No se volverá a mostrar');
    secret = (await dialog.locator('.temporary-password-value').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Entendido, ya la copié' }).click();
    await heading(page, 'Instituciones vinculadas').waitFor();
    await page.getByPlaceholder('Buscar por nombre o RUC').pressSequentially(RUC, { delay: 40 });
    await page.getByRole('cell', { name: NAME }).first().waitFor();
    expect(await page.locator('tbody').innerText()).toContain('Falta su clave');
    await screenshot(page, 'peer-institutions-list');

    const outputId = await signedOutput(`Remisión de expediente ${RUN}`);
    await signInAs(page, 'mesapartes', `/outputs/${outputId}`);
    const panel = page.getByRole('region', { name: 'Envío a otras instituciones' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Enviar a otra institución' }).click();
    const send = page.getByRole('dialog', { name: 'Enviar a otra institución' });
    await send.locator('.p-dropdown').nth(1).click();
    await page.locator('.p-dropdown-item', { hasText: NAME }).click();
    await screenshot(page, 'peer-institutions-send');
    await send.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Documento enviado a la institución.').waitFor();

    await eventually(async () => {
      await page.reload();
      await panel.waitFor();
      expect(await panel.innerText()).toContain(`solicitud SI-GR-${RUN}`);
    }, 60_000);
    expect(await panel.innerText()).toContain('Recibido el');
    const recipients = page.getByRole('region', { name: 'Destinatarios' });
    expect(await recipients.innerText()).toContain('Entregado');
    expect(received).toEqual([{ verified: true, type: 'document' }]);
    await screenshot(page, 'peer-institutions-receipt');
  });
});
