/**
 * A returned output's next step and the cargo as evidence (issue 27): the front desk builds a
 * control in one step from «Elegir pendientes» (part of a district typed at a person's pace,
 * select-all, «Agregar y despachar»); a document issued after 19:00 in Lima shows Lima's date on
 * the delivery screens, and the control list's Excel carries Lima's date in its name. The courier
 * returns a copy (reason, note, confirmation); mesa de partes receives the paper, corrects the
 * address and sends it again on a new control; the courier delivers it with the cargo's photo; the
 * output shows both attempts and opens the cargo; the control shows the cargo's thumbnail.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, firstOption } from './support/api';
import { dropdownLabel, eventually, heading, pickByTyping, withPage } from './support/app';
import { DESKTOP, launchBrowser, screenshot, signInAs } from './support/browser';
import { humanTypist } from './support/typing';

let browser: Browser;
let desk: Api;

const RUN = String(Date.now()).slice(-6);
const CARGO = fs.readFileSync(path.resolve('src/server/db/seed/demo-cargo.png'));

/** A calendar day in Lima, `YYYY-MM-DD`. */
const limaDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(at);
/** `dd/mm/aaaa` of a `YYYY-MM-DD`. */
const shown = (day: string) => day.split('-').reverse().join('/');

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await apiAs('mesapartes');
});

afterAll(async () => {
  await browser?.close();
});

const stateTag = (page: Page) => page.locator('.record-tags .p-tag').first();
const expectState = (page: Page, state: string) =>
  eventually(async () => expect(await stateTag(page).textContent()).toBe(state), 10_000);

/**
 * An output issued yesterday at 22:30 in Lima (today 03:30 UTC: the UTC date is already today's),
 * to a citizen of a distrito no other browser test uses (INEI `160803`, Loreto).
 */
async function lateOutput(ubigeo: string) {
  const admin = await apiAs('admin');
  const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-outputs', {
    code: `DV${RUN}`,
    name: `Notificación devuelta ${RUN}`,
  });
  const citizen = await desk<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `47${RUN}`,
    names: 'Teodora',
    surnames: `Huaylinos ${RUN}`,
    address: 'Jr. Lima 1500',
    ubigeo,
  });
  const today = limaDay(new Date());
  const output = await desk<{ data: { id: number; number: string; recipients: { id: number }[] } }>(
    'POST',
    '/api/v1/outputs',
    {
      type_output_id: type.data.id,
      subject: `Notificación de la resolución ${RUN}`,
      folios: 3,
      issued_at: `${today}T03:30:00.000Z`,
      recipients: [{ citizen_id: citizen.data.id }],
    },
  );
  const yesterday = limaDay(new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000));
  return { ...output.data, issuedOn: shown(yesterday) };
}

/** A draft control for the courier, opened on its page. */
async function draftControl(page: Page, zone: string) {
  const users = await (await apiAs('admin'))<{ data: { id: number; username: string }[] }>(
    'GET',
    '/api/v1/users?q=mensajero',
  );
  const control = await desk<{ data: { id: number; number: string } }>('POST', '/api/v1/delivery-controls', {
    kind: 'externo',
    courier_id: users.data.find((u) => u.username === 'mensajero')!.id,
    zone,
    scheduled_date: limaDay(new Date()),
  });
  await page.goto(`/delivery-controls/${control.data.id}`);
  await expectState(page, 'Borrador');
  return control.data;
}

/** «Elegir pendientes»: part of the district typed at a person's pace, all of them, «Agregar y despachar». */
async function pickAndDispatch(page: Page, seed: number, districtPart: string, number: string, issuedOn: string) {
  await page.getByRole('button', { name: 'Elegir pendientes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Documentos pendientes de entrega' });
  const district = dialog.locator('#pending-district');
  await district.click();
  await humanTypist(page, seed).type(district, districtPart, { longPauseMs: 900 });
  const copy = dialog.locator('.pending-copy').filter({ hasText: number });
  await eventually(async () => expect(await dialog.locator('.pending-list li').count()).toBe(1), 10_000);
  // Issued at 22:30 in Lima: Lima's day, not the UTC one.
  expect(await copy.textContent()).toContain(issuedOn);
  await dialog.getByText('Seleccionar todos (1)').click();
  await screenshot(page, `delivery-returns-pending-${seed}`, { fullPage: false });
  await dialog.getByRole('button', { name: 'Agregar y despachar 1' }).click();
  await expectState(page, 'En ruta');
  const item = page.locator('.delivery-item').first();
  expect(await item.textContent()).toContain(issuedOn);
}

