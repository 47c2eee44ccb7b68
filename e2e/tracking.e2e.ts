/**
 * Citizens' tracking on a phone: a citizen scans a sticker's QR and lands on the entry's state and
 * route, without signing in; another types number and code at /consulta (a wrong code first:
 * «No encontrado»). Staff read the same code on the entry's page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, firstOption } from './support/api';
import { eventually, heading, noHorizontalScroll, withPage } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { humanTypist } from './support/typing';

let browser: Browser;

const RUN = String(Date.now()).slice(-6);

interface Tracked {
  id: number;
  number: string;
  code: string;
  /** The address the entry's sticker QR holds. */
  url: string;
}

/** Entries on their way to OAJ (derivado), received there (recibido) and answered (atendido). */
const entries = {} as Record<'derivado' | 'recibido' | 'atendido', Tracked>;

async function setUp(): Promise<void> {
  const admin = await apiAs('admin');
  const desk = await apiAs('mesapartes');
  const jefe = await apiAs('jefe');
  await admin('POST', '/api/v1/type-entries', {
    code: `ST${RUN}`,
    name: `Solicitud de trámite ${RUN}`,
    response_days: 10,
  });
  await admin('POST', '/api/v1/type-outputs', { code: `RT${RUN}`, name: `Respuesta de trámite ${RUN}` });
  const typeEntry = (await firstOption(desk, 'type-entries', `Solicitud de trámite ${RUN}`)).id;
  const typeOutput = (await firstOption(desk, 'type-outputs', `Respuesta de trámite ${RUN}`)).id;
  const oaj = (await firstOption(desk, 'offices', 'OAJ')).id;
  const citizen = await desk<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `6${RUN}3`,
    names: 'Rosa Elvira',
    surnames: 'Huamán Ccori',
  });
  for (const state of ['derivado', 'recibido', 'atendido'] as const) {
    const { data: entry } = await desk<{ data: { id: number; number: string; version: number } }>(
      'POST',
      '/api/v1/entries',
      {
        channel: 'presencial',
        type_entry_id: typeEntry,
        sender_id: citizen.data.id,
        subject: `Solicitud de constancia de posesión del predio ${RUN}`,
        folios: 4,
        destination_office_id: oaj,
      },
    );
    const { data: derived } = await desk<{ data: { movements: { id: number }[] } }>(
      'POST',
      `/api/v1/entries/${entry.id}/derive`,
      { version: entry.version, destinations: [{ office_id: oaj, action: 'atencion' }] },
    );
    if (state !== 'derivado') {
      await jefe('POST', `/api/v1/entries/${entry.id}/movements/${derived.movements[0]!.id}/receive`);
    }
    if (state === 'atendido') {
      await jefe('POST', '/api/v1/outputs', {
        type_output_id: typeOutput,
        subject: `Respuesta sobre la constancia de posesión ${RUN}`,
        folios: 1,
        entry_id: entry.id,
        recipients: [{ citizen_id: citizen.data.id }],
      });
    }
    // The code and the QR address, as the sticker prints them (the same verificationUrl).
    const { data: tracking } = await desk<{ data: { code: string; url: string } }>(
      'GET',
      `/api/v1/entries/${entry.id}/tracking`,
    );
    entries[state] = { id: entry.id, number: entry.number, ...tracking };
  }
}

const result = (page: Page) => page.getByTestId('tracking-result');

beforeAll(async () => {
  browser = await launchBrowser();
  await setUp();
});

afterAll(async () => {
  await browser?.close();
});

