/**
 * A memorando that never touches paper (issue 28, docs/signatures.md «Despacho interno»): the OAJ
 * lawyer (servidor) «Proyecta» it to Mesa de Partes with a copy («c.c.») to Gerencia General, the
 * Gerente gives his V°B° with his PIN, the head (jefe) signs it (the c.c. block of the signed PDF
 * names the office) and dispatches it from the output's page; Mesa de Partes finds it among its
 * entries, with the signed PDF attached, as received by internal dispatch from OAJ (not a
 * citizen's document: no «Consulta ciudadana»), and receives it; Gerencia General receives its
 * copy for its knowledge; the output then shows both offices' copies received, when and by whom.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../src/server/db/seed/demo-signers';
import { apiAs } from './support/api';
import { eventually, heading, withPage } from './support/app';
import { apiLogin, baseUrl, launchBrowser, loginAs, SCREENSHOTS, screenshot } from './support/browser';
import { confirm, expectState, pickMany, uploadDemoCertificates } from './support/drafts';
import { humanTypist, typeAndPick, typeSearch } from './support/typing';

let browser: Browser;
const RUN = String(Date.now()).slice(-6);
const SUBJECT = `Horario de recepción de expedientes de contratación ${RUN}`;
/** The memorando's type, and the entry type of the same name it arrives as. */
const TYPE = `Memorando interno ${RUN}`;
let draftPath = '';
let outputPath = '';
let entryPath = '';

beforeAll(async () => {
  browser = await launchBrowser();
  await uploadDemoCertificates();
  const admin = await apiAs('admin');
  await admin('POST', '/api/v1/type-outputs', { code: `MI${RUN}`, name: TYPE });
  await admin('POST', '/api/v1/type-entries', { code: `MI${RUN}`, name: TYPE, response_days: 5 });
});

afterAll(async () => {
  await browser?.close();
});

