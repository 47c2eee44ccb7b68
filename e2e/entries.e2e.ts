/**
 * Entries ("Ingresos documentales") at the front desk and in the offices: the clerk (mesapartes)
 * registers a document from a new citizen by keyboard alone, prints its sticker and starts the
 * next one; the list searches without accents, filters by state, overdue and dates (all in the
 * URL) and exports to Excel; the head of OAJ (jefe) sees only his office's entries, and people
 * without the create permission get no "Nuevo ingreso".
 */
import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '../src/shared/working-days';
import { formatDate, longDate, toIsoDate } from '../src/web/lib/dates';
import { type Api, apiAs, firstOption } from './support/api';
import { eventually, expectPath, heading, noHorizontalScroll, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, settled, signInAs } from './support/browser';
import {
  humanTypist,
  typeAndPickFocused,
  typeAndPick as typeAndPickIn,
  typeIntoFocused,
  typeSearch,
} from './support/typing';

const TYPE = { code: 'SAIP', name: 'Solicitud de acceso a la información', response_days: 10 };

let browser: Browser;
let typeId = 0;
let dniSeed = 71_000_000 + (Date.now() % 900_000);
function nextDni(): string {
  dniSeed += 7;
  return String(dniSeed);
}

/** The demo data has no entry types: the administrator adds one (another test may have already). */
async function ensureEntryType(): Promise<number> {
  const admin = await apiAs('admin');
  const find = async () =>
    (await admin<{ data: { id: number }[] }>('GET', `/api/v1/type-entries/lookup?q=${TYPE.code}`)).data[0]?.id;
  const found = await find();
  if (found) return found;
  try {
    return (await admin<{ data: { id: number } }>('POST', '/api/v1/type-entries', TYPE)).data.id;
  } catch (error) {
    const raced = await find();
    if (raced) return raced;
    throw error;
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  typeId = await ensureEntryType();
});

afterAll(async () => {
  await browser?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

interface Created {
  id: number;
  number: string;
  version: number;
}

/** An entry registered by the front desk through the API, from a new citizen. */
async function registerEntry(api: Api, values: { subject: string; office: string; daysAgo?: number; days?: number }) {
  const office = await firstOption(api, 'offices', values.office);
  const citizen = await api<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: nextDni(),
    names: 'Carmen Rosa',
    surnames: 'Villanueva Ñahui',
  });
  const { data } = await api<{ data: Created }>('POST', '/api/v1/entries', {
    received_at: values.daysAgo ? daysAgo(values.daysAgo).toISOString() : null,
    channel: 'correo',
    type_entry_id: typeId,
    sender_id: citizen.data.id,
    subject: values.subject,
    folios: 2,
    destination_office_id: office.id,
    response_days: values.days ?? null,
  });
  return { ...data, officeId: office.id };
}

/** Remembers the Blob behind every object URL the page makes, to check what a new tab was given. */
async function keepObjectUrls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const blobs = new Map<string, Blob>();
    (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs = blobs;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
  });
}

/** Full-page screenshots of a scrolled page would draw the fixed top bar mid-page. */
async function atTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.id);
}

/** Types into the focused autocomplete at a clerk's pace and takes the highlighted suggestion with Tab. */
async function typeAndPick(page: Page, text: string, option: string): Promise<void> {
  await typeAndPickFocused(page, text, option, { key: 'Tab' });
}

const rows = (page: Page) => page.locator('.p-datatable-tbody tr');
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function rowTexts(page: Page): Promise<string[]> {
  return rows(page).allTextContents();
}

