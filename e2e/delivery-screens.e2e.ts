/**
 * Delivery's leftovers (issue 27): an address typed for one output's recipient carries its own
 * INEI distrito (chosen by typing part of each name), shown on the output and found by «Elegir
 * pendientes»' district filter; the control's counts agree with their nouns («1 devuelto»); and
 * the delivery screens (controls list and page, «Recibir devolución», «Volver a despachar», the
 * output's «Historial de entrega») fit a 375 px phone with their actions usable.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs } from './support/api';
import { eventually, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { humanTypist } from './support/typing';

let browser: Browser;
let desk: Api;

const RUN = String(Date.now()).slice(-6);

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await apiAs('mesapartes');
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a dropdown of the ubigeo, types part of a name in its search box and takes the only match. */
async function pickByTyping(page: Page, id: string, typed: string, expected: string): Promise<void> {
  await page.locator(`.p-dropdown:has([id="${id}"])`).click();
  const search = page.locator('.p-dropdown-panel .p-dropdown-filter');
  await search.click();
  await humanTypist(page, typed.length).type(search, typed, { longPauseMs: 500 });
  const option = page.locator('.p-dropdown-panel').getByRole('option', { name: expected, exact: true });
  await option.click();
  await eventually(async () => expect(await dropdownLabel(page, id)).toBe(expected));
  // The panel closes with a transition: the next dropdown's panel must be the only one open.
  await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
}

const dropdownLabel = (page: Page, id: string) =>
  page.locator(`.p-dropdown:has([id="${id}"]) .p-dropdown-label`).textContent();

/** An output to a citizen of Huancayo (INEI 120101), still at the desk. */
async function outputToHuancayo(tag: '' | 'P' | 'Q' = '') {
  const admin = await apiAs('admin');
  const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-outputs', {
    code: `DS${tag}${RUN}`,
    name: `Notificación a su local ${RUN}`,
  });
  const citizen = await desk<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `4${{ '': 6, P: 7, Q: 8 }[tag]}${RUN}`,
    names: 'Eusebia',
    surnames: `Quispe Llanos ${RUN}`,
    address: 'Jr. Puno 300',
    ubigeo: '120101',
  });
  const { data } = await desk<{ data: { id: number; number: string } }>('POST', '/api/v1/outputs', {
    type_output_id: type.data.id,
    subject: `Notificación al local comercial ${RUN}`,
    folios: 2,
    recipients: [{ citizen_id: citizen.data.id }],
  });
  return data;
}

/** The output's one copy, put on a control and returned by the courier (and received at the desk). */
async function returnedCopy(outputId: number, receive = false): Promise<ControlRow> {
  const users = await (await apiAs('admin'))<{ data: { id: number; username: string }[] }>(
    'GET',
    '/api/v1/users?q=mensajero',
  );
  const { data: output } = await desk<{ data: { recipients: { id: number }[] } }>('GET', `/api/v1/outputs/${outputId}`);
  const copy = output.recipients[0]!.id;
  const { data: draft } = await desk<{ data: { id: number } }>('POST', '/api/v1/delivery-controls', {
    kind: 'externo',
    courier_id: users.data.find((u) => u.username === 'mensajero')!.id,
    zone: `Teléfono ${RUN}`,
    scheduled_date: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date()),
  });
  const { data: control } = await desk<{ data: ControlRow & { items: { id: number }[] } }>(
    'POST',
    `/api/v1/delivery-controls/${draft.id}/items`,
    { output_recipient_ids: [copy], dispatch: true },
  );
  await (await apiAs('mensajero'))(
    'POST',
    `/api/v1/delivery-controls/${control.id}/items/${control.items[0]!.id}/results`,
    {
      result: 'devuelto',
      reason_code: 'ausente',
      note: 'Nadie atendió',
    },
  );
  if (receive) {
    const { data: back } = await desk<{ data: { version: number } }>('GET', `/api/v1/outputs/${outputId}`);
    await desk('POST', `/api/v1/outputs/${outputId}/recipients/${copy}/acknowledge-return`, { version: back.version });
  }
  return control;
}

interface ControlRow {
  id: number;
  number: string;
  totals: { entregado: number; devuelto: number };
}