/** The output's signed PDF, as its attachment downloads; its pages as PNG (pdftoppm) to look at. */
async function signedPdfPages(outputId: string, name: string): Promise<{ text: string; pages: string[] }> {
  const { access_token: token } = await apiLogin('jefe');
  const get = (url: string) => fetch(`${baseUrl()}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  const files = (await (await get(`/api/v1/outputs/${outputId}/attachments`)).json()) as { data: { id: number }[] };
  const pdf = Buffer.from(
    await (await get(`/api/v1/outputs/${outputId}/attachments/${files.data[0]!.id}`)).arrayBuffer(),
  );
  const file = path.join(SCREENSHOTS, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '70', file, path.join(SCREENSHOTS, name)]);
  const pages = fs.readdirSync(SCREENSHOTS).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
  return { text: execFileSync('pdftotext', ['-layout', file, '-']).toString(), pages };
}

/** Types the PIN in the open dialog at a person's pace and presses its button. */
async function signWithPin(page: Page, dialogName: string | RegExp, button: string, seed: number) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('PIN de firma').click();
  await humanTypist(page, seed).type(dialog.getByLabel('PIN de firma'), DEMO_PIN);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

describe('internal dispatch: a signed memorando reaches an office without paper', () => {
  it('the lawyer drafts a memorando to Mesa de Partes, c.c. Gerencia General, and sends it to visto bueno', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'servidor');
      await page.goto('/outputs');
      await page.getByRole('link', { name: 'Proyectar' }).click();
      await heading(page, /^Nuevo proyecto/).waitFor();
      await typeAndPick(page, page.locator('[id="type_output_id"]'), `interno ${RUN}`, TYPE);
      await typeAndPick(page, page.locator('[id="signer_id"]'), 'Salazar', 'Jorge Salazar Núñez');
      await page.locator('#subject').click();
      await humanTypist(page, 3).type(page.locator('#subject'), SUBJECT);
      await pickMany(page, 'office_ids', 'Mesa de', 'Mesa de Partes');
      await pickMany(page, 'copy_office_ids', 'Gerencia Gen', 'GG - Gerencia General', { click: true });
      await page.locator('#copies').click();
      await humanTypist(page, 4).type(page.locator('#copies'), 'Archivo');
      await pickMany(page, 'reviewer_ids', 'Administ', 'Administrador del Sistema');
      await screenshot(page, 'internal-dispatch-draft-cc', { fullPage: false });
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.waitForURL((url) => /^\/drafts\/\d+\/edit$/.test(url.pathname));
      draftPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
      await page.getByRole('button', { name: 'Listo' }).click();
      await page.waitForURL((url) => url.pathname === draftPath);
      await eventually(async () => expect(await page.getByText('GG - Gerencia General; Archivo').count()).toBe(1));
      await confirm(page, 'Enviar a visto bueno');
      await expectState(page, 'En visto bueno');
    });
  });

  it('the Gerente gives his V°B°; the head signs it and dispatches it internally', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'admin');
      await page.goto(draftPath);
      await page.getByRole('button', { name: 'Dar V°B°' }).first().click();
      await signWithPin(page, 'Dar visto bueno', 'Dar V°B°', 21);
      await expectState(page, 'Por firmar');
    });
    await withPage(browser, async (page) => {
      await loginAs(page, 'jefe');
      await page.goto(draftPath);
      await page.getByRole('button', { name: 'Firmar' }).first().click();
      await signWithPin(page, /^Firmar /, 'Firmar', 22);
      await expectState(page, 'Firmado');
      await page.getByRole('link', { name: 'Salida documental' }).click();
      await page.waitForURL((url) => /^\/outputs\/\d+$/.test(url.pathname));
      outputPath = new URL(page.url()).pathname;
      const copy = page.getByRole('listitem', { name: 'Mesa de Partes' });
      await copy.getByText('Se enviará al despachar la salida.').waitFor();
      const cc = page.getByRole('listitem', { name: 'Gerencia General' });
      await cc.getByText('Con copia (c.c.) · despacho interno, sin papel').waitFor();
      await cc.getByText('Se enviará al despachar la salida.').waitFor();
      // The signed document names the office in its c.c. block, before the typed line.
      const pdf = await signedPdfPages(outputPath.split('/').pop()!, 'internal-dispatch-signed');
      expect(pdf.text).toMatch(/c\.c\.:\s+- Gerencia General\s+- Archivo/);
      expect(pdf.pages.length).toBeGreaterThan(0);
      await confirm(page, 'Despachar');
      await expectState(page, 'En despacho');
      await copy.getByText(/^Enviado el .*; la oficina aún no lo recibe\.$/).waitFor();
      await cc.getByText(/^Enviado el .*; la oficina aún no lo recibe\.$/).waitFor();
      await screenshot(page, 'internal-dispatch-sent');
    });
  });

  it('Mesa de Partes finds it among its entries with the signed PDF and receives it', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'mesapartes');
      await page.goto('/entries');
      await typeSearch(page, page.getByRole('textbox', { name: 'Buscar' }), `expedientes contratacion ${RUN}`);
      // The list refreshes once the typing settles: a click on a row it is replacing goes nowhere.
      const found = page
        .getByRole('row', { name: new RegExp(SUBJECT) })
        .getByRole('link')
        .first();
      const onEntry = () => /^\/entries\/\d+$/.test(new URL(page.url()).pathname);
      await eventually(async () => {
        if (!onEntry()) await found.click({ timeout: 5000 });
        await page.waitForURL((url) => /^\/entries\/\d+$/.test(url.pathname), { timeout: 5000 });
      });
      // From an office of the institution, by internal dispatch: not a citizen's document.
      const reception = page.getByRole('region', { name: 'Recepción' });
      await reception.getByText('Despacho interno', { exact: true }).waitFor();
      const sender = page.getByRole('region', { name: 'Remitente y documento' });
      await sender.getByText('OAJ - Oficina de Asesoría Jurídica').waitFor();
      await sender.getByText('Oficina de la institución').waitFor();
      const pending = page.getByRole('region', { name: 'Pendiente de recepción' });
      await pending.getByText(/^Pendiente de recepción en .*Mesa de Partes$/).waitFor();
      await page
        .getByText(/^MEMORANDO-INTERNO-\d+-N-\d{6}-\d{4}-OAJ\.pdf$/)
        .first()
        .waitFor();
      expect(await page.getByRole('heading', { name: 'Consulta ciudadana' }).count()).toBe(0);
      // No paper came: nothing to stick a sticker on, no counter's cargo to hand over.
      for (const name of ['Imprimir sticker', 'Imprimir cargo'])
        expect(await page.getByRole('button', { name }).count(), name).toBe(0);
      await screenshot(page, 'internal-dispatch-to-receive');
      await pending.getByRole('button', { name: 'Recibir' }).click();
      await eventually(async () => expect(await pending.count()).toBe(0));
      entryPath = new URL(page.url()).pathname;
    });
    // Gerencia General receives its copy, for its knowledge.
    await withPage(browser, async (page) => {
      await loginAs(page, 'admin');
      await page.goto(entryPath);
      const pending = page.getByRole('region', { name: 'Pendiente de recepción' });
      await pending.getByText(/^Pendiente de recepción en .*Gerencia General$/).waitFor();
      await page
        .getByText(/Para conocimiento/)
        .first()
        .waitFor();
      await screenshot(page, 'internal-dispatch-cc-to-receive');
      await pending.getByRole('button', { name: 'Recibir' }).click();
      await eventually(async () => expect(await pending.count()).toBe(0));
    });
    await withPage(browser, async (page) => {
      await loginAs(page, 'jefe');
      await page.goto(outputPath);
      await expectState(page, 'Entregado');
      const copy = page.getByRole('listitem', { name: 'Mesa de Partes' });
      await copy.getByText('Recibido', { exact: true }).waitFor();
      await copy.getByText(/^Recibido el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por /).waitFor();
      const cc = page.getByRole('listitem', { name: 'Gerencia General' });
      await cc.getByText(/^Recibido el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Administrador/).waitFor();
      await screenshot(page, 'internal-dispatch-received');
    });
  });
});
