/**
 * Lookups at a clerk's pace: typed with human pauses (one long enough for any timer of the field
 * to fire while the suggestions are open), the text stays as typed until an option is picked; a
 * DNI typed in two bursts reaches the quick registration whole.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { expectPath, heading, withPage } from './support/app';
import { launchBrowser, screenshot, signInAs } from './support/browser';
import { humanTypist } from './support/typing';

const TYPE = { code: 'PAUSA', name: 'Trámite escrito con pausas', response_days: 12 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  const { data } = await admin<{ data: unknown[] }>('GET', `/api/v1/type-entries/lookup?q=${TYPE.code}`);
  if (data.length === 0) await admin('POST', '/api/v1/type-entries', TYPE);
});

afterAll(async () => {
  await browser?.close();
});

describe('lookups typed with pauses (mesapartes, new entry)', () => {
  it('keep every typed character until a pick, and carry a DNI typed in two bursts into the quick registration', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/entries/create');
      await expectPath(page, '/entries/create');
      await heading(page, 'Nuevo ingreso').waitFor();
      const typist = humanTypist(page, 20261124);
      const suggestions = page.locator('.p-autocomplete-panel');
      const listed = () => suggestions.locator('.p-autocomplete-item').first().waitFor();

      const type = page.locator('#type_entry_id');
      await type.click();
      await typist.type(type, 'escrito con', { pauseAfter: 4, during: listed });
      await typist.pick(type, 'Enter', TYPE.name);
      expect(await page.locator('#response_days').inputValue()).toBe('12');

      const sender = page.locator('#sender_id');
      await sender.click();
      const dni = String(70_000_000 + (Date.now() % 9_000_000));
      // During the pause the panel is open (with whatever other tests' citizens match the first
      // digits); the whole DNI matches no one.
      await typist.type(sender, dni, { pauseAfter: 4, during: () => suggestions.waitFor() });
      await suggestions.getByText('No se encontraron resultados').waitFor();
      await page.getByRole('button', { name: 'Registrar nuevo destinatario' }).click();
      await page.getByRole('dialog', { name: 'Registro rápido de destinatario' }).waitFor();
      expect(await page.locator('#quick-document_number').inputValue()).toBe(dni);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Registro rápido de destinatario' }).waitFor({ state: 'hidden' });

      const office = page.locator('#destination_office_id');
      await office.click();
      await typist.type(office, 'asesoría', { during: listed });
      await typist.pick(office, 'Tab', 'OAJ - Oficina de Asesoría Jurídica');
      await screenshot(page, 'lookup-typing-entry-form');
    });
  });
});
