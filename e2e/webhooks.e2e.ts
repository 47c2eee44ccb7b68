/**
 * Webhooks (Panel de control), end to end: the administrator subscribes a local receiver to
 * «Ingreso registrado», reads the signing secret once, sees the registration's delivery in the
 * subscription's log (state, attempts, HTTP status, latency, answer) with a signature the
 * `standardwebhooks` library verifies, and «Reenviar» sends it again with the same webhook id.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { eventually, heading } from './support/app';
import { DESKTOP, launchBrowser, newContext, screenshot, signInAs } from './support/browser';

const RUN = String(Date.now()).slice(-6);
const NAME = `Sistema de rentas ${RUN}`;

let browser: Browser;
let context: BrowserContext;
let admin: Page;
let receiver: http.Server;
let url: string;
const received: { headers: Record<string, string>; body: string }[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('recibido');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/folio`;
  browser = await launchBrowser();
  context = await newContext(browser, DESKTOP);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  admin = await context.newPage();
  await signInAs(admin, 'admin');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Registers an entry through the API as the front desk; its id. */
async function registerEntry(subject: string): Promise<number> {
  const desk = await apiAs('mesapartes');
  const admin = await apiAs('admin');
  const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
    code: `WH${RUN}`,
    name: `Webhook ${RUN}`,
    response_days: 5,
  });
  const sender = await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `47${RUN}`,
    names: 'Rosa',
    surnames: `Quispe ${RUN}`,
  });
  const offices = (await admin<{ data: { id: number; code: string }[] }>('GET', '/api/v1/offices?per_page=100')).data;
  const { data } = await desk<{ data: { id: number } }>('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: type.data.id,
    sender_id: sender.data.id,
    subject,
    folios: 1,
    destination_office_id: offices.find((o) => o.code === 'OAJ')!.id,
  });
  return data.id;
}

describe('webhooks', () => {
  it('subscribes a receiver, shows the secret once, logs the signed delivery and redelivers it', async () => {
    await admin.goto('/webhooks');
    await heading(admin, 'Webhooks').waitFor();
    await admin.getByRole('link', { name: 'Nuevo webhook' }).click();
    await admin.locator('#name').pressSequentially(NAME, { delay: 40 });
    await admin.locator('#url').pressSequentially(url, { delay: 20 });
    await admin.getByLabel('Ingreso registrado', { exact: true }).check();
    await admin.getByLabel('Ingreso anulado', { exact: true }).check();
    await screenshot(admin, 'webhooks-form');
    await admin.getByRole('button', { name: 'Guardar' }).click();

    const dialog = admin.getByRole('dialog', { name: 'Secreto de firma' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('no se volverá a mostrar');
    const secret = (await dialog.locator('.temporary-password-value').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await screenshot(admin, 'webhooks-secret');
    await dialog.getByRole('button', { name: 'Entendido, ya lo copié' }).click();
    await heading(admin, NAME).waitFor();
    expect(await admin.locator('.detail-grid').innerText()).toContain('Ingreso registrado, Ingreso anulado');

    const entryId = await registerEntry(`Licencia de funcionamiento ${RUN}`);
    const log = admin.getByRole('region', { name: 'Registro de entregas' });
    await eventually(async () => {
      expect(await log.getByRole('cell', { name: 'Entregado' }).count()).toBe(1);
    });
    const row = await log.locator('tbody tr').first().innerText();
    expect(row).toContain('Ingreso registrado');
    expect(row).toContain('200');
    expect(row).toContain('recibido');
    expect(row).toMatch(/\d+ ms/);
    await screenshot(admin, 'webhooks-log');

    const [first] = received;
    const payload = new Webhook(secret).verify(first!.body, first!.headers) as { type: string; data: { id: number } };
    expect(payload).toMatchObject({ type: 'entry.registered', data: { id: entryId } });

    await log
      .getByRole('button', { name: /^Reenviar/ })
      .first()
      .click();
    await admin.getByText('Entrega puesta en cola').waitFor();
    await eventually(() => expect(received.length).toBe(2), 30_000);
    expect(received[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  });
});
