/**
 * The route sheet of an entry, worked by the people who use it: the front desk (mesapartes)
 * registers a document for OAJ and derives it there (through the API); the head of OAJ (jefe)
 * receives it, attaches the scanned files and derives it to a worker (servidor), who receives and
 * attends it. Another entry is returned with a reason and then annulled with a reason; a user who
 * is not in its scope gets the not-found page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, firstOption, type LookupAnswer } from './support/api';
import { eventually, heading, withPage } from './support/app';
import { launchBrowser, PHONE, screenshot, signInAs } from './support/browser';
import { typeAndPick } from './support/typing';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// --- Setting up through the API, as the front desk would -----------------------------------------

interface EntryAnswer {
  id: number;
  number: string;
  version: number;
}

/** The demo data has no entry types: the administrator adds one once. */
async function entryType(): Promise<number> {
  const admin = await apiAs('admin');
  const { data } = await admin<{ data: LookupAnswer[] }>('GET', '/api/v1/type-entries/lookup?q=Solicitud');
  if (data[0]) return data[0].id;
  const created = await admin<{ data: LookupAnswer }>('POST', '/api/v1/type-entries', {
    code: 'SOL',
    name: 'Solicitud',
    response_days: 5,
  });
  return created.data.id;
}

let dniSeed = 40_000_000 + (Date.now() % 1_000_000);

/** A new citizen, as the front desk registers one. */
async function registeredCitizen(): Promise<{ id: number }> {
  const api = await apiAs('mesapartes');
  dniSeed += 1;
  const { data } = await api<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: String(dniSeed),
    names: 'Rosa Elena',
    surnames: 'Quispe Huamán',
    address: 'Jr. Lima 123',
  });
  return data;
}

/** Registers an entry for OAJ from a new citizen and derives it to OAJ "Para atención". */
async function entryDerivedToOaj(subject: string): Promise<EntryAnswer> {
  const api = await apiAs('mesapartes');
  const oaj = await firstOption(api, 'offices', 'OAJ');
  const typeId = await entryType();
  const citizen = { data: await registeredCitizen() };
  const { data: entry } = await api<{ data: EntryAnswer }>('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: typeId,
    sender_id: citizen.data.id,
    sender_reference: 'Carta N.° 015-2026',
    subject,
    summary: 'Solicita la opinión legal sobre la licencia de funcionamiento de su local comercial.',
    folios: 4,
    annexes: 'Copia de DNI y plano de ubicación',
    destination_office_id: oaj.id,
    priority: 'urgente',
  });
  const { data: derived } = await api<{ data: EntryAnswer }>('POST', `/api/v1/entries/${entry.id}/derive`, {
    version: entry.version,
    destinations: [{ office_id: oaj.id, action: 'atencion', instructions: 'Revisar con prioridad.' }],
  });
  return derived;
}

/** The front desk derives the entry to OAJ once more: whoever had it open now holds a stale version. */
async function deriveAgainToOaj(entry: EntryAnswer): Promise<void> {
  const api = await apiAs('mesapartes');
  const oaj = await firstOption(api, 'offices', 'OAJ');
  const { data: current } = await api<{ data: EntryAnswer }>('GET', `/api/v1/entries/${entry.id}`);
  await api('POST', `/api/v1/entries/${entry.id}/derive`, {
    version: current.version,
    destinations: [{ office_id: oaj.id, action: 'conocimiento' }],
  });
}

// --- Files ---------------------------------------------------------------------------------------

/** A small but real one-page PDF with the byte offsets its cross-reference table needs. */
function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = 'BT /F1 24 Tf 72 760 Td (Oficio de prueba - Folio) Tj ET';
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * How tall the pages laid out by Chromium's PDF viewer in `iframe` are: 0 until it has opened the
 * document. The viewer (an extension frame inside the iframe) draws the pages in a frame of its own
 * whose `#sizer` takes their size once they are drawn.
 */
async function pdfPagesHeight(iframe: Locator): Promise<number> {
  const viewer = (await (await iframe.elementHandle()).contentFrame())?.childFrames()[0];
  const pages = viewer?.childFrames()[0];
  if (!pages) return 0;
  return pages.evaluate(() => document.getElementById('sizer')?.offsetHeight ?? 0).catch(() => 0);
}

async function attach(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(files);
}

