/**
 * A day of correspondence, through the screens, as the people who do it:
 * - the front desk (mesapartes) registers a letter from a citizen nobody has registered yet
 *   (created from the sender lookup), addressed to OAJ; prints its sticker and derives it to OAJ;
 * - the head of OAJ (jefe) receives it and derives it to a worker "Para atención";
 * - the worker (servidor) opens it, receives it and answers it with an output to the same citizen
 *   ("Responder con una salida"); the entry is then "Atendido" and shows its reply.
 * Along the way each one sees only what their scope allows: the worker gets the not-found page for
 * an entry and an output that were never hers.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, firstOption } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { typeAndPickFocused, typeAndPick as typeAndPickIn, typeIntoFocused } from './support/typing';

let browser: Browser;

/** Unique per run: this file may run after others on the same server. */
const RUN = String(Date.now()).slice(-6);
const ENTRY_TYPE = `Solicitud de información ${RUN}`;
const OUTPUT_TYPE = `Oficio de respuesta ${RUN}`;
const DNI = `4${RUN}9`;
const CITIZEN = 'Eusebio Ñahuincopa Llerena';
const SUBJECT = `Solicita copia del expediente de habilitación urbana ${RUN}`;

interface Created {
  id: number;
  number: string;
}

/** What the test needs beyond the demo data: entry and output types, and records the worker never saw. */
let foreignEntry: Created;
let foreignOutput: Created;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  await admin('POST', '/api/v1/type-entries', { code: `SI${RUN}`, name: ENTRY_TYPE, response_days: 7 });
  await admin('POST', '/api/v1/type-outputs', { code: `OR${RUN}`, name: OUTPUT_TYPE });
  const desk = await apiAs('mesapartes');
  const lookup = async (resource: string, q: string) => (await firstOption(desk, resource, q)).id;
  const citizen = await desk<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `5${RUN}1`,
    names: 'Otra',
    surnames: 'Persona',
  });
  foreignEntry = (
    await desk<{ data: Created }>('POST', '/api/v1/entries', {
      channel: 'correo',
      type_entry_id: await lookup('type-entries', ENTRY_TYPE),
      sender_id: citizen.data.id,
      subject: `Asunto de otra oficina ${RUN}`,
      folios: 1,
      destination_office_id: await lookup('offices', 'GAF'),
    })
  ).data;
  foreignOutput = (
    await desk<{ data: Created }>('POST', '/api/v1/outputs', {
      type_output_id: await lookup('type-outputs', OUTPUT_TYPE),
      subject: `Salida de mesa de partes ${RUN}`,
      folios: 1,
      recipients: [{ citizen_id: citizen.data.id }],
    })
  ).data;
});

afterAll(async () => {
  await browser?.close();
});

async function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.id);
}

/** Types into the focused autocomplete at a clerk's pace and takes the highlighted suggestion with Tab. */
async function typeAndPick(page: Page, text: string, option: string): Promise<void> {
  await typeAndPickFocused(page, text, option, { key: 'Tab' });
}

/** Types into a lookup of a dialog at a clerk's pace and takes the highlighted suggestion with Tab. */
async function pickLookup(page: Page, label: string, query: string, option: string): Promise<void> {
  await typeAndPickIn(page, page.getByLabel(label, { exact: true }), query, option, { key: 'Tab' });
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.p-toast-message').filter({ hasText: text }).first().waitFor();
}

/** The entry's state and other tags, as the header shows them. */
const entryTags = (page: Page) => page.locator('.record-tags').first();

