/**
 * Delivery (issue 13): the front desk (mesapartes) builds a delivery control by scanning — the
 * numbers typed into the scan field as a USB scanner types them, Enter after each — prints the
 * planilla (turned into PNG with pdftoppm) and dispatches it; the courier (mensajero) on a phone
 * records a delivery with the photo of the signed cargo and a return, and the issuing office sees
 * the return's notice live; a receiver (jefe) scans ten stickers in a row at "Recibir documentos",
 * and the session's summary survives a reload. Screens at 1366 and 375 px.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../src/server/lib/attachments/test-files';
import { type Api, apiAs } from './support/api';
import { eventually, heading, withPage } from './support/app';
import { baseUrl, DEMO_PASSWORD, launchBrowser, PHONE, SCREENSHOTS, screenshot, signInAs } from './support/browser';
import { humanTypist } from './support/typing';

let browser: Browser;
let desk: Api;
let offices: Record<string, number>;

const RUN = String(Date.now()).slice(-6);
/** The first digit of each batch's citizens' DNIs, so that no two batches share one. */
const DNI_PREFIX = { A: '5', B: '6', C: '8' } as const;

async function registerOutputs(count: number, tag: keyof typeof DNI_PREFIX) {
  const admin = await apiAs('admin');
  const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-outputs', {
    code: `N${tag}${RUN}`.slice(0, 10),
    name: `Notificación ${tag} ${RUN}`,
  });
  const made = [];
  for (let i = 0; i < count; i++) {
    const citizen = await desk<{ data: { id: number } }>('POST', '/api/v1/citizens', {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: `${DNI_PREFIX[tag]}${RUN.slice(-5)}${String(i).padStart(2, '0')}`,
      names: `Vecina ${i + 1}`,
      surnames: `Cárdenas Poma ${tag}${RUN}`,
      address: `Jr. Puno ${200 + i}`,
      ubigeo: i % 2 === 0 ? '120114' : '120101',
    });
    const output = await desk<{ data: { id: number; number: string } }>('POST', '/api/v1/outputs', {
      type_output_id: type.data.id,
      subject: `Notificación de la resolución de alcaldía ${tag}${i + 1}-${RUN}`,
      folios: 2 + (i % 3),
      recipients: [{ citizen_id: citizen.data.id }],
    });
    made.push(output.data);
  }
  return made;
}

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await apiAs('mesapartes');
  const list = await (await apiAs('admin'))<{ data: { id: number; code: string }[] }>(
    'GET',
    '/api/v1/offices?per_page=100',
  );
  offices = Object.fromEntries(list.data.map((o) => [o.code, o.id]));
});

afterAll(async () => {
  await browser?.close();
});

const stateTag = (page: Page) => page.locator('.record-tags .p-tag').first();
const expectState = (page: Page, state: string) =>
  eventually(async () => expect(await stateTag(page).textContent()).toBe(state), 10_000);

/** A USB scanner: the characters at machine speed, then Enter. */
async function scan(page: Page, input: string, text: string) {
  await page.locator(input).focus();
  await page.keyboard.type(text, { delay: 4 });
  await page.keyboard.press('Enter');
}

/** Writes the PDF, turns its pages into PNG with pdftoppm; the PNG paths. */
function pdfPages(pdf: Buffer, name: string): string[] {
  const file = path.join(SCREENSHOTS, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  for (const old of fs.readdirSync(SCREENSHOTS).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')))
    fs.rmSync(path.join(SCREENSHOTS, old));
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(SCREENSHOTS, name)]);
  return fs
    .readdirSync(SCREENSHOTS)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .sort();
}

/** The recipient copies of outputs, as a control takes them. */
async function recipientsOf(made: { id: number }[]): Promise<number[]> {
  const ids = [];
  for (const o of made) {
    const output = await desk<{ data: { recipients: { id: number }[] } }>('GET', `/api/v1/outputs/${o.id}`);
    ids.push(output.data.recipients[0]!.id);
  }
  return ids;
}

