/**
 * Permisos de acceso (archivero): the archivist lends a restricted entry of OAJ to a worker of
 * GAF, who then opens it through the normal entry page; the archivist records its return and the
 * worker can no longer open it. Lent whole, an expedient opens the restricted entry filed in it,
 * to read only. The list, form and page at 1366 and 375 px; both receipts as PDF.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { eventually, groupLinks, groupToggle, heading, sideMenu, withPage } from './support/app';
import { baseUrl, launchBrowser, PHONE, SCREENSHOTS, screenshot, signInAs } from './support/browser';
import { BORROWER } from './support/fixtures';
import { humanTypist, typeAndPick, typeIntoFocused } from './support/typing';

let browser: Browser;
const RUN = String(Date.now()).slice(-6);
const SUBJECT = `Expediente disciplinario reservado ${RUN}`;
let entry: { id: number; number: string };
let restrictedId: number;
let citizenId: number;
let typeId: number;
let oajId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  const { data: restricted } = await admin<{ data: { id: number } }>('POST', '/api/v1/document-classifications', {
    name: `Reservado ${RUN}`,
    description: null,
    restricted: true,
  });
  const { data: type } = await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
    code: `PR${RUN}`,
    name: `Denuncia ${RUN}`,
    response_days: 5,
  });
  const { data: citizen } = await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `74${RUN}`,
    names: 'Julio',
    surnames: `Huamán Ccori ${RUN}`,
  });
  const { data: offices } = await admin<{ data: { id: number }[] }>('GET', '/api/v1/offices/lookup?q=OAJ');
  restrictedId = restricted.id;
  citizenId = citizen.id;
  typeId = type.id;
  oajId = offices[0]!.id;
  const desk = await apiAs('mesapartes');
  ({ data: entry } = await desk<{ data: { id: number; number: string } }>('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: type.id,
    sender_id: citizen.id,
    subject: SUBJECT,
    folios: 12,
    destination_office_id: offices[0]!.id,
    classification_id: restricted.id,
  }));
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

/** Whether the borrower opens the entry's page (the one lent by default). */
async function borrowerOpens(opened: { id: number; number: string } = entry, shot = 'loans-borrower-opens-entry') {
  return withPage(browser, async (page) => {
    await signInAs(page, BORROWER.username, `/entries/${opened.id}`);
    const found = heading(page, `Ingreso ${opened.number}`);
    const missing = heading(page, 'Página no encontrada');
    await Promise.race([found.waitFor(), missing.waitFor()]);
    if (await found.count()) {
      expect(await page.locator('.record-show').textContent()).toContain(SUBJECT);
      await screenshot(page, shot);
      // A loan opens the record to read: no change is offered on it (printing its sticker and
      // keeping it in one's own folder are readings).
      const offered = (await page.locator('.record-actions').getByRole('button').allTextContents()).map((b) =>
        b.trim(),
      );
      expect(offered.filter((b) => !['Imprimir sticker', 'Imprimir cargo', 'Archivar en carpeta'].includes(b))).toEqual(
        [],
      );
      return true;
    }
    return false;
  });
}

/** The receipt as PDF, turned into PNG pages for looking at. */
async function savePdf(url: string, name: string) {
  const archivist = await fetch(`${baseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: 'archivero', password: 'folio-demo' }),
  });
  const { access_token: token } = (await archivist.json()) as { access_token: string };
  const res = await fetch(`${baseUrl()}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const file = path.join(SCREENSHOTS, `${name}.pdf`);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(SCREENSHOTS, name)]);
}

