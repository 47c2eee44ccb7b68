/**
 * The archivist's expedients: a new box registered by keyboard, closed with its retention dates,
 * placed at the position the page proposes, reopened for a late document, an attended entry
 * archived into it from the entry's page, and the entry listed in the box.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, firstOption } from './support/api';
import { eventually, expectPath, heading, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { humanTypist, typeAndClick, typeAndPick } from './support/typing';

const BASE = '/archive-central/expedients';
let browser: Browser;
let admin: Api;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiAs('admin');
});

afterAll(async () => {
  await browser?.close();
});

const confirm = (page: Page, label: string) =>
  page.locator('.p-confirm-dialog-accept').filter({ hasText: label }).click();

const data = (page: Page) => page.locator('.record-show');
const actions = (page: Page) => page.locator('.record-actions');

type Saved = { data: { id: number; number: string; version: number; movements?: { id: number }[] } };

/** An entry the front desk registers for OAJ, derived there, received and attended by its head. */
async function attendedEntry(stamp: string) {
  const desk = await apiAs('mesapartes');
  const head = await apiAs('jefe');
  const offices = await firstOption(admin, 'offices', 'OAJ');
  const type = await admin<Saved>('POST', '/api/v1/type-entries', {
    code: `ARC${stamp}`,
    name: `Carta ${stamp}`,
    response_days: 5,
  });
  const citizen = await admin<Saved>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `40${stamp}9`,
    names: 'Rosa',
    surnames: 'Ticona Quispe',
  });
  const entry = await desk<Saved>('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: type.data.id,
    sender_id: citizen.data.id,
    subject: 'Solicitud de copia de plano catastral',
    folios: 3,
    destination_office_id: offices.id,
  });
  const derived = await desk<Saved>('POST', `/api/v1/entries/${entry.data.id}/derive`, {
    version: entry.data.version,
    destinations: [{ office_id: offices.id, action: 'atencion' }],
  });
  const received = await head<Saved>(
    'POST',
    `/api/v1/entries/${entry.data.id}/movements/${derived.data.movements![0]!.id}/receive`,
  );
  await head('POST', `/api/v1/entries/${entry.data.id}/attend`, { version: received.data.version });
  return entry.data;
}