describe('a returned output', () => {
  it('is received at the desk, sent again to a corrected address on a new control and delivered with its cargo', async () => {
    const firstDistrict = 'Teniente Manuel Clavero';
    const output = await lateOutput('160803');
    let firstNumber = '';
    let firstId = 0;
    let secondId = 0;

    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', '/delivery-controls');
        await heading(page, 'Controles de entrega').waitFor();
        // The list's Excel is named with Lima's date.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Exportar a Excel' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`controles-de-entrega-${limaDay(new Date())}.xlsx`);

        const first = await draftControl(page, `Putumayo ${RUN}`);
        firstNumber = first.number;
        firstId = first.id;
        await pickAndDispatch(page, 31, 'manuel clav', output.number, output.issuedOn);
        await screenshot(page, 'delivery-returns-first-control');
      },
      DESKTOP,
    );

    // The courier comes back with it: the wrong address, a note, confirmed.
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mensajero', `/delivery-controls/${firstId}`);
        await expectState(page, 'En ruta');
        await page.locator('.delivery-item').first().getByRole('button', { name: 'No entregado' }).click();
        const reasons = page.getByRole('dialog', { name: /^No entregado/ });
        await reasons.getByText('Dirección incorrecta o insuficiente').click();
        const note = reasons.locator('#not-delivered-note');
        await note.click();
        await humanTypist(page, 32).type(note, 'No existe el 1500', { longPauseMs: 400 });
        await reasons.getByRole('button', { name: 'Devolver' }).click();
        await reasons.getByText('¿Devolver').waitFor();
        await reasons.getByRole('button', { name: 'Confirmar devolución' }).click();
        await expectState(page, 'Cerrada');
        expect(await page.locator('.delivery-item').first().textContent()).toContain(
          'Dirección incorrecta o insuficiente (No existe el 1500)',
        );
      },
      DESKTOP,
    );

    // The corrected address is in the next distrito of the same provincia (INEI `160802`).
    const secondDistrict = 'Rosa Panduro';
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', `/outputs/${output.id}`);
        await heading(page, `Salida ${output.number}`).waitFor();
        await expectState(page, 'Devuelto');
        const card = page.locator('.recipient-card').first();
        // The delivery history arrives after the output itself.
        await eventually(async () => expect(await card.textContent()).toContain(firstNumber), 10_000);
        expect(await card.textContent()).toContain('Dirección incorrecta o insuficiente');

        // Mesa de partes has the paper: who and when, with a note.
        await card.getByRole('button', { name: /^Recibir devolución/ }).click();
        const receive = page.getByRole('dialog', { name: 'Recibir devolución' });
        const note = receive.locator('#return-note');
        await note.click();
        const typist = humanTypist(page, 33);
        await typist.type(note, 'Sobre intacto', { longPauseMs: 500 });
        await screenshot(page, 'delivery-returns-acknowledge', { fullPage: false });
        await receive.getByRole('button', { name: 'Recibir devolución' }).click();
        await eventually(async () => expect(await card.textContent()).toContain('Recibido en mesa de partes el'));
        await eventually(async () => expect(await card.textContent()).toContain('Sobre intacto'));

        // The corrected address: the copy is pending again, for a new control.
        await card.getByRole('button', { name: /^Volver a despachar/ }).click();
        const again = page.getByRole('dialog', { name: 'Volver a despachar' });
        const address = again.locator('#redispatch-address');
        expect(await address.inputValue()).toBe('Jr. Lima 1500');
        await address.fill('');
        await address.click();
        await typist.type(address, 'Jr. Lima 150, interior B', { longPauseMs: 500 });
        // The distrito is the recipient form's INEI picker, on the distrito it went to.
        expect(await dropdownLabel(page, 'redispatch-department')).toBe('Loreto');
        expect(await dropdownLabel(page, 'redispatch-province')).toBe('Putumayo');
        expect(await dropdownLabel(page, 'redispatch-ubigeo')).toBe(firstDistrict);
        for (const _ of ['department', 'province', 'ubigeo']) await page.keyboard.press('Tab');
        // A distrito is already chosen: the filtered list's first name is taken by keyboard all the same.
        await pickByTyping(page, 'redispatch-ubigeo', 'rosa p', secondDistrict);
        expect(await dropdownLabel(page, 'redispatch-ubigeo')).toBe(secondDistrict);
        await screenshot(page, 'delivery-returns-redispatch-dialog', { fullPage: false });
        await again.getByRole('button', { name: 'Volver a despachar' }).click();
        await expectState(page, 'En despacho');
        await eventually(async () =>
          expect(await card.textContent()).toContain(`Jr. Lima 150, interior B — ${secondDistrict}`),
        );
        await eventually(async () =>
          expect(await card.textContent()).toContain(`antes: Jr. Lima 1500 — ${firstDistrict}`),
        );
        await screenshot(page, 'delivery-returns-redispatched');

        // The new control carries the chosen distrito: found by part of its name, shown on the item.
        const second = await draftControl(page, `Rosa Panduro ${RUN}`);
        secondId = second.id;
        await pickAndDispatch(page, 34, 'panduro', output.number, output.issuedOn);
        const item = await page.locator('.delivery-item').first().textContent();
        expect(item).toContain('Jr. Lima 150, interior B');
        expect(item).toContain(secondDistrict);
      },
      DESKTOP,
    );

    // Delivered at the corrected address, with the photo of the signed cargo.
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mensajero', `/delivery-controls/${secondId}`);
        await expectState(page, 'En ruta');
        const item = page.locator('.delivery-item').first();
        await item.getByRole('button', { name: 'Entregado', exact: true }).click();
        const dialog = page.getByRole('dialog');
        const typist = humanTypist(page, 35);
        for (const [id, text] of [
          ['#received-name', 'Teodora Huaylinos'],
          ['#received-dni', `47${RUN}`],
        ] as const) {
          await dialog.locator(id).click();
          await typist.type(dialog.locator(id), text, { longPauseMs: 400 });
        }
        await dialog.locator('#cargo-photo').setInputFiles({ name: 'cargo.png', mimeType: 'image/png', buffer: CARGO });
        // «Firmado» comes ticked.
        await dialog.getByRole('button', { name: 'Guardar entrega' }).click();
        await expectState(page, 'Cerrada');
        // The delivered item shows its cargo, small; a tap opens it.
        const thumbnail = item.getByRole('button', { name: `Ver cargo de ${output.number}` });
        await eventually(async () => expect(await thumbnail.locator('img').count()).toBe(1), 10_000);
        await screenshot(page, 'delivery-returns-thumbnail');
        await thumbnail.click();
        await page.locator('.attachment-preview-image').waitFor();
      },
      DESKTOP,
    );

    // The output keeps both attempts; the clerk opens the cargo from it.
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', `/outputs/${output.id}`);
        await expectState(page, 'Entregado');
        const attempts = page.locator('.delivery-attempt');
        await eventually(async () => expect(await attempts.count()).toBe(2));
        expect(await attempts.nth(0).textContent()).toMatch(/Intento 1 · DC-\d{4}-\d+.*Devuelto/);
        expect(await attempts.nth(0).textContent()).toContain('Dirección incorrecta o insuficiente');
        expect(await attempts.nth(1).textContent()).toMatch(/Intento 2 · DC-\d{4}-\d+.*Entregado/);
        expect(await attempts.nth(1).textContent()).toContain('Recibió Teodora Huaylinos');
        await screenshot(page, 'delivery-returns-output-history');
        await attempts
          .nth(1)
          .getByRole('button', { name: /^Ver cargo/ })
          .click();
        await page.locator('.attachment-preview-image').waitFor();
        await screenshot(page, 'delivery-returns-cargo-preview', { fullPage: false });
      },
      DESKTOP,
    );
  });
});

describe('a transfer list', () => {
  it('shows the transfer’s day as it is, without a time and not a day early', async () => {
    const admin = await apiAs('admin');
    const office = await firstOption(admin, 'offices', 'OAJ');
    const day = limaDay(new Date());
    const transfer = (
      await admin<{ data: { id: number; number: string; transfer_date: string } }>(
        'POST',
        '/api/v1/archive-transfers',
        {
          office_id: office.id,
          transfer_date: day,
          notes: `Transferencia de fecha ${RUN}`,
        },
      )
    ).data;
    expect(transfer.transfer_date).toBe(day);
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'admin', `/archive-central/transfers?q=${encodeURIComponent(transfer.number)}`);
        const row = page.locator('tbody tr').filter({ hasText: transfer.number });
        await row.waitFor();
        const text = (await row.textContent()) ?? '';
        await screenshot(page, 'delivery-returns-transfers-list', { fullPage: false });
        expect(text).toContain(shown(transfer.transfer_date));
        expect(text).not.toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      },
      DESKTOP,
    );
  });
});