describe('loans and access permissions (archivero)', () => {
  it('lends a restricted entry to another office’s worker, who opens it until the archive records its return', async () => {
    expect(await borrowerOpens()).toBe(false);
    let permissionId = 0;
    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', '/');
      await page.getByRole('link', { name: 'Permisos de acceso' }).click();
      await heading(page, 'Permisos de acceso').waitFor();
      expect(await page.getByText('Módulo en construcción').count()).toBe(0);
      await page.getByRole('link', { name: 'Nuevo permiso' }).click();
      await heading(page, 'Nuevo permiso de acceso').waitFor();
      // The holder's lookup has the focus: type, take the suggestion with Tab, go on by keyboard.
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('holder_id'));
      await typeAndPick(
        page,
        page.locator('[id="holder_id"]'),
        'Prestataria',
        `${BORROWER.names} ${BORROWER.surnames}`,
        {
          key: 'Tab',
        },
      );
      // «Ingreso reservado» is the default kind; the number is typed into the item lookup.
      await page.locator('[id="item_id"]').focus();
      const item = await typeIntoFocused(page, entry.number.slice(-6));
      await page.locator('.p-autocomplete-item').filter({ hasText: entry.number }).first().waitFor();
      expect(await page.locator('.p-autocomplete-item').first().textContent()).toContain('Documento reservado');
      await item.press('Enter');
      await eventually(async () => expect(await item.inputValue()).toBe(entry.number));
      await pickSelect(page, 'type', 'Préstamo físico');
      await page.locator('#reason').fill('Revisión del expediente para el informe legal solicitado por Gerencia');
      await screenshot(page, 'loans-form-desktop');
      await page.locator('#reason').focus();
      await page.keyboard.press('Control+Enter');

      await page.waitForURL((url) => /^\/archive-central\/permissions\/\d+$/.test(url.pathname));
      permissionId = Number(new URL(page.url()).pathname.split('/').pop());
      const title = heading(page, /^Permiso PA-\d{4}-\d{6}$/);
      await title.waitFor();
      expect(await page.locator('.record-tags .p-tag').first().textContent()).toBe('Solicitado');

      await page.getByRole('button', { name: 'Aprobar' }).click();
      const approve = page.getByRole('dialog', { name: 'Aprobar permiso' });
      expect(await approve.textContent()).toContain('su jefe debe autorizarlo');
      await approve.getByRole('button', { name: 'Aprobar' }).click();
      await page.getByText('Permiso aprobado.').waitFor();
      await eventually(async () =>
        expect(await page.locator('.record-tags .p-tag').first().textContent()).toBe('Por autorizar'),
      );
    });

    // The head of OAJ authorises from the notice he received.
    const jefe = await apiAs('jefe');
    const { data: waiting } = await jefe<{ data: { version: number; can: Record<string, boolean> } }>(
      'GET',
      `/api/v1/archive-temporary-permissions/${permissionId}`,
    );
    expect(waiting.can.authorize).toBe(true);
    await jefe('POST', `/api/v1/archive-temporary-permissions/${permissionId}/authorize`, { version: waiting.version });

    expect(await borrowerOpens()).toBe(true);
    await savePdf(`/api/v1/archive-temporary-permissions/${permissionId}/loan-receipt`, 'loans-cargo-prestamo');

    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', `/archive-central/permissions/${permissionId}`);
      await eventually(async () =>
        expect(await page.locator('.record-tags .p-tag').first().textContent()).toBe('Vigente'),
      );
      expect(await page.locator('.record-data').textContent()).toContain('Jorge Salazar Núñez');
      await page.getByRole('button', { name: 'Cargo de préstamo' }).waitFor();
      await screenshot(page, 'loans-show-desktop');
      await page.getByRole('button', { name: 'Registrar devolución' }).click();
      const dialog = page.getByRole('dialog', { name: /Registrar devolución/ });
      await dialog.locator('#return_notes').fill('Completo, 12 folios, sin observaciones');
      await dialog.getByRole('button', { name: 'Registrar devolución' }).click();
      await page.getByText('Devolución registrada.').waitFor();
      await eventually(async () =>
        expect(await page.locator('.record-tags .p-tag').first().textContent()).toBe('Devuelto'),
      );
      await page.getByRole('button', { name: 'Cargo de devolución' }).waitFor();
      await page.locator('tr').filter({ hasText: 'Devolución registrada' }).waitFor();
    });
    await savePdf(`/api/v1/archive-temporary-permissions/${permissionId}/return-receipt`, 'loans-cargo-devolucion');

    expect(await borrowerOpens()).toBe(false);
  });

  it('lends an expedient whole: the borrower reads the restricted entry filed in it until its return', async () => {
    const desk = await apiAs('mesapartes');
    const head = await apiAs('jefe');
    const archivist = await apiAs('archivero');
    type Saved = { data: { id: number; number: string; version: number; movements?: { id: number }[] } };
    const filed = await desk<Saved>('POST', '/api/v1/entries', {
      channel: 'presencial',
      type_entry_id: typeId,
      sender_id: citizenId,
      subject: SUBJECT,
      folios: 4,
      destination_office_id: oajId,
      classification_id: restrictedId,
    });
    const derived = await desk<Saved>('POST', `/api/v1/entries/${filed.data.id}/derive`, {
      version: filed.data.version,
      destinations: [{ office_id: oajId, action: 'atencion' }],
    });
    const received = await head<Saved>(
      'POST',
      `/api/v1/entries/${filed.data.id}/movements/${derived.data.movements![0]!.id}/receive`,
    );
    await head('POST', `/api/v1/entries/${filed.data.id}/attend`, { version: received.data.version });
    const unit = await archivist<Saved>('POST', '/api/v1/archive-expedients', {
      code: `EXP-RES-${RUN}`,
      title: `Procesos disciplinarios reservados ${RUN}`,
      kind: 'expediente',
      office_id: oajId,
    });
    // Filing a restricted entry takes an office involved in it, or an administrator.
    const admin = await apiAs('admin');
    await admin('POST', '/api/v1/archive-documents', {
      expedient_id: unit.data.id,
      folio_from: 1,
      folio_to: 4,
      source_kind: 'entries',
      source_id: filed.data.id,
    });
    expect(await borrowerOpens(filed.data)).toBe(false);

    const { data: borrower } = await archivist<{ data: { id: number }[] }>(
      'GET',
      `/api/v1/users/lookup?q=${encodeURIComponent(BORROWER.surnames)}`,
    );
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    const until = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    const requested = await archivist<Saved>('POST', '/api/v1/archive-temporary-permissions', {
      holder_id: borrower[0]!.id,
      item_kind: 'archive-expedients',
      item_id: unit.data.id,
      type: 'prestamo_fisico',
      reason: 'Consulta del expediente completo para el informe de Gerencia',
      starts_on: today,
      until_on: until,
    });
    const base = `/api/v1/archive-temporary-permissions/${requested.data.id}`;
    const approved = await archivist<Saved>('POST', `${base}/approve`, { version: requested.data.version });
    const active = await head<Saved>('POST', `${base}/authorize`, { version: approved.data.version });

    expect(await borrowerOpens(filed.data, 'loans-borrower-opens-lent-expedient-entry')).toBe(true);
    await archivist('POST', `${base}/return`, { version: active.data.version, return_notes: 'Completo' });
    expect(await borrowerOpens(filed.data)).toBe(false);
  });

  it('an office worker requests a loan for herself from the Archivo Central menu; the archive sees it', async () => {
    let requestedId = 0;
    await withPage(browser, async (page) => {
      await signInAs(page, BORROWER.username, '/');
      await sideMenu(page).waitFor();
      await groupToggle(page, 'Archivo Central').click();
      expect(await groupLinks(page, 'Archivo Central')).toEqual(['Transferencias', 'Permisos de acceso']);
      await sideMenu(page).getByRole('link', { name: 'Permisos de acceso' }).click();
      await heading(page, 'Permisos de acceso').waitFor();
      await page.getByRole('link', { name: 'Nuevo permiso' }).click();
      await heading(page, 'Nuevo permiso de acceso').waitFor();
      // She may only ask for herself: her name stands where the archivist has the holder's lookup.
      expect(await page.locator('.permission-holder').textContent()).toContain(
        `${BORROWER.names} ${BORROWER.surnames}`,
      );
      expect(await page.locator('[id="holder_id"]').count()).toBe(0);
      await page.locator('[id="item_id"]').focus();
      const item = await typeIntoFocused(page, entry.number.slice(-6));
      await page.locator('.p-autocomplete-item').filter({ hasText: entry.number }).first().click();
      await eventually(async () => expect(await item.inputValue()).toBe(entry.number));
      await pickSelect(page, 'type', 'Préstamo físico');
      await page.locator('#reason').click();
      await humanTypist(page, 7).type(page.locator('#reason'), 'Consulta para un informe');
      await screenshot(page, 'loans-office-request-form');
      await page.keyboard.press('Control+Enter');
      await page.waitForURL((url) => /^\/archive-central\/permissions\/\d+$/.test(url.pathname));
      requestedId = Number(new URL(page.url()).pathname.split('/').pop());
      await eventually(async () =>
        expect(await page.locator('.record-tags .p-tag').first().textContent()).toBe('Solicitado'),
      );
      // Approving is the archive's: she is offered no such button.
      expect(await page.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
      await screenshot(page, 'loans-office-request-show');
    });
    const archivist = await apiAs('archivero');
    const { data } = await archivist<{ data: { holder_id: number; state: string; reason: string } }>(
      'GET',
      `/api/v1/archive-temporary-permissions/${requestedId}`,
    );
    expect(data.state).toBe('solicitado');
    expect(data.reason).toBe('Consulta para un informe');
  });

  it('lists permissions with their filters, at 1366 and at 375 px', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', '/archive-central/permissions?state=devuelto');
      const row = page.locator('tbody tr').filter({ hasText: entry.number });
      await row.waitFor();
      expect(await row.textContent()).toContain(`${BORROWER.names} ${BORROWER.surnames}`);
      expect(await row.textContent()).toContain('Devuelto');
      await screenshot(page, 'loans-list-desktop');
    });
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'archivero', '/archive-central/permissions');
        await page.locator('tbody tr').first().waitFor();
        await screenshot(page, 'loans-list-phone');
        await page.locator('tbody tr a').first().click();
        await heading(page, /^Permiso PA-/).waitFor();
        await screenshot(page, 'loans-show-phone');
        await page.goto('/archive-central/permissions/create');
        await heading(page, 'Nuevo permiso de acceso').waitFor();
        await screenshot(page, 'loans-form-phone');
      },
      PHONE,
    );
  });
});
