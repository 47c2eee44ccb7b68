/**
 * One date and time format everywhere, dd/mm/aaaa HH:mm (24 h) on the organisation's clock
 * (Lima), whatever the browser's time zone: a clerk whose computer is set to Tokyo sees and
 * types Lima's times, on the home page, a record, its edit form and a new form.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, firstOption } from './support/api';
import { heading, withPage } from './support/app';
import { DESKTOP, launchBrowser, screenshot, signInAs } from './support/browser';

const BROWSER_ZONE = 'Asia/Tokyo';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const limaClock = (instant: Date) =>
  new Intl.DateTimeFormat('es-PE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Lima',
  })
    .format(instant)
    .replace(',', '');

interface EntryAnswer {
  id: number;
  number: string;
  version: number;
  received_at: string;
}

/** An entry received on 20/11/2026 at 09:15 in Lima (14:15 UTC, 23:15 in Tokyo). */
async function entryReceivedAtNineFifteen(): Promise<EntryAnswer> {
  const run = String(Date.now()).slice(-6);
  const admin = await apiAs('admin');
  const desk = await apiAs('mesapartes');
  const { data: type } = await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
    code: `HZ${run}`,
    name: `Hora ${run}`,
    response_days: 5,
  });
  const { data: citizen } = await desk<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `74${run}`,
    names: 'Julia',
    surnames: `Tapia ${run}`,
  });
  const oaj = await firstOption(desk, 'offices', 'OAJ');
  const { data } = await desk<{ data: EntryAnswer }>('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: type.id,
    sender_id: citizen.id,
    subject: `Solicitud con hora de Lima ${run}`,
    folios: 1,
    destination_office_id: oaj.id,
    received_at: '2026-11-20T14:15:00.000Z',
  });
  return data;
}

/** Puts a new date-time in a field and leaves it, as after typing it. */
async function retype(page: Page, id: string, text: string): Promise<void> {
  await page.locator(`#${id}`).fill(text);
  await page.locator('h1').click();
}

describe(`a browser set to ${BROWSER_ZONE}`, () => {
  it('shows, edits and proposes date-times on Lima’s clock', async () => {
    const entry = await entryReceivedAtNineFifteen();
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', '/');
        expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
        // Home: today is Lima's day.
        const today = new Intl.DateTimeFormat('es-PE', { dateStyle: 'full', timeZone: 'America/Lima' }).format(
          new Date(),
        );
        await page.locator('.page-header').getByText(today, { exact: false }).first().waitFor();

        await page.goto(`/entries/${entry.id}`);
        await heading(page, `Ingreso ${entry.number}`).waitFor();
        expect(await page.locator('.record-data').innerText()).toMatch(
          /Fecha y hora de recepción\s+20\/11\/2026 09:15/,
        );
        await screenshot(page, 'timezone-entry-show');

        await page.goto(`/entries/${entry.id}/edit`);
        await heading(page, 'Editar ingreso').waitFor();
        const received = page.locator('#received_at');
        expect(await received.inputValue()).toBe('20/11/2026 09:15');
        await retype(page, 'received_at', '20/11/2026 10:40');
        expect(await received.inputValue()).toBe('20/11/2026 10:40');
        await page.getByRole('button', { name: 'Guardar' }).click();
        await heading(page, `Ingreso ${entry.number}`).waitFor();
        const desk = await apiAs('mesapartes');
        const saved = (await desk<{ data: EntryAnswer }>('GET', `/api/v1/entries/${entry.id}`)).data;
        expect(new Date(saved.received_at).toISOString()).toBe('2026-11-20T15:40:00.000Z');
        expect(await page.locator('.record-data').innerText()).toMatch(
          /Fecha y hora de recepción\s+20\/11\/2026 10:40/,
        );

        // A new entry proposes now, on Lima's clock.
        const before = limaClock(new Date());
        await page.goto('/entries/create');
        await heading(page, 'Nuevo ingreso').waitFor();
        const proposed = await page.locator('#received_at').inputValue();
        expect([before, limaClock(new Date())]).toContain(proposed);
        await screenshot(page, 'timezone-entry-create', { fullPage: false });
      },
      DESKTOP,
      BROWSER_ZONE,
    );
  });
});
