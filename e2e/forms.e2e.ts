/**
 * Forms never change what was typed: out-of-range values stay as typed and get their field error
 * (the shared zod rule), long texts count their characters near the limit, the cursor goes to the
 * first invalid field; a stale save (409) is seen where the user is, with a toast and the notice
 * scrolled into view.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, toIsoDate } from '../src/web/lib/dates';
import { type Api, apiAs, firstOption } from './support/api';
import { eventually, heading, withPage } from './support/app';
import { launchBrowser, screenshot, signInAs } from './support/browser';

const TYPE = { code: 'FORMS', name: 'Trámite de formulario', response_days: 7 };

let browser: Browser;
let typeId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  const { data } = await admin<{ data: { id: number }[] }>('GET', `/api/v1/type-entries/lookup?q=${TYPE.code}`);
  typeId = data[0]?.id ?? (await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', TYPE)).data.id;
});

afterAll(async () => {
  await browser?.close();
});

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const errorOf = (page: Page, field: string) => page.locator(`#${field}-error`).textContent();

/** Replaces a field's text by keyboard, as a user does (InputNumber reads keys, not `fill`). */
async function retype(page: Page, field: string, text: string): Promise<void> {
  await page.locator(`#${field}`).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

async function registerEntry(api: Api): Promise<{ id: number; version: number }> {
  const office = await firstOption(api, 'offices', 'asesoria');
  const citizen = await api<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: String(60_000_000 + (Date.now() % 9_000_000)),
    names: 'Elvira',
    surnames: 'Cóndor Paucar',
  });
  const { data } = await api<{ data: { id: number; version: number } }>('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: typeId,
    sender_id: citizen.data.id,
    subject: 'Solicita constancia de posesión',
    folios: 3,
    destination_office_id: office.id,
  });
  return data;
}

describe('the entry form keeps what was typed', () => {
  it('answers out-of-range values with field errors, never clamping, clearing or cutting them', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/entries/create');
      await heading(page, 'Nuevo ingreso').waitFor();

      const future = formatDate(toIsoDate(new Date(Date.now() + 5 * 86_400_000)));
      await page.locator('#sender_date').fill(future);
      await page.locator('#sender_date').press('Tab');
      const subject = 'Solicita '.padEnd(501, 'x');
      await page.locator('#subject').fill(subject);
      await page.getByTestId('subject-counter').waitFor();
      expect(await page.getByTestId('subject-counter').textContent()).toBe('501 / 500');
      await retype(page, 'folios', '0');
      await retype(page, 'response_days', '9999');
      await page.getByRole('button', { name: 'Guardar' }).click();

      await page.locator('#sender_date-error').waitFor();
      expect(await errorOf(page, 'sender_date')).toBe('La fecha del documento no puede ser futura.');
      expect(await errorOf(page, 'folios')).toBe('Debe tener al menos 1 folio.');
      expect(await errorOf(page, 'response_days')).toBe('El plazo no puede pasar de 365 días hábiles.');
      expect(await page.locator('#subject-error').count()).toBe(1);
      // Nothing was changed behind the user's back.
      expect(await page.locator('#sender_date').inputValue()).toBe(future);
      expect(await page.locator('#subject').inputValue()).toBe(subject);
      expect(await page.locator('#folios').inputValue()).toBe('0');
      expect(await page.locator('#response_days').inputValue()).toBe('9999');
      // The cursor waits in the first invalid field of the page.
      await eventually(async () => expect(await focusedId(page)).toBe('type_entry_id'));

      // An error under a lookup goes away once a value is picked.
      await page.keyboard.type('formulario');
      await page.locator('.p-autocomplete-panel').getByText(TYPE.name).waitFor();
      await page.keyboard.press('Enter');
      await eventually(async () => expect(await page.locator('#type_entry_id-error').count()).toBe(0));
      await screenshot(page, 'forms-entry-field-errors');
    });
  });

  it('shows a refused stale save where the user is: a toast and the notice in view', async () => {
    const api = await apiAs('mesapartes');
    const entry = await registerEntry(api);
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', `/entries/${entry.id}/edit`);
      await heading(page, 'Editar ingreso').waitFor();
      await eventually(async () =>
        expect(await page.locator('#subject').inputValue()).toBe('Solicita constancia de posesión'),
      );
      // Someone else saves first.
      const current = await api<{ data: Record<string, unknown> & { version: number } }>(
        'GET',
        `/api/v1/entries/${entry.id}`,
      );
      const record = current.data;
      await api('PUT', `/api/v1/entries/${entry.id}`, {
        channel: record.channel,
        type_entry_id: record.type_entry_id,
        sender_id: record.sender_id,
        subject: 'Solicita constancia de posesión (corregido)',
        folios: 4,
        destination_office_id: record.destination_office_id,
        version: record.version,
      });

      await retype(page, 'folios', '5');
      await page.getByRole('button', { name: 'Guardar' }).click();
      const toast = page.locator('.p-toast-message').filter({ hasText: 'modificado por otro usuario' });
      await toast.waitFor();
      const notice = page.locator('.stale-message');
      await notice.waitFor();
      await eventually(async () => {
        const box = await notice.boundingBox();
        const viewport = page.viewportSize();
        expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
      });
      await screenshot(page, 'forms-stale-save', { fullPage: false });
    });
  });
});
