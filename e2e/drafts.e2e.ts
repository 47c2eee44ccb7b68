/**
 * A document born digital (issue 28), worked at a person's pace: the OAJ lawyer (servidor)
 * «Proyecta» an oficio from the outputs list, writes its body in the editor (saved as she types),
 * and sends it to her head's visto bueno; the head (jefe) observes it; she corrects it from the
 * observations and sends it again; the head finds it in «Por visar» and gives his V°B°: it waits
 * for the Gerente General's signature, typing his PIN (a wrong one first). The Gerente ticks it
 * and the demo's other oficio in «Por firmar» and signs both with one PIN: each takes its number,
 * and the signed PDF (two signatures, pdfsig: valid) is the output's attachment. Desktop and 375 px.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../src/server/db/seed/demo-signers';
import { pdfsigVerdicts } from '../src/server/lib/signatures/signatures.fixtures';
import { apiAs } from './support/api';
import { heading, noHorizontalScroll, withPage } from './support/app';
import { apiLogin, baseUrl, launchBrowser, loginAs, PHONE, SCREENSHOTS, screenshot } from './support/browser';
import { confirm, expectState, pickMany, uploadDemoCertificates } from './support/drafts';
import { humanTypist, typeAndPick } from './support/typing';

let browser: Browser;
const RUN = String(Date.now()).slice(-6);
const SUBJECT = `Respuesta sobre el contrato de obra ${RUN}`;
const TYPE = `Oficio de prueba ${RUN}`;
let draftPath = '';
/** A second oficio waiting for the Gerente's signature. */
const DEMO_SIGNED = `Comunicación del resultado de la conciliación ${RUN}`;