describe('registering at the front desk (mesapartes)', () => {
  it('registers a document from a new citizen by keyboard alone, prints its sticker and starts the next one', async () => {
    await withPage(browser, async (page, context) => {
      await keepObjectUrls(page);
      await signInAs(page, 'mesapartes', '/entries');
      await heading(page, 'Ingresos documentales').waitFor();
      await page.getByRole('link', { name: 'Nuevo ingreso' }).click();
      await expectPath(page, '/entries/create');
      await heading(page, 'Nuevo ingreso').waitFor();

      // Sensible defaults; the cursor waits in the first field.
      await eventually(async () => expect(await focusedId(page)).toBe('type_entry_id'));
      expect(await page.locator('#folios').inputValue()).toBe('1');
      expect(await page.locator('#received_at').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      const channel = page.locator('.p-dropdown').filter({ has: page.locator('#channel') });
      expect(await channel.locator('.p-dropdown-label').textContent()).toBe('Presencial');
      const priority = page.locator('.p-dropdown').filter({ has: page.locator('#priority') });
      expect(await priority.locator('.p-dropdown-label').textContent()).toBe('Normal');

      // The type proposes its deadline and the due date is previewed in working days.
      await typeAndPick(page, 'acceso', TYPE.name);
      expect(await page.locator('#response_days').inputValue()).toBe('10');
      const preview = (await page.locator('#response_days-hint').textContent()) ?? '';
      expect(preview).toMatch(/^Vence el \S+, \d{1,2} de \S+ de \d{4}\.$/);
      expect(await focusedId(page)).toBe('sender_id');

      // A DNI nobody has: the "+" button registers the citizen without leaving the form.
      const dni = nextDni();
      await typeIntoFocused(page, dni);
      await page.locator('.p-autocomplete-panel').getByText('No se encontraron resultados').waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Registrar nuevo destinatario',
      );
      await page.keyboard.press('Enter');
      const quick = page.getByRole('dialog', { name: 'Registro rápido de destinatario' });
      await quick.waitFor();
      expect(await page.locator('#quick-document_number').inputValue()).toBe(dni);
      await eventually(async () => expect(await focusedId(page)).toBe('quick-names'));
      await page.keyboard.type('Teófilo Ángel');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Ñique Cárdenas');
      await page.keyboard.press('Enter');
      await page.getByText('Destinatario registrado: Teófilo Ángel Ñique Cárdenas.').waitFor();
      await quick.waitFor({ state: 'hidden' });
      expect(await page.locator('#sender_id').inputValue()).toBe('Teófilo Ángel Ñique Cárdenas');

      // The rest of the document, field after field.
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('sender_reference');
      await page.keyboard.type('Carta N.° 021-2026');
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('sender_date');
      const letterDate = daysAgo(3);
      await page.keyboard.type(formatDate(toIsoDate(letterDate)));
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('subject');
      await page.keyboard.type('Solicita copia certificada de la resolución de licencia de funcionamiento');
      // Enter in a one-line field does not send a half-filled form: the form hears no submit (a
      // browser sends a form on Enter while the key is handled, so the count is final when it returns).
      await page.evaluate(() => {
        document.addEventListener('submit', () => document.body.setAttribute('data-submits', 'yes'), { capture: true });
      });
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.body.getAttribute('data-submits'))).toBeNull();
      await settled(page);
      expect(await page.getByRole('dialog', { name: 'Ingreso registrado' }).count()).toBe(0);
      expect(await page.locator('#subject-error').count()).toBe(0);
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('summary');
      await page.keyboard.type('Para trámite notarial.');
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('folios');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('3');
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('annexes');
      await page.keyboard.type('Copia de DNI');
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('destination_office_id');
      await typeAndPick(page, 'asesoria', 'OAJ - Oficina de Asesoría Jurídica');
      expect(await focusedId(page)).toBe('assignee_id');
      await typeAndPick(page, 'lucia', 'Lucía Pérez Castillo');
      expect(await focusedId(page)).toBe('priority');
      await atTop(page);
      await screenshot(page, 'entries-form-desktop');

      // Ctrl+Enter saves from anywhere.
      await page.keyboard.press('Control+Enter');
      const saved = page.getByRole('dialog', { name: 'Ingreso registrado' });
      await saved.waitFor();
      const number = (await saved.locator('.entries-saved-number').textContent()) ?? '';
      expect(number).toMatch(/\d/);
      const dueText = (await saved.getByText(/vence el/).textContent()) ?? '';
      const [, day, month, year] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(dueText) ?? [];
      expect(preview).toBe(`Vence el ${longDate(`${year}-${month}-${day}`)}.`);
      const href = (await saved.getByRole('link', { name: 'Ver ingreso' }).getAttribute('href')) ?? '';
      const entryId = Number(href.split('/').pop());
      await screenshot(page, 'entries-saved-desktop', { fullPage: false });

      // "Imprimir sticker" has the focus: Enter opens the PDF in a new tab.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Imprimir sticker');
      const popupOpened = context.waitForEvent('page');
      await page.keyboard.press('Enter');
      const popup = await popupOpened;
      await popup.waitForURL((url) => url.protocol === 'blob:');
      const pdf = await page.evaluate(async (url) => {
        const blob = (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs.get(url);
        return blob && { type: blob.type, size: blob.size, head: await blob.slice(0, 5).text() };
      }, popup.url());
      expect(pdf).toMatchObject({ type: 'application/pdf', head: '%PDF-' });
      expect(pdf?.size).toBeGreaterThan(500);
      await popup.close();

      // "Registrar otro": a clean form that keeps the batch's type and channel, cursor on top.
      await saved.getByRole('button', { name: 'Registrar otro' }).press('Enter');
      await saved.waitFor({ state: 'hidden' });
      await eventually(async () => expect(await focusedId(page)).toBe('type_entry_id'));
      expect(await page.locator('#type_entry_id').inputValue()).toBe(TYPE.name);
      expect(await page.locator('#response_days').inputValue()).toBe('10');
      for (const id of [
        'sender_id',
        'sender_reference',
        'sender_date',
        'subject',
        'annexes',
        'destination_office_id',
      ]) {
        expect(await page.locator(`#${id}`).inputValue(), id).toBe('');
      }
      expect(await page.locator('#folios').inputValue()).toBe('1');
      expect(await channel.locator('.p-dropdown-label').textContent()).toBe('Presencial');
      await atTop(page);
      await screenshot(page, 'entries-form-next-desktop');

      // The shared schema speaks before anything is sent.
      await page.keyboard.press('Control+Enter');
      expect(await page.locator('#sender_id-error').textContent()).toBe('Este campo es obligatorio.');
      expect(await page.locator('#subject-error').textContent()).toBe('Este campo es obligatorio.');
      expect(await page.locator('#destination_office_id-error').textContent()).toBe('Elija la oficina de destino.');

      // Editing shows every chosen record by name.
      await page.goto(`/entries/${entryId}/edit`);
      await heading(page, 'Editar ingreso').waitFor();
      await eventually(async () =>
        expect(await page.locator('#sender_id').inputValue()).toBe('Teófilo Ángel Ñique Cárdenas'),
      );
      expect(await page.locator('#type_entry_id').inputValue()).toBe(TYPE.name);
      expect(await page.locator('#destination_office_id').inputValue()).toBe('OAJ - Oficina de Asesoría Jurídica');
      expect(await page.locator('#assignee_id').inputValue()).toBe('Lucía Pérez Castillo');
      expect(await page.locator('#folios').inputValue()).toBe('3');
      await page.locator('#annexes').fill('Copia de DNI y recibo de pago');

      // With the mouse: a click on a suggestion the moment the list opens takes it.
      const office = page.locator('#destination_office_id');
      await office.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await humanTypist(page, 11).type(office, 'gerencia gen', {
        during: () => page.locator('.p-autocomplete-panel .p-autocomplete-item').first().waitFor(),
      });
      await page.getByRole('option', { name: 'GG - Gerencia General' }).click();
      expect(await office.inputValue()).toBe('GG - Gerencia General');
      expect(await page.locator('#assignee_id').inputValue()).toBe('');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expectPath(page, `/entries/${entryId}`);
      await heading(page, new RegExp(number)).waitFor();
      expect(await page.locator('.record-data').innerText()).toContain('GG - Gerencia General');
    });
  });
});

