/**
 * The front desk's smaller comforts: «Asignados a mí» opens on pending work, the Historial's
 * creation row reads as a person reads it, Ctrl+Enter saves a dialog opened from a form, and the
 * request lists keep their row actions within a 375 px screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, firstOption } from './support/api';
import { eventually, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { humanTypist } from './support/typing';

let browser: Browser;

const TYPE = { code: 'MESA', name: 'Trámite de mesa', response_days: 10 };

/** What an entry names: the type (added by the administrator unless an earlier run did), a new citizen, OAJ. */
async function proposal(api: Api) {
  const admin = await apiAs('admin');
  const found = await admin<{ data: unknown[] }>('GET', `/api/v1/type-entries/lookup?q=${TYPE.code}`);
  if (found.data.length === 0) await admin('POST', '/api/v1/type-entries', TYPE);
  const type = await firstOption(api, 'type-entries', TYPE.code);
  const office = await firstOption(api, 'offices', 'OAJ');
  const citizen = await api<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: String(74_000_000 + (Date.now() % 900_000)),
    names: 'Hilda',
    surnames: 'Ccama Huanca',
  });
  return {
    channel: 'presencial',
    type_entry_id: type.id,
    sender_id: citizen.data.id,
    subject: 'Constancia de trabajo',
    folios: 1,
    destination_office_id: office.id,
  };
}

async function registerEntry() {
  const api = await apiAs('mesapartes');
  const { data } = await api<{ data: { id: number; number: string } }>('POST', '/api/v1/entries', await proposal(api));
  return data;
}

async function requestEntry() {
  const api = await apiAs('mesapartes');
  const body = await proposal(api);
  await (await apiAs('servidor'))('POST', '/api/v1/entry-requests', body);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the front desk', () => {
  it('«Asignados a mí» shows pending work first, the finished one click away', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'servidor', '/entries');
      await heading(page, 'Ingresos documentales').waitFor();
      await page.locator('.list-filters .list-toggle').filter({ hasText: 'Asignados a mí' }).first().click();
      await eventually(async () => {
        const params = new URL(page.url()).searchParams;
        expect(params.get('mine')).toBe('true');
        expect(params.get('open')).toBe('true');
      });
      await page.getByText('También filtrada por: pendientes.').waitFor();
      await screenshot(page, 'front-desk-mine-pending');
      await page.getByRole('button', { name: 'Quitar estos filtros' }).click();
      await eventually(async () => {
        const params = new URL(page.url()).searchParams;
        expect(params.get('mine')).toBe('true');
        expect(params.get('open')).toBeNull();
      });
      // Pressed off, it leaves nothing behind.
      await page.locator('.list-filters .list-toggle').filter({ hasText: 'Asignados a mí' }).first().click();
      await eventually(async () => expect(new URL(page.url()).searchParams.get('mine')).toBeNull());
    });
  });

  it('shows the creation in the Historial without ids, versions or the number’s parts', async () => {
    const entry = await registerEntry();
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', `/entries/${entry.id}`);
      await heading(page, `Ingreso ${entry.number}`).waitFor();
      const history = page.locator('.history-changes').last();
      await history.scrollIntoViewIfNeeded();
      await eventually(async () => expect(await history.innerText()).toContain(`Número: ${entry.number}`));
      const text = await history.innerText();
      for (const internal of ['Año:', 'Correlativo:', 'Versión:', 'version:', 'id:', 'created_at', 'tracking'])
        expect(text).not.toContain(internal);
      expect(text).not.toMatch(/^\w+_\w+:/m);
      await screenshot(page, 'front-desk-history-creation');
    });
  });

  it('saves with Ctrl+Enter in a dialog opened from a form (the quick citizen registration)', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/entries/create');
      await heading(page, 'Nuevo ingreso').waitFor();
      const sender = page.locator('#sender_id');
      await sender.click();
      const dni = String(73_000_000 + (Date.now() % 900_000));
      await humanTypist(page, 11).type(sender, dni);
      await page.locator('.p-autocomplete-panel').getByText('No se encontraron resultados').waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const quick = page.getByRole('dialog', { name: 'Registro rápido de destinatario' });
      await quick.waitFor();
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('quick-names'));
      await page.keyboard.type('Eulalia', { delay: 70 });
      await page.keyboard.press('Tab');
      await page.keyboard.type('Condori Mamani', { delay: 70 });
      await page.keyboard.press('Control+Enter');
      await page.getByText('Destinatario registrado: Eulalia Condori Mamani.').waitFor();
      await quick.waitFor({ state: 'hidden' });
      expect(await sender.inputValue()).toBe('Eulalia Condori Mamani');
      // The entry's form advertises it too.
      expect(await page.locator('.form-keys-hint').innerText()).toBe('Ctrl + Enter para guardar');
    });
  });

  it('keeps the request lists’ row actions visible and usable at 375 px', async () => {
    await requestEntry();
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', '/entry-requests');
        await heading(page, 'Solicitudes de ingreso').waitFor();
        const row = page.locator('.p-datatable-tbody tr').first();
        await row.waitFor();
        const view = row.getByRole('link', { name: /^Ver / });
        const box = (await view.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        await noHorizontalScroll(page);
        await screenshot(page, 'front-desk-requests-375');
        await view.click();
        await heading(page, /^Solicitud /).waitFor();
      },
      PHONE,
    );
  });
});