/** A file as the Gerente downloads it. */
async function adminBytes(url: string): Promise<Buffer> {
  const { access_token: token } = await apiLogin('admin');
  const res = await fetch(`${baseUrl()}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The PDF beside the screenshots, its pages as PNG (pdftoppm) to look at. */
function renderPdf(pdf: Buffer, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '70', file, path.join(SCREENSHOTS, name)]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs('admin');
  const type = await admin<{ data: { id: number } }>('POST', '/api/v1/type-outputs', { code: `OP${RUN}`, name: TYPE });
  await admin('POST', '/api/v1/document-templates', {
    name: `Plantilla ${TYPE}`,
    type_output_id: type.data.id,
    body: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Me dirijo a {{destinatario}} sobre {{asunto}}.' }] },
      ],
    },
  });
  await uploadDemoCertificates();
  const citizen = await admin<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: `75${RUN}`,
    names: 'Elena',
    surnames: `Carrasco Vilca ${RUN}`,
  });
  // A second oficio waiting for the Gerente's signature, sent straight to him.
  const worker = await apiAs('servidor');
  const users = await admin<{ data: { id: number; username: string }[] }>('GET', '/api/v1/users?q=admin');
  const other = await worker<{ data: { id: number; version: number } }>('POST', '/api/v1/drafts', {
    type_output_id: type.data.id,
    subject: DEMO_SIGNED,
    addressees: [{ citizen_id: citizen.data.id }],
    signer_id: users.data.find((u) => u.username === 'admin')!.id,
    reviewer_ids: [],
  });
  await worker('POST', `/api/v1/drafts/${other.data.id}/send`, { version: other.data.version });
});

afterAll(async () => {
  await browser?.close();
});

/** Types in the editor as a person does, then waits for the autosave to say it is saved. */
async function writeBody(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Texto del documento' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text, { delay: 35 });
  await page
    .getByRole('status')
    .getByText(/^Guardado /)
    .waitFor();
}

describe('drafts: proyectar, observar, corregir, dar V°B°', () => {
  it('the lawyer drafts an oficio and sends it to her head’s visto bueno', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'servidor');
      await page.goto('/outputs');
      await page.getByRole('link', { name: 'Proyectar' }).click();
      await heading(page, /^Nuevo proyecto/).waitFor();
      await typeAndPick(page, page.locator('[id="type_output_id"]'), `prueba ${RUN}`, TYPE);
      await typeAndPick(page, page.locator('[id="signer_id"]'), 'Administ', 'Administrador del Sistema');
      await page.locator('#subject').click();
      await humanTypist(page, 3).type(page.locator('#subject'), SUBJECT);
      await pickMany(page, 'citizen_ids', `Carrasco ${RUN}`, `Elena Carrasco Vilca ${RUN}`);
      await pickMany(page, 'reviewer_ids', 'Salazar', 'Jorge Salazar Núñez');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.waitForURL((url) => /^\/drafts\/\d+\/edit$/.test(url.pathname));
      draftPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
      // The institution's template, already filled with the subject.
      await page.getByText(`Me dirijo a Elena Carrasco Vilca ${RUN} sobre ${SUBJECT}.`).waitFor();
      await writeBody(page, 'Se adjunta la copia del contrato de obra y de sus adendas, en 24 folios.');
      await screenshot(page, 'drafts-editor');
      await page.getByRole('button', { name: 'Listo' }).click();
      await page.waitForURL((url) => url.pathname === draftPath);
      // The page as saved: the last autosave may land after the record page first loaded.
      await page.reload();
      await expectState(page, 'Borrador');
      await confirm(page, 'Enviar a visto bueno');
      await expectState(page, 'En visto bueno');
    });
  });

  it('the head observes it; she corrects it from the observations and sends it again', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'jefe');
      await page.goto(draftPath);
      await heading(page, /^Proyecto PROY-\d{6}$/).waitFor();
      await page.getByRole('button', { name: 'Observar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#reason').click();
      await page.keyboard.type('Indique el costo de reproducción según el TUPA.', { delay: 30 });
      await dialog.getByRole('button', { name: 'Observar' }).click();
      await expectState(page, 'Observado');
    });
    await withPage(browser, async (page) => {
      await loginAs(page, 'servidor');
      await page.goto(draftPath);
      await page.getByText('Indique el costo de reproducción según el TUPA.').first().waitFor();
      await page.getByRole('link', { name: 'Editar' }).click();
      await page.getByText('Observaciones: Indique el costo de reproducción según el TUPA.').waitFor();
      await writeBody(page, ' El costo de reproducción es de S/ 0.10 por folio, según el TUPA.');
      await page.getByRole('button', { name: 'Listo' }).click();
      await page.waitForURL((url) => url.pathname === draftPath);
      // The page as saved: the last autosave may land after the record page first loaded.
      await page.reload();
      await confirm(page, 'Enviar a visto bueno');
      await expectState(page, 'En visto bueno');
    });
  });

  it('the head finds it in «Por visar» and gives his V°B°: it waits for the signature', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'jefe');
      await page.goto('/drafts?queue=review');
      await page.getByText(SUBJECT).waitFor();
      await page.goto(draftPath);
      await page.getByRole('button', { name: 'Dar V°B°' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Dar visto bueno' });
      // A wrong PIN is said on the field, and nothing is signed.
      await dialog.getByLabel('PIN de firma').click();
      await humanTypist(page, 11).type(dialog.getByLabel('PIN de firma'), '111111');
      await dialog.getByRole('button', { name: 'Dar V°B°' }).click();
      await dialog.getByText('El PIN de firma no es correcto.').waitFor();
      await screenshot(page, 'drafts-approve-wrong-pin');
      await dialog.getByLabel('PIN de firma').fill('');
      await dialog.getByLabel('PIN de firma').click();
      await humanTypist(page, 12).type(dialog.getByLabel('PIN de firma'), DEMO_PIN);
      await dialog.getByRole('button', { name: 'Dar V°B°' }).click();
      await expectState(page, 'Por firmar');
      await page.locator('.draft-reviewers').getByText('V°B° dado').waitFor();
      await screenshot(page, 'drafts-record');
    });
    await withPage(
      browser,
      async (page) => {
        await loginAs(page, 'jefe');
        await page.goto(draftPath);
        await expectState(page, 'Por firmar');
        await noHorizontalScroll(page);
        await screenshot(page, 'drafts-record-phone');
      },
      PHONE,
    );
  });

  it('the Gerente signs two documents at once from «Por firmar» with one PIN', async () => {
    await withPage(browser, async (page) => {
      await loginAs(page, 'admin');
      await page.goto('/drafts?queue=sign');
      const row = (text: string) => page.locator('tr', { hasText: text });
      await row(SUBJECT).waitFor();
      await row(SUBJECT).locator('.p-checkbox').click();
      await row(DEMO_SIGNED).locator('.p-checkbox').click();
      await page.getByRole('button', { name: /^Firmar seleccionados \(2\)$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('PIN de firma').click();
      await humanTypist(page, 13).type(dialog.getByLabel('PIN de firma'), DEMO_PIN);
      await screenshot(page, 'drafts-sign-selected');
      await dialog.getByRole('button', { name: 'Firmar 2' }).click();
      await dialog.getByText('Cada documento recibió su número y quedó registrado, listo para despacharse.').waitFor();
      const numbers = await dialog.locator('.bulk-ok strong').allTextContents();
      expect(numbers).toHaveLength(2);
      for (const n of numbers) expect(n).toMatch(/ N\.° \d{6}-\d{4}-OAJ$/);
      await screenshot(page, 'drafts-signed');
      await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Cerrar' }).click();
      await page.goto(draftPath);
      await expectState(page, 'Firmado');
      await page.getByText('Código de verificación').first().waitFor();
      await screenshot(page, 'drafts-record-signed');
    });
    const admin = await apiAs('admin');
    const draft = await admin<{ data: { output_id: number } }>('GET', `/api/v1${draftPath}`);
    const files = await admin<{ data: { id: number }[] }>('GET', `/api/v1/outputs/${draft.data.output_id}/attachments`);
    const pdf = await adminBytes(`/api/v1/outputs/${draft.data.output_id}/attachments/${files.data[0]!.id}`);
    expect(pdfsigVerdicts(pdf)).toEqual(['Signature is Valid.', 'Signature is Valid.']);
    renderPdf(pdf, 'drafts-signed-pdf');
  });

  it('anyone verifies the signed document with the code at its foot, on a phone and without signing in', async () => {
    const admin = await apiAs('admin');
    const draft = await admin<{ data: { verification_code: string; number: string } }>('GET', `/api/v1${draftPath}`);
    const code = draft.data.verification_code;
    await withPage(
      browser,
      async (page) => {
        await page.goto('/verificar-documento');
        await heading(page, 'Verificación de documento firmado').waitFor();
        const input = page.getByLabel('Código de verificación');
        await humanTypist(page, 17).type(input, code);
        await page.keyboard.press('Enter');
        await page.getByText('Documento auténtico:').waitFor();
        expect(await page.getByRole('status').textContent()).toContain(draft.data.number);
        const signers = await page.locator('.verification-signers li').allTextContents();
        expect(signers.some((s) => s.includes('Doy V° B°'))).toBe(true);
        await page.getByRole('link', { name: 'Descargar el PDF firmado' }).waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, 'document-verification-phone');
        await page.goto('/verificar-documento?codigo=ZZZZ-ZZZZ');
        await page.getByText('No hay un documento firmado con ese código.').waitFor();
      },
      PHONE,
    );
  });
});