const attachmentList = (page: Page) => page.getByRole('list', { name: 'Archivos adjuntos' });

// --- The scenarios -------------------------------------------------------------------------------

const entryUrl = (entry: EntryAnswer) => `/entries/${entry.id}`;

async function openEntry(page: Page, entry: EntryAnswer): Promise<void> {
  await page.goto(entryUrl(entry));
  await heading(page, `Ingreso ${entry.number}`).waitFor();
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.p-toast-message').filter({ hasText: text }).first().waitFor();
}

/** Types into a lookup at a clerk's pace and takes the highlighted first suggestion with Enter. */
async function pickLookup(page: Page, label: string, query: string, option: string): Promise<void> {
  await typeAndPick(page, page.getByLabel(label, { exact: true }), query, option);
}

const OAJ = 'OAJ - Oficina de Asesoría Jurídica';
const LUCIA = 'Lucía Pérez Castillo';

describe('the route sheet of an entry', () => {
  let routed: EntryAnswer;

  beforeAll(async () => {
    routed = await entryDerivedToOaj('Solicitud de opinión legal sobre licencia de funcionamiento');
  });

  it('the head of OAJ receives it, attaches files and derives it to a worker', async () => {
    await withPage(browser, async (page, context) => {
      await signInAs(page, 'jefe');
      await openEntry(page, routed);
      expect(await page.locator('.record-tags').innerText()).toMatch(/Derivado[\s\S]*Urgente/);
      const pending = page.locator('.pending-receipt');
      expect(await pending.innerText()).toContain('Para atención');
      expect(await pending.innerText()).toContain('«Revisar con prioridad.»');
      await screenshot(page, 'entries-route-jefe-pending');

      await pending.getByRole('button', { name: 'Recibir' }).click();
      await toast(page, 'Documento recibido.');
      await pending.waitFor({ state: 'detached' });
      expect(await page.locator('.record-tags').innerText()).toContain('Recibido');
      const sheet = page.locator('.route-sheet');
      expect(await sheet.innerText()).toContain('Recibido por Jorge Salazar Núñez');

      // Attachments: a real PDF and a PNG are taken; a text file named .pdf is refused.
      const png = await page.screenshot();
      await attach(page, [
        { name: 'oficio-escaneado.pdf', mimeType: 'application/pdf', buffer: samplePdf() },
        { name: 'plano.png', mimeType: 'image/png', buffer: png },
      ]);
      await toast(page, 'Se adjuntaron 2 archivos.');
      await eventually(async () => {
        expect(await attachmentList(page).getByRole('listitem').count()).toBe(2);
      });
      expect(await attachmentList(page).innerText()).toMatch(/oficio-escaneado\.pdf[\s\S]*PDF/);
      expect(await attachmentList(page).innerText()).toMatch(/plano\.png[\s\S]*Imagen PNG/);

      await attach(page, [{ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un PDF') }]);
      const refusal = page.locator('.upload-list [role="alert"]');
      await refusal.waitFor();
      expect(await refusal.innerText()).toBe('«falso.pdf»: el contenido no corresponde a un archivo «.pdf» válido.');
      expect(await attachmentList(page).getByRole('listitem').count()).toBe(2);
      await screenshot(page, 'entries-route-jefe-attachments');

      // Inline preview: the PDF in a frame, the image as an image, both from the file fetched with the session.
      await page.getByRole('button', { name: 'Ver oficio-escaneado.pdf' }).click();
      const dialog = page.getByRole('dialog', { name: 'oficio-escaneado.pdf' });
      const frame = dialog.locator('iframe.attachment-preview-pdf');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^blob:/);
      await eventually(async () => expect(await pdfPagesHeight(frame)).toBeGreaterThan(0), 15_000);
      await screenshot(page, 'entries-route-preview-pdf', { fullPage: false });
      await dialog.locator('.p-dialog-header-close').click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Ver plano.png' }).click();
      const image = page.getByRole('dialog', { name: 'plano.png' }).getByRole('img', { name: 'plano.png' });
      await image.waitFor();
      await eventually(async () => {
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
      });
      await screenshot(page, 'entries-route-preview-image', { fullPage: false });
      await page.keyboard.press('Escape');

      // The head names who answers for it.
      await page.getByRole('button', { name: 'Asignar' }).click();
      const assign = page.getByRole('dialog', { name: `Asignar ingreso ${routed.number}` });
      await pickLookup(page, 'Responsable', 'Lucía', LUCIA);
      await assign.getByRole('button', { name: 'Asignar' }).click();
      await toast(page, 'Ingreso asignado.');
      await assign.waitFor({ state: 'detached' });
      expect(await page.locator('.record-data').innerText()).toMatch(/Responsable\s+Lucía Pérez Castillo/);
      // The Hoja de ruta tells it too: to whom, by whom.
      const routeSheet = page.getByRole('region', { name: 'Hoja de ruta' });
      await routeSheet.getByText('Asignado a Lucía Pérez Castillo', { exact: true }).waitFor();
      expect(await routeSheet.innerText()).toMatch(/Asignado por Jorge Salazar Núñez · \d{2}\/\d{2}\/\d{4}/);
      await screenshot(page, 'entries-route-assigned');

      // Derive to the worker, "Para atención", with instructions.
      await page.getByRole('button', { name: 'Derivar', exact: true }).click();
      const derive = page.getByRole('dialog', { name: `Derivar ingreso ${routed.number}` });
      // The head derives among his own office's people first: the office starts as OAJ.
      const office = derive.getByLabel('Oficina', { exact: true });
      expect(await office.inputValue()).toBe(OAJ);
      // Without an office it is refused; picking one again clears the error.
      await office.click();
      await office.press('ControlOrMeta+A');
      await office.press('Backspace');
      await derive.getByRole('button', { name: 'Derivar', exact: true }).click();
      expect(await derive.locator('.p-error').first().innerText()).toBe('Este campo es obligatorio.');
      await pickLookup(page, 'Oficina', 'jurídica', OAJ);
      expect(await derive.locator('.p-error').count()).toBe(0);
      await pickLookup(page, 'Persona (opcional)', 'Lucía', LUCIA);
      expect(await derive.locator('.p-dropdown-label').innerText()).toBe('Para atención');
      await derive.getByLabel('Instrucciones').fill('Proyectar la opinión legal en 3 días.');
      await screenshot(page, 'entries-route-derive-dialog', { fullPage: false });
      await derive.getByRole('button', { name: 'Derivar', exact: true }).click();
      await toast(page, 'Ingreso derivado.');
      await derive.waitFor({ state: 'detached' });
      expect(await page.locator('.record-tags').innerText()).toContain('Derivado');
      expect(await sheet.innerText()).toContain('OAJ - Oficina de Asesoría Jurídica · Lucía Pérez Castillo');
      expect(await sheet.innerText()).toContain('«Proyectar la opinión legal en 3 días.»');
      await screenshot(page, 'entries-route-jefe-derived');

      // The sticker opens as a PDF in a new tab.
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Imprimir sticker' }).click(),
      ]);
      await eventually(() => expect(tab.url()).toMatch(/^blob:/), 10_000);
      await tab.close();
    });
  });

  it('the worker sees it (entries-me), receives it and attends it, on a phone', async () => {
    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'servidor');
        await openEntry(page, routed);
        const pending = page.locator('.pending-receipt');
        expect(await pending.innerText()).toContain('Proyectar la opinión legal en 3 días.');
        await eventually(async () => expect(await attachmentList(page).getByRole('listitem').count()).toBe(2));
        // She may read the files, not remove them.
        expect(await page.getByRole('button', { name: /^Quitar / }).count()).toBe(0);
        await screenshot(page, 'entries-route-servidor-pending-phone');
        await page.getByRole('button', { name: 'Ver plano.png' }).click();
        await page.getByRole('dialog', { name: 'plano.png' }).getByRole('img', { name: 'plano.png' }).waitFor();
        await screenshot(page, 'entries-route-preview-image-phone', { fullPage: false });
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'plano.png' }).waitFor({ state: 'detached' });

        await pending.getByRole('button', { name: 'Recibir' }).click();
        await toast(page, 'Documento recibido.');
        await page.getByRole('button', { name: 'Atender' }).click();
        const confirm = page.getByRole('dialog', { name: 'Atender ingreso' });
        expect(await confirm.innerText()).toContain(`¿Dar por atendido el ingreso ${routed.number}?`);
        await confirm.getByRole('button', { name: 'Atender' }).click();
        await toast(page, 'Ingreso atendido.');
        expect(await page.locator('.record-tags').innerText()).toContain('Atendido');
        await page.locator('.record-history').getByRole('cell', { name: 'Atención', exact: true }).waitFor();
        await screenshot(page, 'entries-route-servidor-attended-phone');
      },
      PHONE,
    );
  });

  it('returns a derivation with a reason, annuls the entry with a reason, and hides it from who is out of scope', async () => {
    const returned = await entryDerivedToOaj('Reclamo por cobro indebido de arbitrios');
    await withPage(browser, async (page) => {
      await signInAs(page, 'jefe');
      await openEntry(page, returned);
      await page.locator('.pending-receipt').getByRole('button', { name: 'Devolver' }).click();
      const dialog = page.getByRole('dialog', { name: `Devolver ingreso ${returned.number}` });
      // Said of whoever sent it, man or woman: no «notificado» for María.
      expect(await dialog.innerText()).toContain(
        'El documento volverá a María Quispe Huamán, que recibirá un aviso con el motivo.',
      );
      await dialog.getByRole('button', { name: 'Devolver' }).click();
      expect(await dialog.locator('#reason-error').innerText()).toBe('Este campo es obligatorio.');
      await dialog.getByLabel('Motivo de la devolución').fill('Corresponde a la Oficina de Rentas.');
      await dialog.getByRole('button', { name: 'Devolver' }).click();
      await toast(page, 'Documento devuelto.');
      const sheet = page.locator('.route-sheet');
      await eventually(async () =>
        expect(await sheet.innerText()).toContain('Motivo: Corresponde a la Oficina de Rentas.'),
      );
      expect(await page.locator('.record-tags').innerText()).toContain('Registrado');

      // Meanwhile the front desk derives it again: annulling the version on screen is refused, and
      // the page offers to load the current one.
      await deriveAgainToOaj(returned);
      await page.getByRole('button', { name: 'Anular' }).click();
      const annul = page.getByRole('dialog', { name: `Anular ingreso ${returned.number}` });
      await annul.getByLabel('Motivo de la anulación').fill('Registrado por duplicado.');
      await annul.getByRole('button', { name: 'Anular ingreso' }).click();
      const stale = page.locator('.stale-message');
      await stale.waitFor();
      await annul.waitFor({ state: 'detached' });
      await screenshot(page, 'entries-route-stale', { fullPage: false });
      await stale.getByRole('button', { name: 'Recargar datos' }).click();
      await stale.waitFor({ state: 'detached' });
      expect(await page.locator('.record-tags').innerText()).toContain('Derivado');
      expect(await page.locator('.pending-receipt').innerText()).toContain('Para conocimiento');

      await page.getByRole('button', { name: 'Anular' }).click();
      await annul.getByLabel('Motivo de la anulación').fill('Registrado por duplicado.');
      await annul.getByRole('button', { name: 'Anular ingreso' }).click();
      await toast(page, 'Ingreso anulado.');
      expect(await page.locator('.record-annulled').innerText()).toContain('Motivo: Registrado por duplicado.');
      expect(await page.locator('.record-tags').innerText()).toContain('Anulado');
      expect(await page.getByRole('button', { name: 'Derivar' }).count()).toBe(0);
      await screenshot(page, 'entries-route-annulled');

      // Its edit page, opened by its address, offers no form: only the way back.
      await page.goto(`${entryUrl(returned)}/edit`);
      await heading(page, 'Editar ingreso').waitFor();
      expect(await page.locator('.locked-notice').innerText()).toContain(
        `El ingreso ${returned.number} ya no puede editarse porque su estado es «Anulado»`,
      );
      expect(await page.locator('form').count()).toBe(0);
      await screenshot(page, 'entries-route-edit-locked', { fullPage: false });
      await page.getByRole('link', { name: 'Volver al ingreso' }).click();
      await heading(page, `Ingreso ${returned.number}`).waitFor();
    });

    await withPage(
      browser,
      async (page) => {
        await signInAs(page, 'jefe');
        await openEntry(page, returned);
        await screenshot(page, 'entries-route-annulled-phone');
      },
      PHONE,
    );

    // The worker was never sent this one: for her it does not exist.
    await withPage(browser, async (page) => {
      await signInAs(page, 'servidor', entryUrl(returned));
      await heading(page, 'Página no encontrada').waitFor();
      expect(await page.getByText('La página que busca no existe o fue movida.').count()).toBe(1);
      await screenshot(page, 'entries-route-out-of-scope');
    });
  });
  it('Derivar starts where the entry was registered to go, and the person derived to answers for it', async () => {
    const api = await apiAs('mesapartes');
    const oaj = await firstOption(api, 'offices', 'OAJ');
    const { data: entry } = await api<{ data: EntryAnswer }>('POST', '/api/v1/entries', {
      channel: 'presencial',
      type_entry_id: await entryType(),
      sender_id: (await registeredCitizen()).id,
      sender_reference: 'Carta N.° 044-2026',
      subject: 'Solicita constancia de posesión del predio',
      folios: 2,
      destination_office_id: oaj.id,
      priority: 'normal',
    });
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes');
      await openEntry(page, entry);
      expect(await page.locator('.record-data').innerText()).not.toContain(LUCIA);
      await page.getByRole('button', { name: 'Derivar', exact: true }).click();
      const derive = page.getByRole('dialog', { name: `Derivar ingreso ${entry.number}` });
      // Not moved yet: the destination chosen at registration, the whole office.
      expect(await derive.getByLabel('Oficina', { exact: true }).inputValue()).toBe(OAJ);
      const person = derive.getByLabel('Persona (opcional)', { exact: true });
      expect(await person.inputValue()).toBe('');
      expect(await person.getAttribute('placeholder')).toBe('Toda la oficina');
      await pickLookup(page, 'Persona (opcional)', 'Lucía', LUCIA);
      await screenshot(page, 'entries-route-derive-start', { fullPage: false });
      await derive.getByRole('button', { name: 'Derivar', exact: true }).click();
      await toast(page, 'Ingreso derivado.');
      await derive.waitFor({ state: 'detached' });
      expect(await page.locator('.record-data').innerText()).toMatch(new RegExp(`Responsable\\s+${LUCIA}`));
      expect(await page.locator('.route-sheet').innerText()).toContain(`${OAJ} · ${LUCIA}`);
      await screenshot(page, 'entries-route-derived-to-person');
    });
    // Once moved, the front desk (not a head) starts from nothing.
    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes');
      await openEntry(page, entry);
      await page.getByRole('button', { name: 'Derivar', exact: true }).click();
      const derive = page.getByRole('dialog', { name: `Derivar ingreso ${entry.number}` });
      expect(await derive.getByLabel('Oficina', { exact: true }).inputValue()).toBe('');
      expect(await derive.getByLabel('Persona (opcional)', { exact: true }).isDisabled()).toBe(true);
    });
  });

  it('a notification about an entry the person can no longer open says so instead of a not-found page', async () => {
    const api = await apiAs('mesapartes');
    const oaj = await firstOption(api, 'offices', 'OAJ');
    const lucia = await firstOption(api, 'users', 'Lucía');
    const jorge = await firstOption(api, 'users', 'Jorge');
    // Registered for Lucía (she is told), then given to her head: she no longer holds it.
    const { data: entry } = await api<{ data: EntryAnswer }>('POST', '/api/v1/entries', {
      channel: 'presencial',
      type_entry_id: await entryType(),
      sender_id: (await registeredCitizen()).id,
      sender_reference: 'Carta N.° 045-2026',
      subject: 'Solicita copia del expediente de obra',
      folios: 1,
      destination_office_id: oaj.id,
      assignee_id: lucia.id,
      priority: 'normal',
    });
    await api('POST', `/api/v1/entries/${entry.id}/assign`, { version: entry.version, user_id: jorge.id });
    await withPage(browser, async (page) => {
      await signInAs(page, 'servidor', '/');
      await heading(page, /Lucía Pérez Castillo/).waitFor();
      await page.getByTestId('notification-bell').click();
      const item = page
        .locator('.notification-panel')
        .getByTestId('notification-item')
        .filter({ hasText: `Se le asignó el ingreso ${entry.number}` });
      await item.click();
      await toast(page, 'Ya no tiene acceso a este ingreso.');
      expect(await page.getByRole('heading', { name: 'Página no encontrada' }).count()).toBe(0);
      expect(new URL(page.url()).pathname).not.toBe(entryUrl(entry));
      await screenshot(page, 'entries-route-notification-out-of-reach', { fullPage: false });
    });
  });
});