describe('a day of correspondence', () => {
  let entry: Created;

  it('the front desk registers a letter from a new citizen for OAJ, prints its sticker and derives it', async () => {
    await withPage(browser, async (page, context) => {
      await signInAs(page, 'mesapartes', '/entries/create');
      await heading(page, 'Nuevo ingreso').waitFor();
      await eventually(async () => expect(await focusedId(page)).toBe('type_entry_id'));
      await typeAndPick(page, ENTRY_TYPE, ENTRY_TYPE);

      // Nobody has this DNI: the sender is registered from the lookup, without leaving the form.
      await eventually(async () => expect(await focusedId(page)).toBe('sender_id'));
      await typeIntoFocused(page, DNI);
      await page.locator('.p-autocomplete-panel').getByText('No se encontraron resultados').waitFor();
      await page.getByRole('button', { name: 'Registrar nuevo destinatario' }).click();
      const quick = page.getByRole('dialog', { name: 'Registro rápido de destinatario' });
      await quick.waitFor();
      expect(await page.locator('#quick-document_number').inputValue()).toBe(DNI);
      await page.locator('#quick-names').fill('Eusebio');
      await page.locator('#quick-surnames').fill('Ñahuincopa Llerena');
      await page.locator('#quick-address').fill('Calle Los Pinos 340, Sachaca');
      await screenshot(page, 'correspondence-quick-citizen', { fullPage: false });
      await quick.getByRole('button', { name: 'Registrar' }).click();
      await toast(page, `Destinatario registrado: ${CITIZEN}.`);
      await quick.waitFor({ state: 'hidden' });
      expect(await page.locator('#sender_id').inputValue()).toBe(CITIZEN);

      await page.locator('#sender_reference').fill(`Solicitud S/N-${RUN}`);
      await page.locator('#subject').fill(SUBJECT);
      await page.locator('#destination_office_id').click();
      await typeAndPick(page, 'asesoria', 'OAJ - Oficina de Asesoría Jurídica');
      await page.keyboard.press('Control+Enter');

      // Registered: the number and the sticker, right away.
      const saved = page.getByRole('dialog', { name: 'Ingreso registrado' });
      await saved.waitFor();
      const number = ((await saved.locator('.entries-saved-number').textContent()) ?? '').trim();
      expect(number).toMatch(/^ING-\d{4}-\d{6}$/);
      await screenshot(page, 'correspondence-entry-saved', { fullPage: false });
      const [sticker] = await Promise.all([
        context.waitForEvent('page'),
        saved.getByRole('button', { name: 'Imprimir sticker' }).click(),
      ]);
      await eventually(() => expect(sticker.url()).toMatch(/^blob:/), 10_000);
      await sticker.close();
      await saved.getByRole('link', { name: 'Ver ingreso' }).click();
      await heading(page, `Ingreso ${number}`).waitFor();
      entry = { id: Number(new URL(page.url()).pathname.split('/').pop()), number };

      // Sent on to OAJ "Para atención".
      await page.getByRole('button', { name: 'Derivar', exact: true }).click();
      const derive = page.getByRole('dialog', { name: `Derivar ingreso ${number}` });
      await derive.waitFor();
      await pickLookup(page, 'Oficina', 'jurídica', 'OAJ - Oficina de Asesoría Jurídica');
      await derive.getByRole('button', { name: 'Derivar', exact: true }).click();
      await toast(page, 'Ingreso derivado.');
      await eventually(async () => expect(await entryTags(page).innerText()).toContain('Derivado'));
      await screenshot(page, 'correspondence-entry-derived-mesapartes');
    });
  });

  it('the head of OAJ receives it and derives it to a worker for attention', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe');
      // It waits in his office's list.
      await page.goto(`/entries?q=${RUN}`);
      await page.getByRole('link', { name: entry.number, exact: true }).click();
      await heading(page, `Ingreso ${entry.number}`).waitFor();
      const pending = page.locator('.pending-receipt');
      await pending.getByRole('button', { name: 'Recibir' }).click();
      await toast(page, 'Documento recibido.');
      await pending.waitFor({ state: 'detached' });
      await eventually(async () => expect(await entryTags(page).innerText()).toContain('Recibido'));

      await page.getByRole('button', { name: 'Derivar', exact: true }).click();
      const derive = page.getByRole('dialog', { name: `Derivar ingreso ${entry.number}` });
      await derive.waitFor();
      await pickLookup(page, 'Oficina', 'jurídica', 'OAJ - Oficina de Asesoría Jurídica');
      await pickLookup(page, 'Persona (opcional)', 'Lucía', 'Lucía Pérez Castillo');
      expect(await derive.locator('.p-dropdown-label').innerText()).toBe('Para atención');
      await derive.getByLabel('Instrucciones').fill('Atender y responder al ciudadano.');
      await derive.getByRole('button', { name: 'Derivar', exact: true }).click();
      await toast(page, 'Ingreso derivado.');
      await eventually(async () => expect(await entryTags(page).innerText()).toContain('Derivado'));
      await screenshot(page, 'correspondence-entry-derived-jefe');
    });
  });

  it('the worker receives it and replies with an output to the same citizen; the entry is attended', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'servidor', '/entries');
      await page.getByRole('link', { name: entry.number, exact: true }).click();
      await heading(page, `Ingreso ${entry.number}`).waitFor();
      const pending = page.locator('.pending-receipt');
      expect(await pending.innerText()).toContain('Atender y responder al ciudadano.');
      await pending.getByRole('button', { name: 'Recibir' }).click();
      await toast(page, 'Documento recibido.');
      await eventually(async () => expect(await entryTags(page).innerText()).toContain('Recibido'));

      await page.getByRole('link', { name: 'Responder con una salida' }).click();
      await expectPath(page, '/outputs/create');
      expect(new URL(page.url()).searchParams.get('entry_id')).toBe(String(entry.id));
      await heading(page, 'Nueva salida').waitFor();
      // The reply starts filled in: the entry, its sender as recipient (with the address), the subject.
      await eventually(async () => expect(await page.locator('#entry_id').inputValue()).toContain(entry.number));
      expect(await page.locator('[id="recipients.0.citizen_id"]').inputValue()).toBe(CITIZEN);
      await eventually(async () =>
        expect(await page.locator('[id="recipients.0.address"]').inputValue()).toBe('Calle Los Pinos 340, Sachaca'),
      );
      expect(await page.locator('#subject').inputValue()).toBe(`Respuesta a: ${SUBJECT}`);
      // Her office's output: the origin is hers and cannot be changed.
      expect(await page.locator('#origin_office_display').inputValue()).toBe('OAJ - Oficina de Asesoría Jurídica');

      await eventually(async () => expect(await focusedId(page)).toBe('type_output_id'));
      await typeAndPick(page, OUTPUT_TYPE, OUTPUT_TYPE);
      await page.locator('#reference').fill(`OFICIO N.° 031-${RUN}-OAJ`);
      await page.locator('#signer_id').click();
      await typeAndPick(page, 'Jorge', 'Jorge Salazar Núñez');
      await screenshot(page, 'correspondence-reply-form');
      await page.keyboard.press('Control+Enter');

      await page.waitForURL((url) => /^\/outputs\/\d+$/.test(url.pathname));
      await toast(page, 'Registro creado.');
      await heading(page, /^Salida SAL-\d{4}-\d{6}$/).waitFor();
      const output = ((await page.locator('h1').textContent()) ?? '').replace('Salida ', '');
      expect(await page.locator('.record-tags').innerText()).toContain('Registrado');
      expect(await page.getByRole('region', { name: 'Destinatarios' }).innerText()).toContain(CITIZEN);
      // Dispatching is the front desk's: she has no such button.
      expect(await page.getByRole('button', { name: 'Despachar' }).count()).toBe(0);
      await screenshot(page, 'correspondence-reply-show');

      // Back to the entry through the reply's link: attended, with its reply listed.
      await page.locator('.record-data').getByRole('link', { name: entry.number, exact: true }).click();
      await heading(page, `Ingreso ${entry.number}`).waitFor();
      await eventually(async () => expect(await entryTags(page).innerText()).toContain('Atendido'));
      const replies = page.locator('.entry-replies');
      await replies.getByRole('link', { name: output, exact: true }).waitFor();
      expect(await replies.getByRole('link', { name: 'Responder con una salida' }).count()).toBe(0);
      await screenshot(page, 'correspondence-entry-attended');
    });
  });

  it('shows each person only what their scope allows', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'servidor');
      // Her lists hold what reached her, not the rest of the institution's.
      await page.goto(`/entries?q=${RUN}`);
      await page.getByRole('link', { name: entry.number, exact: true }).waitFor();
      expect(await page.getByRole('link', { name: foreignEntry.number, exact: true }).count()).toBe(0);
      await page.goto(`/outputs?q=${RUN}`);
      await page.locator('tbody tr').first().waitFor();
      expect(await page.getByRole('link', { name: foreignOutput.number, exact: true }).count()).toBe(0);
      await screenshot(page, 'correspondence-outputs-servidor');
      // Opened by address, they do not exist for her.
      await page.goto(`/entries/${foreignEntry.id}`);
      await heading(page, 'Página no encontrada').waitFor();
      await page.goto(`/outputs/${foreignOutput.id}`);
      await heading(page, 'Página no encontrada').waitFor();
      await screenshot(page, 'correspondence-out-of-scope');
    });
    await withPage(browser, async (page) => {
      // The head of OAJ sees his office's reply, not the front desk's own outputs.
      await signInAs(page, 'jefe', `/outputs?q=${RUN}`);
      await page
        .locator('tbody tr')
        .filter({ hasText: `Respuesta a: ${SUBJECT}` })
        .waitFor();
      expect(await page.getByRole('link', { name: foreignOutput.number, exact: true }).count()).toBe(0);
      await page.goto(`/entries/${foreignEntry.id}`);
      await heading(page, 'Página no encontrada').waitFor();
    });
    await withPage(browser, async (page) => {
      // The front desk sees every output, the reply included.
      await signInAs(page, 'mesapartes', `/outputs?q=${RUN}`);
      await page
        .locator('tbody tr')
        .filter({ hasText: `Respuesta a: ${SUBJECT}` })
        .waitFor();
      await page.getByRole('link', { name: foreignOutput.number, exact: true }).waitFor();
    });
  });

  it('shows the reply and the attended entry at 375 px', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'servidor', `/entries/${entry.id}`);
        await heading(page, `Ingreso ${entry.number}`).waitFor();
        await page.locator('.entry-replies').getByRole('link').first().waitFor();
        await screenshot(page, 'correspondence-entry-attended-phone');
        await noHorizontalScroll(page);
        await page.locator('.entry-replies').getByRole('link').first().click();
        await heading(page, /^Salida /).waitFor();
        await screenshot(page, 'correspondence-reply-show-phone');
        await noHorizontalScroll(page);
      },
      PHONE,
    );
  });
});