describe('a likely duplicate at the front desk (mesapartes)', () => {
  it('warns while the clerk types the same sender and reference, links the earlier entry, and still registers', async () => {
    const api = await apiAs('mesapartes');
    const surname = `Ccahuana ${nextDni().slice(-4)}`;
    const citizen = await api<{ data: { id: number } }>('POST', '/api/v1/citizens', {
      person_type: 'NATURAL',
      document_type: 'DNI',
      document_number: nextDni(),
      names: 'Hermelinda',
      surnames: surname,
    });
    const office = await firstOption(api, 'offices', 'OAJ');
    const { data: first } = await api<{ data: Created }>('POST', '/api/v1/entries', {
      channel: 'presencial',
      type_entry_id: typeId,
      sender_id: citizen.data.id,
      sender_reference: 'Carta N.° 045-2026-HQC',
      subject: 'Solicita constancia de posesión del lote 23 en Chilca',
      folios: 2,
      destination_office_id: office.id,
    });
    await withPage(browser, async (page, context) => {
      await keepObjectUrls(page);
      await signInAs(page, 'mesapartes', '/entries/create');
      await heading(page, 'Nuevo ingreso').waitFor();
      await eventually(async () => expect(await focusedId(page)).toBe('type_entry_id'));
      await typeAndPick(page, 'acceso', TYPE.name);
      await typeAndPick(page, surname, `Hermelinda ${surname}`);
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('sender_reference');
      // The same letter, typed in other case: the warning comes once the clerk pauses.
      await humanTypist(page, 45).type(page.locator('#sender_reference'), 'carta n.° 045-2026-hqc');
      const notice = page.getByRole('status').filter({ hasText: '¿Ya se registró?' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain(first.number);
      expect(await notice.textContent()).toContain('misma referencia');
      expect(await notice.getByRole('link', { name: first.number }).getAttribute('target')).toBe('_blank');
      // What was typed stays as typed.
      expect(await page.locator('#sender_reference').inputValue()).toBe('carta n.° 045-2026-hqc');
      await page.locator('#subject').click();
      await page.keyboard.type('Reitera pedido de constancia de posesión');
      await page.locator('#destination_office_id').click();
      await typeIntoFocused(page, 'asesoria');
      await page.getByRole('option', { name: 'OAJ - Oficina de Asesoría Jurídica' }).click();
      await screenshot(page, 'entries-duplicate-warning');
      // A warning, not a refusal: the clerk decides it is another document and saves.
      await page.keyboard.press('Control+Enter');
      const saved = page.getByRole('dialog', { name: 'Ingreso registrado' });
      await saved.waitFor();
      expect(await saved.locator('.entries-saved-number').textContent()).not.toBe(first.number);
      // The citizen's cargo de recepción, printed from the same dialog.
      const popupOpened = context.waitForEvent('page');
      await saved.getByRole('button', { name: 'Imprimir cargo' }).click();
      const popup = await popupOpened;
      await popup.waitForURL((url) => url.protocol === 'blob:');
      const pdf = await page.evaluate(async (url) => {
        const blob = (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs.get(url);
        return blob && { type: blob.type, head: await blob.slice(0, 5).text() };
      }, popup.url());
      expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
      await popup.close();
    });
  });
});

describe('the entries list', () => {
  const subjects = {
    derived: 'Ampliación de plazo para subsanar observaciones del expediente',
    overdue: 'Reclamo por demora en la atención de su pedido',
    old: 'Constancia de no adeudo de arbitrios municipales',
  };
  let old: Created;

  beforeAll(async () => {
    const api = await apiAs('mesapartes');
    const derived = await registerEntry(api, { subject: subjects.derived, office: 'OAJ' });
    await api('POST', `/api/v1/entries/${derived.id}/derive`, {
      version: derived.version,
      destinations: [{ office_id: derived.officeId, action: 'atencion', instructions: 'Atender.' }],
    });
    await registerEntry(api, { subject: subjects.overdue, office: 'UL', daysAgo: 10, days: 1 });
    old = await registerEntry(api, { subject: subjects.old, office: 'GAF', daysAgo: 40, days: 60 });
  });

  it('searches without accents, filters by state, overdue and dates in the URL, and exports to Excel', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', '/entries');
      await page.locator('tr').filter({ hasText: subjects.old }).waitFor();
      await screenshot(page, 'entries-list-desktop');

      const search = page.getByRole('textbox', { name: 'Buscar' });
      await typeSearch(page, search, 'ampliacion subsanar');
      await eventually(() => expect(searchParam(page, 'q')).toBe('ampliacion subsanar'));
      await eventually(async () => expect(await rowTexts(page)).toHaveLength(1));
      expect((await rowTexts(page))[0]).toContain(subjects.derived);
      // By the sender's name, accents left out too.
      await typeSearch(page, search, 'villanueva nahui reclamo');
      await eventually(async () => {
        const texts = await rowTexts(page);
        expect(texts).toHaveLength(1);
        expect(texts[0]).toContain(subjects.overdue);
      });
      await search.fill('');
      await eventually(() => expect(searchParam(page, 'q')).toBeNull());

      // State.
      await page.locator('.list-filter').filter({ hasText: 'Estado' }).click();
      await page.getByRole('option', { name: 'Derivado', exact: true }).click();
      await eventually(() => expect(searchParam(page, 'state')).toBe('derivado'));
      await eventually(async () => {
        const texts = await rowTexts(page);
        expect(texts.some((t) => t.includes(subjects.derived))).toBe(true);
        expect(texts.every((t) => t.includes('Derivado'))).toBe(true);
      });
      await page.locator('.list-filter').filter({ hasText: 'Derivado' }).locator('.p-dropdown-clear-icon').click();
      await eventually(() => expect(searchParam(page, 'state')).toBeNull());
      // The clear icon's click may open the options too: closed as a person would.
      if (await page.locator('.p-dropdown-panel').isVisible()) await page.keyboard.press('Escape');
      await page.locator('.p-dropdown-panel').waitFor({ state: 'hidden' });

      // Overdue.
      await page.getByRole('checkbox', { name: 'Vencidos' }).click();
      await eventually(() => expect(searchParam(page, 'overdue')).toBe('true'));
      await eventually(async () => {
        const texts = await rowTexts(page);
        expect(texts.some((t) => t.includes(subjects.overdue))).toBe(true);
        expect(texts.every((t) => t.includes('Vencido'))).toBe(true);
      });
      await screenshot(page, 'entries-list-overdue-desktop');
      await page.getByRole('checkbox', { name: 'Vencidos' }).click();
      await eventually(() => expect(searchParam(page, 'overdue')).toBeNull());

      // A day range typed day by day in its «desde» and «hasta» boxes; it survives a reload.
      // The day as the organisation counts it (Lima), whatever the test machine's zone.
      const day = formatDate(calendarDate(daysAgo(40)));
      const typist = humanTypist(page, 47);
      const ends = [page.locator('#filter-from'), page.locator('#filter-from-to')];
      for (const end of ends) {
        await end.click();
        await typist.type(end, day, { longPauseMs: 400 });
        await page.keyboard.press('Escape');
      }
      const iso = `${day.slice(6)}-${day.slice(3, 5)}-${day.slice(0, 2)}`;
      await eventually(() => expect([searchParam(page, 'from'), searchParam(page, 'to')]).toEqual([iso, iso]));
      await eventually(async () => {
        const texts = await rowTexts(page);
        expect(texts.some((t) => t.includes(subjects.old))).toBe(true);
        expect(texts.every((t) => t.includes(day))).toBe(true);
      });
      await page.reload();
      await page.locator('tr').filter({ hasText: subjects.old }).waitFor();
      for (const end of ends) expect(await end.inputValue()).toBe(day);

      // Export: the filtered list as the server names it.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar a Excel' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^ingresos-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const file = await download.path();
      const bytes = fs.readFileSync(file);
      expect(bytes.length).toBeGreaterThan(1000);
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      await page.getByText(/^Se descargó ingresos-/).waitFor();

      // The number opens the entry.
      await page.getByRole('link', { name: old.number, exact: true }).click();
      await expectPath(page, `/entries/${old.id}`);
    });
  });

  it('shows the head of OAJ only the entries of his office, with no way to register', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe', '/entries');
      await page.locator('tr').filter({ hasText: subjects.derived }).waitFor();
      const texts = await rowTexts(page);
      expect(texts.some((t) => t.includes(subjects.overdue) || t.includes(subjects.old))).toBe(false);
      expect(await page.getByRole('link', { name: 'Nuevo ingreso' }).count()).toBe(0);
      await screenshot(page, 'entries-list-jefe');
      await typeSearch(page, page.getByRole('textbox', { name: 'Buscar' }), 'constancia adeudo');
      await page.getByText('No se encontraron registros').waitFor();
      await page.goto('/entries/create');
      await expectPath(page, '/403');
    });
  });

  it('gives an office worker (servidor) no "Nuevo ingreso" either', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'servidor', '/entries');
      await heading(page, 'Ingresos documentales').waitFor();
      await page.getByRole('button', { name: 'Exportar a Excel' }).waitFor();
      expect(await page.getByRole('link', { name: 'Nuevo ingreso' }).count()).toBe(0);
    });
  });
});