describe('expedients as the archivist', () => {
  it('registers, closes, places and reopens a box, then archives an attended entry into it', async () => {
    const office = await firstOption(admin, 'offices', 'GAF');
    const stamp = String(Date.now()).slice(-5);
    await admin('POST', '/api/v1/series', {
      code: `MEM${stamp}`,
      name: `Memorandos de gerencia ${stamp}`,
      office_id: null,
      years_office: 1,
      years_central: 2,
      disposition: 'E',
    });
    const serie = await firstOption(admin, 'series', `Memorandos de gerencia ${stamp}`);
    const entry = await attendedEntry(stamp);

    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', '/');
      await page.getByRole('button', { name: 'Archivo Central' }).click();
      await page.getByTestId('side-menu').getByRole('link', { name: 'Expedientes/Cajas' }).click();
      await expectPath(page, BASE);
      await heading(page, 'Expedientes/Cajas').waitFor();
      await page
        .getByRole('link', { name: /^CAJA-0\d\d$/ })
        .first()
        .waitFor();
      await screenshot(page, 'expedients-list-desktop');

      await page.getByRole('link', { name: 'Nueva unidad' }).click();
      await heading(page, 'Nueva unidad').waitFor();
      await page.locator('#code').pressSequentially('caja-900', { delay: 40 });
      await page.locator('#title').fill('Memorandos de la gerencia 2026');
      await typeAndPick(page, page.locator('#office_id'), 'GAF', office.label);
      await typeAndPick(page, page.locator('#series_id'), `Memorandos de gerencia ${stamp}`, serie.label);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await heading(page, 'Unidad CAJA-900').waitFor();
      expect(await data(page).textContent()).toContain('Sin ubicar');

      // An empty box is not closed: the archive refuses it and says why.
      await actions(page).getByRole('button', { name: 'Cerrar unidad' }).click();
      await confirm(page, 'Cerrar unidad');
      await page
        .getByText('Una caja vacía no se cierra: guarde en ella sus expedientes o documentos primero.')
        .first()
        .waitFor();
      await admin('POST', '/api/v1/archive-expedients', {
        code: `MEM-${stamp}-001`,
        title: 'Memorandos de enero',
        kind: 'expediente',
        office_id: office.id,
        series_id: serie.id,
        container_id: Number(new URL(page.url()).pathname.split('/').pop()),
      });
      await page.reload();
      await heading(page, 'Unidad CAJA-900').waitFor();

      // Closing fixes the retention from the series, counted from 31 December.
      await actions(page).getByRole('button', { name: 'Cerrar unidad' }).click();
      await confirm(page, 'Cerrar unidad');
      await eventually(async () => expect(await data(page).textContent()).toContain('Archivo central hasta'));
      expect(await page.locator('.p-tag').filter({ hasText: 'Cerrado' }).count()).toBeGreaterThan(0);

      // Placing proposes the first free position of the tree.
      await actions(page).getByRole('button', { name: 'Ubicar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ubicar CAJA-900' });
      await eventually(async () => expect(await dialog.textContent()).toMatch(/Quedará en A-D1-[\w-]+-P\d\d\./));
      const proposed = (await dialog.textContent())!.match(/Quedará en (A-D1-[\w-]+-P\d\d)\./)![1]!;
      await screenshot(page, 'expedients-place-desktop');
      await dialog.getByRole('button', { name: 'Ubicar' }).click();
      await eventually(async () => expect(await data(page).textContent()).toContain(proposed));
      await page.getByRole('link', { name: proposed }).first().waitFor();

      // A late document: reopen, then archive the entry from its own page.
      await actions(page).getByRole('button', { name: 'Reabrir' }).click();
      await confirm(page, 'Reabrir');
      await eventually(async () =>
        expect(await page.locator('.p-tag').filter({ hasText: 'Abierto' }).count()).toBeGreaterThan(0),
      );
      const unitUrl = page.url();

      await page.goto(`/entries/${entry.id}`);
      await heading(page, `Ingreso ${entry.number}`).waitFor();
      await actions(page).getByRole('button', { name: 'Archivar en expediente' }).click();
      const file = page.getByRole('dialog', { name: 'Archivar en expediente' });
      await typeAndClick(page, file.locator('#expedient_id'), 'CAJA-900', 'CAJA-900');
      await eventually(async () => expect(await file.locator('#folio_to').inputValue()).toBe('3'));
      expect(await file.locator('#position').inputValue()).toBe('1');
      await screenshot(page, 'expedients-file-entry-desktop');
      await file.getByRole('button', { name: 'Archivar' }).click();
      await eventually(async () =>
        expect(await page.locator('.p-tag').filter({ hasText: 'Archivado' }).count()).toBeGreaterThan(0),
      );

      await page.goto(unitUrl);
      const documents = page.getByRole('region', { name: /^Documentos \(1\)/ });
      await documents.waitFor();
      expect(await documents.textContent()).toContain(entry.number);
      await screenshot(page, 'expedients-show-desktop');
    });
  });

  it('files a loose document into a box by keyboard, then corrects its folios', async () => {
    const gaf = await firstOption(admin, 'offices', 'GAF');
    const code = `CAJA-L${String(Date.now()).slice(-5)}`;
    const unit = await admin<Saved>('POST', '/api/v1/archive-expedients', { code, title: 'Actas', office_id: gaf.id });
    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', `/archive-central/documents/create?expedient=${unit.data.id}`);
      await heading(page, /documento archivado/i).waitFor();
      const typist = humanTypist(page, 71);
      await page.locator('#folio_from').click();
      await typist.type(page.locator('#folio_from'), '1');
      await page.keyboard.press('Tab');
      await typist.type(page.locator('#folio_to'), '4');
      await page.keyboard.press('Tab');
      await typist.type(page.locator('#title'), 'Acta de instalación del comité');
      await page.keyboard.press('Tab');
      await typist.type(page.locator('#document_date'), '02/03/2026');
      await page.locator('#notes').click();
      await typist.type(page.locator('#notes'), 'Original con firmas');
      expect(await page.locator('#title').inputValue()).toBe('Acta de instalación del comité');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await heading(page, `Unidad ${code}`).waitFor();
      const filed = page.locator('li', { hasText: 'Acta de instalación del comité' });
      expect(await filed.textContent()).toContain('ff. 1–4');
      await filed.getByRole('link', { name: 'Acta de instalación del comité' }).click();
      await page.locator('.record-data').getByText('Original con firmas').waitFor();
      await actions(page).getByRole('link', { name: 'Editar' }).click();
      const folioTo = page.locator('#folio_to');
      await eventually(async () => expect(await folioTo.inputValue()).toBe('4'));
      await folioTo.click();
      await folioTo.press('ControlOrMeta+A');
      await folioTo.press('Backspace');
      await typist.type(folioTo, '6');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.locator('.record-data').getByText('Original con firmas').waitFor();
      expect(await page.locator('.record-data').textContent()).toMatch(/1\D+6/);
      await screenshot(page, 'archive-documents-edited-desktop');
    });
  });

  it('reads a unit and the archived documents on a phone', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'archivero', `${BASE}?q=CAJA-001`);
        await page.getByRole('link', { name: 'CAJA-001', exact: true }).click();
        await heading(page, 'Unidad CAJA-001').waitFor();
        expect(await data(page).textContent()).toContain('A-D1-E01-C1-N1-P01');
        await screenshot(page, 'expedients-show-phone');
        await page.goto('/archive-central/documents');
        await heading(page, 'Documentos archivados').waitFor();
        await page.locator('.p-datatable-tbody tr').first().waitFor();
        await screenshot(page, 'archive-documents-list-phone');

        // A document names its unit's office, and its history says which office it was filed under.
        const gaf = await firstOption(admin, 'offices', 'GAF');
        const unit = await admin<Saved>('POST', '/api/v1/archive-expedients', {
          code: `CAJA-T${String(Date.now()).slice(-5)}`,
          title: 'Actas de comité',
          office_id: gaf.id,
        });
        const archivist = await apiAs('archivero');
        const filed = await archivist<Saved>('POST', '/api/v1/archive-documents', {
          expedient_id: unit.data.id,
          title: 'Acta de instalación del comité',
          document_date: '2026-03-02',
          folio_from: 1,
          folio_to: 4,
        });
        await page.goto(`/archive-central/documents/${filed.data.id}`);
        await page.locator('.record-data').getByText('Oficina productora').waitFor();
        expect(await page.locator('.record-data').textContent()).toContain(gaf.label);
        const history = page.locator('.record-history');
        await history.getByText('Oficina:', { exact: true }).waitFor();
        expect(await history.locator('li', { hasText: 'Oficina:' }).textContent()).toBe(`Oficina: ${gaf.label}`);
        await screenshot(page, 'archive-documents-show-phone');
      },
      PHONE,
    );
  });
});
