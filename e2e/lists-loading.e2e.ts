/**
 * Lists while their data is on its way: the API is held back (a route handler answers only when
 * the test lets it), and meanwhile the list says it is loading — never «No se encontraron
 * registros» nor «0–0 de 0», which would tell the clerk there is nothing. Then the rows arrive.
 */
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { heading, withPage } from './support/app';
import { launchBrowser, PHONE, SCREENSHOTS, signInAs } from './support/browser';
import { typeSearch } from './support/typing';

let browser: Browser;

/** One entry and one output of this file's own, so the lists have rows whatever ran before. */
async function recordsOfOurOwn(): Promise<void> {
  const run = String(Date.now()).slice(-6);
  const admin = await apiAs('admin');
  const desk = await apiAs('mesapartes');
  const { data: typeEntry } = await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', {
    code: `CG${run}`,
    name: `Carga ${run}`,
    response_days: 5,
  });
  const { data: typeOutput } = await admin<{ data: { id: number } }>('POST', '/api/v1/type-outputs', {
    code: `CG${run}`,
    name: `Carga ${run}`,
  });
  const { data: citizen } = await desk<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `73${run}`,
    names: 'Carmen',
    surnames: `Llanos ${run}`,
  });
  const { data: office } = await desk<{ data: { id: number }[] }>('GET', '/api/v1/offices/lookup?q=OAJ');
  await desk('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: typeEntry.id,
    sender_id: citizen.id,
    subject: `Solicitud para la lista ${run}`,
    folios: 1,
    destination_office_id: office[0]!.id,
  });
  await desk('POST', '/api/v1/outputs', {
    type_output_id: typeOutput.id,
    subject: `Comunicación para la lista ${run}`,
    folios: 1,
    recipients: [{ citizen_id: citizen.id }],
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await recordsOfOurOwn();
});

afterAll(async () => {
  await browser?.close();
});

/** Holds the list calls of `resource` until `release()`; `held()` resolves once one is waiting. */
async function holdList(page: Page, resource: string) {
  const waiting: Route[] = [];
  let arrived: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let holding = true;
  await page.route(
    (url) => url.pathname === `/api/v1/${resource}`,
    async (route) => {
      if (!holding) return route.continue();
      waiting.push(route);
      arrived();
    },
  );
  return {
    held: () => first,
    release: async () => {
      holding = false;
      for (const route of waiting.splice(0)) await route.continue();
    },
  };
}

/** A shot while the list call is held: `screenshot()` would wait for that call to be answered. */
async function loadingShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** What the table says while loading: nothing that reads as an empty result. */
async function expectLoading(page: Page): Promise<void> {
  const table = page.locator('.p-datatable');
  await table.getByText('Cargando registros…').waitFor();
  const text = await table.innerText();
  expect(text).not.toContain('No se encontraron registros');
  expect(text).not.toMatch(/0–0 de 0/);
  expect(await page.locator('.p-paginator-current').innerText()).toBe('Cargando…');
}

describe('lists while loading', () => {
  for (const { resource, title, user } of [
    { resource: 'entries', title: 'Ingresos documentales', user: 'mesapartes' },
    { resource: 'outputs', title: 'Salidas documentales', user: 'mesapartes' },
  ]) {
    it(`${title}: «Cargando…» until the answer, then the rows`, async () => {
      await withPage(browser, async (page) => {
        await signInAs(page, user);
        const list = await holdList(page, resource);
        await page.goto(`/${resource}`);
        await heading(page, title).waitFor();
        await list.held();
        await expectLoading(page);
        await loadingShot(page, `lists-loading-${resource}`);
        await list.release();
        await page.locator('tbody tr').first().getByRole('link').first().waitFor();
        expect(await page.locator('.p-paginator-current').innerText()).toMatch(/^1–\d+ de (más de )?\d+$/);
      });
    });
  }

  it('a new search that matches nothing says so only once it is answered (375 px)', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'mesapartes', '/entries');
        await page.locator('tbody tr').first().getByRole('link').first().waitFor();
        const list = await holdList(page, 'entries');
        await typeSearch(page, page.getByRole('textbox', { name: 'Buscar' }), 'zzqx');
        await list.held();
        // The previous rows stay (dimmed) while the new answer is on its way; no «No se encontraron».
        expect(await page.locator('.p-datatable').innerText()).not.toContain('No se encontraron registros');
        await loadingShot(page, 'lists-loading-search-phone');
        await list.release();
        await page.getByText('No se encontraron registros').waitFor();
      },
      PHONE,
    );
  });
});
