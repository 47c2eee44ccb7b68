/**
 * The shell's global search (docs/global-search.md): Ctrl+K and the top bar's «Buscar» open it;
 * typed at a clerk's pace, it shows the entries of the caller's office grouped by module (never
 * another office's), one found by the words inside its PDF with the page, the exact number first;
 * the arrows and Enter open a record, so does a click; Esc closes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../src/server/lib/attachments/text/scans';
import { type Api, apiAs } from './support/api';
import { eventually, expectPath, heading, withPage } from './support/app';
import { apiLogin, baseUrl, launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { humanTypist } from './support/typing';

/** Unique per run, so this file may run after others on the same server. */
const RUN = String(Date.now()).slice(-6);
/** A made-up place name no other record carries. */
const WORD = `Quillcay${RUN}`;

type Entry = { id: number; number: string; subject: string };

let browser: Browser;
let oaj: Entry;
let gaf: Entry;
let filed: Entry;

async function register(desk: Api, ids: { type: number; sender: number; office: number }, subject: string) {
  const { data } = await desk<{ data: Entry }>('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: ids.type,
    sender_id: ids.sender,
    subject,
    folios: 1,
    destination_office_id: ids.office,
  });
  return data;
}

/** A PDF whose second page names `WORD`, attached to `entry` as the front desk attaches it. */
async function attachReport(entry: Entry) {
  const { access_token: token } = await apiLogin('mesapartes');
  const form = new FormData();
  const pdf = await textPdf(['Portada del informe', `Informe técnico del puente ${WORD} sobre el río Shullcas`]);
  form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'informe-puente.pdf');
  const res = await fetch(`${baseUrl()}/api/v1/entries/${entry.id}/attachments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  const desk = await apiAs('mesapartes');
  const offices = (await admin<{ data: { id: number; code: string }[] }>('GET', '/api/v1/offices?per_page=100')).data;
  const office = (code: string) => offices.find((o) => o.code === code)!.id;
  const type = (
    await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
      code: `GS${RUN}`,
      name: `Informe ${RUN}`,
      response_days: 5,
    })
  ).data.id;
  const sender = (
    await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: `47${RUN}`,
      names: 'Rosa',
      surnames: `Quispe Ccanto ${RUN}`,
    })
  ).data.id;
  const ids = { type, sender };
  oaj = await register(desk, { ...ids, office: office('OAJ') }, `Opinión sobre el puente ${WORD}`);
  gaf = await register(desk, { ...ids, office: office('GAF') }, `Pago de la obra del puente ${WORD}`);
  filed = await register(desk, { ...ids, office: office('OAJ') }, `Carta de vecinos del barrio ${RUN}`);
  await attachReport(filed);
  // The file's text is read by the server's job queue: searchable once it has run.
  const jefe = await apiAs('jefe');
  const readBy = Date.now() + 150_000;
  for (;;) {
    const found = await jefe<{ data: { results: { id: number; text_match: unknown }[] }[] }>(
      'GET',
      `/api/v1/search?q=${WORD}`,
    );
    if (found.data[0]?.results.some((r) => r.id === filed.id && r.text_match)) break;
    if (Date.now() > readBy) throw new Error('the attached PDF was not read in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Buscar documentos' });
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Buscar documentos' });
const options = (page: Page) => dialog(page).getByRole('option');
const selected = (page: Page) => dialog(page).locator('[role="option"][aria-selected="true"]');

describe('global search (jefe of Asesoría Jurídica)', () => {
  it('opens with Ctrl+K, finds in scope and inside the files, moves with the arrows and opens with Enter', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/');
      await page.getByTestId('global-search-button').waitFor();
      await screenshot(page, 'global-search-topbar', { fullPage: false });
      await page.keyboard.press('Control+k');
      await dialog(page).waitFor();
      await eventually(async () =>
        expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true),
      );
      await humanTypist(page, 20261128).type(input(page), WORD.toLowerCase());

      const group = dialog(page).getByRole('group', { name: 'Ingresos documentales' });
      await eventually(async () => expect(await group.getByRole('option').count()).toBe(2), 10_000);
      const texts = await group.getByRole('option').allInnerTexts();
      // Its own subject first, then the one found by its file, with the file and page.
      expect(texts[0]).toContain(oaj.number);
      expect(texts[0]).toContain(oaj.subject);
      expect(texts[1]).toContain(filed.number);
      expect(texts[1]).toContain('informe-puente.pdf, pág. 2');
      expect(texts.join()).not.toContain(gaf.number);
      expect(await group.locator('mark').first().textContent()).toMatch(new RegExp(WORD, 'i'));
      await screenshot(page, 'global-search-results');

      expect(await selected(page).innerText()).toContain(oaj.number);
      await page.keyboard.press('ArrowDown');
      expect(await selected(page).innerText()).toContain(filed.number);
      expect(await input(page).getAttribute('aria-activedescendant')).toBe(await selected(page).getAttribute('id'));
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await selected(page).innerText()).toContain(filed.number);
      await page.keyboard.press('Enter');
      await expectPath(page, `/entries/${filed.id}`);
      await dialog(page).waitFor({ state: 'detached' });
      await heading(page, new RegExp(filed.number)).waitFor();
    });
  });

  it('opens from the top bar, puts the exact number first, opens a result by a click and closes with Esc', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/');
      await page.getByRole('button', { name: 'Buscar documentos' }).click();
      await dialog(page).waitFor();
      await input(page).click();
      await humanTypist(page, 20261129).type(input(page), oaj.number.toLowerCase());
      await eventually(async () => expect(await options(page).first().innerText()).toContain('Número exacto'), 10_000);
      expect(await options(page).first().innerText()).toContain(oaj.number);
      await screenshot(page, 'global-search-exact');

      // Another office's number finds nothing here.
      await input(page).fill('');
      await humanTypist(page, 20261130).type(input(page), gaf.number);
      await dialog(page).getByText('No se encontraron registros').waitFor();
      expect(await options(page).count()).toBe(0);

      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Buscar documentos' }).click();
      await humanTypist(page, 20261131).type(input(page), WORD);
      const first = dialog(page).getByRole('option').filter({ hasText: oaj.number });
      await first.waitFor();
      await first.click();
      await expectPath(page, `/entries/${oaj.id}`);
      await heading(page, new RegExp(oaj.number)).waitFor();
    });
  });

  it('fits a phone', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'jefe', '/');
        await page.getByRole('button', { name: 'Buscar documentos' }).click();
        await humanTypist(page, 20261132).type(input(page), WORD);
        await dialog(page).getByRole('group', { name: 'Ingresos documentales' }).waitFor();
        await screenshot(page, 'global-search-phone');
      },
      PHONE,
    );
  });
});