/** What the courier finds in the morning: a control of two new outputs, dispatched to the mensajero. */
async function controlOnRoute() {
  const made = await registerOutputs(2, 'C');
  const users = await (await apiAs('admin'))<{ data: { id: number; username: string }[] }>(
    'GET',
    '/api/v1/users?q=mensajero',
  );
  const courier = users.data.find((u) => u.username === 'mensajero')!;
  const control = await desk<{ data: { id: number } }>('POST', '/api/v1/delivery-controls', {
    kind: 'externo',
    courier_id: courier.id,
    zone: `Huancayo ${RUN}`,
    scheduled_date: new Date().toISOString().slice(0, 10),
  });
  const id = control.data.id;
  await desk('POST', `/api/v1/delivery-controls/${id}/items`, { output_recipient_ids: await recipientsOf(made) });
  const shown = await desk<{ data: { version: number } }>('GET', `/api/v1/delivery-controls/${id}`);
  await desk('POST', `/api/v1/delivery-controls/${id}/dispatch`, { version: shown.data.version });
  return { path: `/delivery-controls/${id}`, outputs: made };
}

/** The planilla's bytes, as the front desk downloads it. */
async function planilla(controlId: number): Promise<Buffer> {
  const login = await fetch(`${baseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'mesapartes', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const pdf = await fetch(`${baseUrl()}/api/v1/delivery-controls/${controlId}/planilla`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pdf.status).toBe(200);
  return Buffer.from(await pdf.arrayBuffer());
}

describe('delivery controls', () => {
  it('mesapartes builds a control by scanning, prints the planilla and dispatches it', async () => {
    const outputs = await registerOutputs(2, 'A');
    await withPage(browser, async (page, context) => {
      await signInAs(page, 'mesapartes', '/delivery-controls');
      await heading(page, 'Controles de entrega').waitFor();
      await page.getByRole('link', { name: 'Nuevo control' }).click();
      await page.locator('.p-dropdown:has(#courier_id)').click();
      await page.getByRole('option', { name: 'Raúl Mendoza Ríos' }).click();
      await page.locator('#zone').fill(`El Tambo y Huancayo ${RUN}`);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.waitForURL(/\/delivery-controls\/\d+$/);
      const controlPath = new URL(page.url()).pathname;
      await expectState(page, 'Borrador');
      // Dispatching it empty is refused with its reason: not a version conflict, no reload banner.
      await page.getByRole('button', { name: 'Despachar' }).click();
      const empty = page.getByRole('dialog', { name: 'Despachar control' });
      await empty.getByRole('button', { name: 'Despachar' }).click();
      await page.getByText('Agregue al menos un documento antes de despachar el control.').first().waitFor();
      expect(await page.locator('.stale-message').count()).toBe(0);
      await page.keyboard.press('Escape');
      await empty.waitFor({ state: 'detached' });

      const field = '[id^="scan-"]';
      await scan(page, field, outputs[0]!.number);
      await eventually(async () => expect(await page.locator('.delivery-item').count()).toBe(1), 10_000);
      // The second as the QR would give it: the verification address ending in the number.
      await scan(page, field, `${baseUrl()}/verificar/${outputs[1]!.number.toLowerCase()}`);
      await eventually(async () => expect(await page.locator('.delivery-item').count()).toBe(2), 10_000);
      // Read twice: refused in Spanish, the field ready for the next read.
      await scan(page, field, outputs[0]!.number);
      await eventually(async () =>
        expect(await page.locator('.scan-error').textContent()).toBe(
          `${outputs[0]!.number} no tiene copias pendientes de entrega, o ya figura en un control abierto.`,
        ),
      );
      expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/^scan-/);
      // A number that names nothing: said as such, not «Los datos enviados no son válidos.».
      await scan(page, field, 'SAL-1999-000001');
      await eventually(async () =>
        expect(await page.locator('.scan-error').textContent()).toBe('No se encontró el documento «SAL-1999-000001».'),
      );
      await screenshot(page, 'delivery-control-draft-desktop');

      // The planilla, as the server renders it for the new tab.
      const popupOpened = context.waitForEvent('page');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/planilla')),
        page.getByRole('button', { name: 'Imprimir planilla' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      await (await popupOpened).close();
      // The same PDF through the API, turned into PNG to look at.
      const pngs = pdfPages(await planilla(Number(controlPath.split('/').pop())), 'delivery-planilla');
      expect(pngs).toHaveLength(1);

      await page.getByRole('button', { name: 'Despachar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Despachar control' });
      await dialog.getByRole('button', { name: 'Despachar' }).click();
      await expectState(page, 'En ruta');
      expect(await page.locator('[id^="scan-"]').count()).toBe(0);
      await screenshot(page, 'delivery-control-en-ruta-desktop');
    });
  });

  it('prints a planilla of many rows on several pages', async () => {
    const many = await registerOutputs(24, 'B');
    const courierless = await desk<{ data: { id: number } }>('POST', '/api/v1/delivery-controls', {
      kind: 'externo',
      provider: 'Olva Courier',
      guide_number: `OS-${RUN}`,
      zone: 'Provincias',
      scheduled_date: new Date().toISOString().slice(0, 10),
    });
    await desk('POST', `/api/v1/delivery-controls/${courierless.data.id}/items`, {
      output_recipient_ids: await recipientsOf(many),
    });
    const pngs = pdfPages(await planilla(courierless.data.id), 'delivery-planilla-many');
    expect(pngs.length).toBeGreaterThanOrEqual(2);
  });

  it('the courier records a delivery with a photo and a return at 375 px; the issuing office sees it live', async () => {
    const { path: controlPath, outputs } = await controlOnRoute();
    await withPage(browser, async (officePage) => {
      // The front desk starts with nothing unread, so the return's notice is the badge's only one.
      await desk('POST', '/api/v1/notifications-read-all');
      await signInAs(officePage, 'mesapartes', '/delivery-controls');
      await officePage.getByTestId('notification-bell').waitFor();
      const badge = async () =>
        Number((await officePage.getByTestId('notification-bell').locator('.p-badge').allTextContents())[0] ?? '0');

      await withPage(
        browser,
        async (page) => {
          await signInAs(page, 'mensajero', '/delivery-controls?mine=true');
          await heading(page, 'Controles de entrega').waitFor();
          await screenshot(page, 'delivery-courier-list-phone');
          await page.goto(controlPath);
          await expectState(page, 'En ruta');
          const first = page.locator('.delivery-item').nth(0);
          const second = page.locator('.delivery-item').nth(1);
          await screenshot(page, 'delivery-courier-control-phone');

          await first.getByRole('button', { name: 'Entregado', exact: true }).click();
          const dialog = page.getByRole('dialog');
          const typist = humanTypist(page, 27);
          for (const [id, text] of [
            ['#received-name', 'Carmen Rosa Poma Lazo'],
            ['#received-dni', '20456789'],
            ['#received-position', 'Hija del destinatario'],
          ] as const) {
            await dialog.locator(id).click();
            await typist.type(dialog.locator(id), text, { longPauseMs: 400 });
          }
          expect(await dialog.locator('#cargo-photo').getAttribute('capture')).toBe('environment');
          await dialog.locator('#cargo-photo').setInputFiles({ name: 'cargo.png', mimeType: 'image/png', buffer: PNG });
          // Neither signed nor sealed: the server's reason lands under the boxes, and no photo stays behind.
          await dialog.locator('label[for="received-signed"]').click();
          await dialog.getByRole('button', { name: 'Guardar entrega' }).click();
          await eventually(async () =>
            expect(await dialog.locator('#received-signed-error').textContent()).toBe(
              'Indique si el cargo fue firmado o sellado.',
            ),
          );
          await screenshot(page, 'delivery-courier-delivered-dialog-phone', { fullPage: false });
          await dialog.locator('label[for="received-signed"]').click();
          await dialog.getByRole('button', { name: 'Guardar entrega' }).click();
          await eventually(async () => expect(await first.getAttribute('data-result')).toBe('entregado'), 10_000);
          expect(await first.textContent()).toContain('Recibió Carmen Rosa Poma Lazo (DNI 20456789)');
          const files = await desk<{ data: unknown[] }>('GET', `/api/v1${controlPath}/attachments`);
          expect(files.data).toHaveLength(1);

          // A return: "No entregado", the reason, a note, and a confirmation.
          await second.getByRole('button', { name: 'No entregado' }).click();
          const reasons = page.getByRole('dialog', { name: /^No entregado/ });
          await reasons.getByText('Ausente / cerrado').click();
          await reasons.locator('#not-delivered-note').click();
          await typist.type(reasons.locator('#not-delivered-note'), 'Tienda cerrada a las 10', { longPauseMs: 400 });
          await screenshot(page, 'delivery-courier-return-reasons-phone');
          await reasons.getByRole('button', { name: 'Devolver' }).click();
          await reasons.getByText('¿Devolver').waitFor();
          expect(await second.getAttribute('data-result')).toBe('pendiente');
          await reasons.getByRole('button', { name: 'Confirmar devolución' }).click();
          await eventually(async () => expect(await second.getAttribute('data-result')).toBe('devuelto'), 10_000);
          expect(await second.textContent()).toContain('Ausente / cerrado (Tienda cerrada a las 10)');
          // Every item has its result: the control closed by itself.
          await expectState(page, 'Cerrada');
          await screenshot(page, 'delivery-courier-closed-phone');
        },
        PHONE,
      );

      // The front desk issued the output: the return's notice arrives without a reload.
      await eventually(async () => expect(await badge()).toBe(1), 15_000);
      await officePage.getByTestId('notification-bell').click();
      const item = officePage.getByTestId('notification-item').filter({ hasText: outputs[1]!.number });
      await item.waitFor();
      expect(await item.textContent()).toContain('Ausente / cerrado');
      await screenshot(officePage, 'delivery-return-notice-desktop', { fullPage: false });
    });
  });
});

describe('receiving documents by scanning', () => {
  it('a receiver scans ten stickers in a row; the summary survives a reload', async () => {
    const admin = await apiAs('admin');
    const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
      code: `E${RUN}`,
      name: `Expediente ${RUN}`,
      response_days: 5,
    });
    const sender = await desk<{ data: { id: number } }>('POST', '/api/v1/citizens', {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: `7${RUN.slice(-5)}99`,
      names: 'Teodoro',
      surnames: `Rivera Ccanto ${RUN}`,
    });
    const numbers: string[] = [];
    for (let i = 0; i < 10; i++) {
      const entry = await desk<{ data: { id: number; number: string; version: number } }>('POST', '/api/v1/entries', {
        channel: 'presencial',
        type_entry_id: type.data.id,
        sender_id: sender.data.id,
        subject: `Expediente para Asesoría Jurídica ${RUN}-${i + 1}`,
        folios: 3,
        destination_office_id: offices.MP,
      });
      await desk('POST', `/api/v1/entries/${entry.data.id}/derive`, {
        version: entry.data.version,
        destinations: [{ office_id: offices.OAJ, action: 'atencion' }],
      });
      numbers.push(entry.data.number);
    }
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/delivery-events');
      await heading(page, 'Recibir documentos').waitFor();
      // The first read is shown, and Enter on the empty field receives it.
      await scan(page, '#scan', numbers[0]!);
      const card = page.getByRole('article', { name: 'Documento leído' });
      await eventually(async () => expect(await card.textContent()).toContain(numbers[0]!));
      await screenshot(page, 'delivery-events-shown-desktop');
      await page.keyboard.press('Enter');
      await eventually(async () => expect(await page.locator('.receive-reads li.is-ok').count()).toBe(1));
      // The other nine, read after read; half of them as the QR gives them.
      for (const [i, number] of numbers.slice(1).entries()) {
        await scan(page, '#scan', i % 2 === 0 ? number : `${baseUrl()}/verificar/${number}`);
        await eventually(async () => expect(await card.textContent()).toContain(number), 10_000);
        await page.keyboard.press('Enter');
        await eventually(async () => expect(await page.locator('.receive-reads li.is-ok').count()).toBe(i + 2), 10_000);
      }
      // Read again: "ya fue recibido el … por Jorge Salazar Núñez".
      await scan(page, '#scan', numbers[3]!);
      await eventually(async () =>
        expect(await page.locator('.receive-refusal').textContent()).toMatch(
          /^Ya fue recibido el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Jorge Salazar Núñez\.$/,
        ),
      );
      expect(await page.locator('.receive-summary').textContent()).toContain('10 recibidos');
      await page.reload();
      await heading(page, 'Recibir documentos').waitFor();
      await eventually(async () =>
        expect(await page.locator('.receive-summary').textContent()).toContain('10 recibidos'),
      );
      expect(await page.locator('.receive-summary').textContent()).toContain('1 rechazado');
      await screenshot(page, 'delivery-events-summary-desktop');
    });
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'jefe', '/delivery-events');
        await scan(page, '#scan', 'ING-1999-000001');
        await eventually(async () =>
          expect(await page.locator('.receive-summary').textContent()).toContain(
            'No se encontró el documento «ING-1999-000001».',
          ),
        );
        await screenshot(page, 'delivery-events-phone');
      },
      PHONE,
    );
  });
});

describe('a courier hands a document over at another office by scanning', () => {
  it('names who took it, typed at a person’s pace; the control records that person, not the courier', async () => {
    const admin = await apiAs('admin');
    const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
      code: `H${RUN}`,
      name: `Oficio entregado ${RUN}`,
      response_days: 5,
    });
    const sender = await desk<{ data: { id: number } }>('POST', '/api/v1/citizens', {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: `4${RUN.slice(-5)}98`,
      names: 'Hilda',
      surnames: `Quispe Ríos ${RUN}`,
    });
    const entry = await desk<{ data: { id: number; number: string; version: number } }>('POST', '/api/v1/entries', {
      channel: 'presencial',
      type_entry_id: type.data.id,
      sender_id: sender.data.id,
      subject: `Oficio para Asesoría Jurídica ${RUN}`,
      folios: 2,
      destination_office_id: offices.MP,
    });
    await desk('POST', `/api/v1/entries/${entry.data.id}/derive`, {
      version: entry.data.version,
      destinations: [{ office_id: offices.OAJ, action: 'atencion' }],
    });
    const users = await admin<{ data: { id: number; username: string }[] }>('GET', '/api/v1/users?q=mensajero');
    const control = await desk<{ data: { id: number } }>('POST', '/api/v1/delivery-controls', {
      kind: 'interno',
      courier_id: users.data.find((u) => u.username === 'mensajero')!.id,
      scheduled_date: new Date().toISOString().slice(0, 10),
    });
    const id = control.data.id;
    await desk('POST', `/api/v1/delivery-controls/${id}/scan`, { text: entry.data.number });
    const shown = await desk<{ data: { version: number } }>('GET', `/api/v1/delivery-controls/${id}`);
    await desk('POST', `/api/v1/delivery-controls/${id}/dispatch`, { version: shown.data.version });

    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mensajero', '/delivery-events');
        await heading(page, 'Recibir documentos').waitFor();
        await scan(page, '#scan', entry.data.number);
        const card = page.getByRole('article', { name: 'Documento leído' });
        await card.getByText('¿quién lo recibe?').waitFor();
        // Without a name the server says what is missing, under each field.
        await card.getByRole('button', { name: 'Entregar' }).click();
        await eventually(async () =>
          expect(await card.locator('#received_by_name-error').textContent()).toBe('Indique quién recibió.'),
        );
        const typist = humanTypist(page, 2711);
        for (const [field, text] of [
          ['#received_by_name', 'Lucía Quispe Rojas'],
          ['#received_by_document', '40123456'],
          ['#received_by_position', 'Secretaria'],
        ] as const) {
          await card.locator(field).click();
          await typist.type(card.locator(field), text, { longPauseMs: 400 });
        }
        await screenshot(page, 'delivery-events-handover-phone');
        await card.getByRole('button', { name: 'Entregar' }).click();
        await eventually(async () => expect(await page.locator('.receive-reads li.is-ok').count()).toBe(1), 10_000);
      },
      PHONE,
    );
    const after = await desk<{ data: { items: { attempts: { received_by_name: string }[] }[] } }>(
      'GET',
      `/api/v1/delivery-controls/${id}`,
    );
    expect(after.data.items[0]!.attempts[0]!.received_by_name).toBe('Lucía Quispe Rojas');
  });
});