describe('citizens tracking', () => {
  it('opens the address a scanned sticker holds: state, offices and reply, no login, no menu', async () => {
    const entry = entries.atendido;
    // The sticker's QR is this very address (entries.sticker.ts and the tracking route share verificationUrl).
    const qr = new URL(entry.url);
    expect(qr.pathname).toBe(`/verificar/${entry.number}`);
    expect(qr.searchParams.get('codigo')).toBe(entry.code);

    await withPage(
      browser,
      async (page) => {
        await page.goto(entry.url);
        await heading(page, 'Consulta de trámite').waitFor();
        await result(page).waitFor();
        expect(await page.locator('.tracking-number').textContent()).toBe(entry.number);
        expect(await result(page).getByText('Atendido', { exact: true }).isVisible()).toBe(true);
        expect(await result(page).getByText('Su trámite fue atendido.').isVisible()).toBe(true);
        expect(await page.getByRole('heading', { name: 'Recorrido' }).isVisible()).toBe(true);
        const offices = await page.locator('.tracking-step-office').allTextContents();
        expect(offices.length).toBeGreaterThan(1);
        expect(await result(page).getByText('Respuesta').isVisible()).toBe(true);
        // Outside the staff shell, and the page fits the phone.
        expect(await page.locator('.shell, [data-testid="side-menu"]').count()).toBe(0);
        expect(new URL(page.url()).pathname).toBe(`/verificar/${entry.number}`);
        await noHorizontalScroll(page);
        await screenshot(page, 'tracking-result-375');
        await page.setViewportSize(DESKTOP);
        await screenshot(page, 'tracking-result-1366');
      },
      PHONE,
    );
  });

  it('looks an entry up at /consulta typed at a person’s pace; a wrong code is «no encontrado»', async () => {
    const entry = entries.derivado;
    await withPage(
      browser,
      async (page) => {
        // A citizen who types the institution's address lands on the staff login: a link leads on.
        await page.goto('/');
        await page.getByRole('link', { name: /Consulte su trámite/ }).click();
        await heading(page, 'Consulta de trámite').waitFor();
        expect(new URL(page.url()).pathname).toBe('/consulta');
        // Empty: field errors, the cursor on the first.
        await page.getByRole('button', { name: 'Consultar' }).click();
        await page.getByText('Ingrese el número de registro.').waitFor();
        await page.getByText('Ingrese el código de verificación.').waitFor();
        await screenshot(page, 'tracking-lookup-errors-375');

        const typist = humanTypist(page, 16);
        const number = page.getByLabel('Número de registro');
        const code = page.getByLabel('Código de verificación');
        await number.click();
        await typist.type(number, entry.number.toLowerCase(), { longPauseMs: 600 });
        await page.keyboard.press('Tab');
        const wrong = entry.code.startsWith('Z') ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ';
        await typist.type(code, wrong, { longPauseMs: 600 });
        await page.keyboard.press('Enter');
        await page
          .getByRole('alert')
          .getByText(/No encontrado/)
          .waitFor();
        expect(new URL(page.url()).pathname).toBe('/consulta');
        await screenshot(page, 'tracking-lookup-not-found-375');

        // The code as printed, in two groups, typed over the wrong one.
        await code.click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('Backspace');
        await typist.type(code, `${entry.code.slice(0, 4)}-${entry.code.slice(4)}`, { longPauseMs: 600 });
        await page.keyboard.press('Enter');
        await result(page).waitFor();
        await eventually(() => expect(new URL(page.url()).pathname).toBe(`/verificar/${entry.number}`));
        expect(new URL(page.url()).searchParams.get('codigo')).toBe(entry.code);
        expect(await page.locator('.tracking-number').textContent()).toBe(entry.number);
        expect(await result(page).getByText('En trámite', { exact: true }).isVisible()).toBe(true);
        expect(await page.getByText(/por recibir/).count()).toBeGreaterThan(0);
        await screenshot(page, 'tracking-lookup-found-375');
      },
      PHONE,
    );
  });

  it('shows staff the code on the entry page, for a citizen who asks by phone', async () => {
    const entry = entries.recibido;
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', `/entries/${entry.id}`);
      const shown = page.getByTestId('tracking-code');
      await shown.waitFor();
      expect(await shown.textContent()).toBe(`${entry.code.slice(0, 4)}-${entry.code.slice(4)}`);
      await screenshot(page, 'tracking-entry-code-1366');
      // A signed-in clerk opening the citizen's address sees the citizen's page, not the shell.
      await page.goto(entry.url);
      await result(page).waitFor();
      expect(await page.locator('.bare-layout').count()).toBe(1);
      expect(await page.locator('.shell, [data-testid="side-menu"]').count()).toBe(0);
    });
  });
});
