/**
 * Integraciones (Panel de control), end to end: the administrator creates an integration for
 * OAJ with two keys of «Jefe de oficina», reads its token once, the token calls the API (and is
 * refused where it has no key), the page shows its last use, and «Revocar» ends the token.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, heading } from './support/app';
import { baseUrl, DESKTOP, launchBrowser, newContext, screenshot, signInAs } from './support/browser';
import { typeAndClick } from './support/typing';

const RUN = String(Date.now()).slice(-6);
const NAME = `Portal de licencias ${RUN}`;

let browser: Browser;
let context: BrowserContext;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, DESKTOP);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  admin = await context.newPage();
  await signInAs(admin, 'admin');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const callWith = (token: string, path: string) =>
  fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });

describe('integrations', () => {
  it('creates an integration, shows its token once, sees its use and revokes it', async () => {
    await admin.goto('/integrations');
    await heading(admin, 'Integraciones').waitFor();
    await admin.getByRole('link', { name: 'Nueva integración' }).click();
    await admin.locator('#name').pressSequentially(NAME, { delay: 40 });
    await typeAndClick(admin, admin.getByLabel('Oficina por la que actúa', { exact: true }), 'Asesoría', 'OAJ');
    await typeAndClick(
      admin,
      admin.getByLabel('Rol del que toma sus permisos', { exact: true }),
      'Jefe',
      'Jefe de oficina',
    );
    await admin.getByLabel('Listar ingresos de su oficina', { exact: true }).check();
    await admin.getByLabel('Ver detalle de ingresos', { exact: true }).check();
    await screenshot(admin, 'integrations-form');
    await admin.getByRole('button', { name: 'Guardar' }).click();

    const dialog = admin.getByRole('dialog', { name: 'Token de la integración' });
    await dialog.waitFor();
    const token = (await dialog.locator('.temporary-password-value').innerText()).trim();
    expect(token).toMatch(/^folio_int_/);
    await dialog.getByRole('button', { name: 'Copiar' }).click();
    await dialog.getByRole('button', { name: 'Copiado' }).waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await screenshot(admin, 'integrations-token');
    await dialog.getByRole('button', { name: 'Entendido, ya lo copié' }).click();
    await heading(admin, NAME).waitFor();
    expect(await admin.locator('.detail-grid').innerText()).toContain('Nunca');

    expect((await callWith(token, '/api/v1/entries')).status).toBe(200);
    expect((await callWith(token, '/api/v1/outputs')).status).toBe(403);
    await admin.reload();
    await heading(admin, NAME).waitFor();
    await eventually(async () => expect(await admin.locator('.detail-grid').innerText()).not.toContain('Nunca'));
    await screenshot(admin, 'integrations-show');

    await admin.getByRole('button', { name: 'Revocar' }).click();
    await admin.getByRole('dialog', { name: 'Revocar token' }).getByRole('button', { name: 'Revocar' }).click();
    await admin.getByText('Token revocado').waitFor();
    await admin.getByText('Revocado', { exact: true }).first().waitFor();
    expect((await callWith(token, '/api/v1/entries')).status).toBe(401);
  });
});
