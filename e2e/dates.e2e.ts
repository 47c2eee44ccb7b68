/**
 * One date control family (issue 27): a form's date, a form's date-time and a list's day range are
 * the same calendar, typed as dd/mm/aaaa at a person's pace. Text that is not a date yet stays in
 * its box when the clerk moves on, and is refused on its field instead of saving nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, heading, withPage } from './support/app';
import { launchBrowser, screenshot, signInAs } from './support/browser';
import { humanTypist } from './support/typing';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('the date controls', () => {
  it('filter a list by a range typed day by day, keeping a half-typed day without filtering by it', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/outputs');
      await heading(page, 'Salidas documentales').waitFor();
      const typist = humanTypist(page, 41);
      const from = page.getByLabel('Fecha de emisión: desde');
      const to = page.getByLabel('Fecha de emisión: hasta');
      await from.click();
      await typist.type(from, '01/11/2026', { longPauseMs: 600 });
      await eventually(() => expect(param(page, 'from')).toBe('2026-11-01'));
      expect(param(page, 'to')).toBeNull();

      await to.click();
      await typist.type(to, '15/11/20', { longPauseMs: 600 });
      await page.keyboard.press('Tab');
      // Moved on from a half-typed day: the text stays, marked, and filters nothing.
      expect(await to.inputValue()).toBe('15/11/20');
      await eventually(async () => expect(await to.getAttribute('aria-invalid')).toBe('true'));
      expect(param(page, 'to')).toBeNull();
      await screenshot(page, 'dates-range-half-typed', { fullPage: false });

      await to.click();
      await page.keyboard.press('End');
      await typist.type(to, '26', { longPauseMs: 300 });
      await eventually(() => expect(param(page, 'to')).toBe('2026-11-15'));
      expect(await to.getAttribute('aria-invalid')).not.toBe('true');
      expect(await from.inputValue()).toBe('01/11/2026');
    });
  });

  it('keeps a half-typed date and date-time in a form and refuses them on their fields', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/outputs/create');
      await heading(page, 'Nueva salida').waitFor();
      const typist = humanTypist(page, 42);
      const issued = page.locator('#issued_at');
      const dated = page.locator('#document_date');

      await issued.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await typist.type(issued, '20/11/2026 09:1', { longPauseMs: 600 });
      await page.keyboard.press('Tab');
      expect(await issued.inputValue()).toBe('20/11/2026 09:1');

      await dated.click();
      await typist.type(dated, '31/02/2026', { longPauseMs: 600 });
      await page.keyboard.press('Tab');
      expect(await dated.inputValue()).toBe('31/02/2026');

      await page.getByRole('button', { name: 'Guardar' }).click();
      await eventually(async () =>
        expect(await page.locator('#document_date-error').textContent()).toBe('Ingrese una fecha válida.'),
      );
      expect(await page.locator('#issued_at-error').textContent()).toBe('Ingrese una fecha y hora válidas.');
      expect(await issued.inputValue()).toBe('20/11/2026 09:1');
      expect(await dated.inputValue()).toBe('31/02/2026');
      await screenshot(page, 'dates-form-half-typed', { fullPage: false });

      // Finished, the date-time is taken as Lima's clock reads it.
      await issued.click();
      await page.keyboard.press('End');
      await typist.type(issued, '5', { longPauseMs: 300 });
      await page.keyboard.press('Tab');
      expect(await issued.inputValue()).toBe('20/11/2026 09:15');
    });
  });
});