describe('entries at 375 px', () => {
  it('keeps the list, its folded filters, the form and the saved dialog within the screen', async () => {
    await withPage(
      browser,
      async (page) => {
        const fits = async () => await noHorizontalScroll(page);
        await signInAs(page, 'mesapartes', '/entries');
        await rows(page).first().waitFor();
        await page.getByRole('checkbox', { name: 'Vencidos' }).waitFor({ state: 'hidden' });
        await screenshot(page, 'entries-list-phone');
        await fits();
        await page.getByRole('button', { name: 'Filtros' }).click();
        await page.getByRole('checkbox', { name: 'Vencidos' }).click();
        await eventually(() => expect(searchParam(page, 'overdue')).toBe('true'));
        await page.getByRole('button', { name: 'Filtros (1)' }).waitFor();
        await screenshot(page, 'entries-list-filters-phone');
        await fits();

        await page.goto('/entries/create');
        await heading(page, 'Nuevo ingreso').waitFor();
        await pick(page.locator('#type_entry_id'), page, 'acceso', TYPE.name);
        await pick(page.locator('#sender_id'), page, 'villanueva', 'Carmen Rosa Villanueva Ñahui');
        await page.locator('#subject').fill('Solicita información sobre el estado de su trámite');
        await pick(page.locator('#destination_office_id'), page, 'logistica', 'UL - Unidad de Logística');
        await atTop(page);
        await screenshot(page, 'entries-form-phone');
        await fits();
        await page.getByRole('button', { name: 'Guardar' }).click();
        await page.getByRole('dialog', { name: 'Ingreso registrado' }).waitFor();
        await screenshot(page, 'entries-saved-phone', { fullPage: false });
      },
      PHONE,
    );
  });
});

/** Searches at a clerk's pace and takes the first suggestion with Enter (a tap would scroll the panel shut on a phone). */
async function pick(input: Locator, page: Page, text: string, option: string): Promise<void> {
  await typeAndPickIn(page, input, text, option);
}