describe('delivery screens', () => {
  it('keeps the distrito typed for a recipient’s own address and finds the copy by it', async () => {
    const output = await outputToHuancayo();
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', `/outputs/${output.id}/edit`);
      await heading(page, 'Editar salida').waitFor();
      const address = page.locator('[id="recipients.0.address"]');
      await eventually(async () => expect(await address.inputValue()).toBe('Jr. Puno 300'));
      // The citizen's distrito comes with the citizen's address.
      expect(await dropdownLabel(page, 'recipients-0-ubigeo')).toBe('Huancayo');

      await address.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await humanTypist(page, 7).type(address, 'Plaza de Armas 1, Capachica', { longPauseMs: 600 });
      await pickByTyping(page, 'recipients-0-department', 'pun', 'Puno');
      await pickByTyping(page, 'recipients-0-province', 'pun', 'Puno');
      await pickByTyping(page, 'recipients-0-ubigeo', 'capach', 'Capachica');
      await screenshot(page, 'delivery-screens-recipient-ubigeo', { fullPage: false });
      await page.getByRole('button', { name: 'Guardar' }).click();

      await heading(page, `Salida ${output.number}`).waitFor();
      const card = page.locator('.recipient-card').first();
      await eventually(async () =>
        expect(await card.textContent()).toContain('Plaza de Armas 1, Capachica — Capachica'),
      );

      // «Elegir pendientes» finds the copy by its own distrito, not by its citizen's.
      const users = await (await apiAs('admin'))<{ data: { id: number; username: string }[] }>(
        'GET',
        '/api/v1/users?q=mensajero',
      );
      const control = await desk<{ data: { id: number } }>('POST', '/api/v1/delivery-controls', {
        kind: 'externo',
        courier_id: users.data.find((u) => u.username === 'mensajero')!.id,
        zone: `Capachica ${RUN}`,
        scheduled_date: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date()),
      });
      await page.goto(`/delivery-controls/${control.data.id}`);
      await page.getByRole('button', { name: 'Elegir pendientes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Documentos pendientes de entrega' });
      const district = dialog.locator('#pending-district');
      await district.click();
      await humanTypist(page, 8).type(district, 'apachi', { longPauseMs: 900 });
      await eventually(
        async () => expect(await dialog.locator('.pending-list li').allTextContents()).toHaveLength(1),
        10_000,
      );
      expect(await dialog.locator('.pending-list').textContent()).toContain(output.number);
      await screenshot(page, 'delivery-screens-pending-by-own-district', { fullPage: false });
    });
  });

  it('fits the delivery screens at 375 px and counts «1 devuelto» in agreement', async () => {
    // One copy, returned by the courier: its control counts «0 entregados · 1 devuelto».
    const waiting = await outputToHuancayo('P');
    const closed = await returnedCopy(waiting.id);
    const received = await outputToHuancayo('Q');
    await returnedCopy(received.id, true);

    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', '/delivery-controls');
        await heading(page, 'Controles de entrega').waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'delivery-screens-list-phone');

        await page.goto(`/delivery-controls/${closed.id}`);
        const items = page.getByRole('region', { name: 'Documentos del control' });
        await eventually(async () =>
          expect(await items.locator('.panel-heading .text-muted').textContent()).toMatch(
            /· 0 entregados · 1 devuelto$/,
          ),
        );
        await noHorizontalScroll(page);
        await screenshot(page, 'delivery-screens-control-phone');

        await page.goto(`/outputs/${waiting.id}`);
        const receive = page.getByRole('button', { name: /^Recibir devolución/ }).first();
        await receive.waitFor();
        await page.getByRole('heading', { name: 'Historial de entrega' }).first().waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'delivery-screens-history-phone');
        await receive.click();
        const receiveDialog = page.getByRole('dialog', { name: 'Recibir devolución' });
        await receiveDialog.locator('#return-note').waitFor();
        await noHorizontalScroll(page);
        expect(await receiveDialog.getByRole('button', { name: 'Recibir devolución' }).isVisible()).toBe(true);
        await screenshot(page, 'delivery-screens-receive-phone', { fullPage: false });
        await receiveDialog.getByRole('button', { name: 'Cancelar' }).click();

        await page.goto(`/outputs/${received.id}`);
        const again = page.getByRole('button', { name: /^Volver a despachar/ }).first();
        await again.click();
        const againDialog = page.getByRole('dialog', { name: 'Volver a despachar' });
        await againDialog.locator('#redispatch-address').waitFor();
        await noHorizontalScroll(page);
        expect(await againDialog.getByRole('button', { name: 'Volver a despachar' }).isVisible()).toBe(true);
        await screenshot(page, 'delivery-screens-redispatch-phone', { fullPage: false });
      },
      PHONE,
    );
  });
});
