/**
 * Digital signatures on the screens (docs/signatures.md): a worker loads their certificate in Mi
 * perfil (refused in Spanish when it is too large, corrupt, has the wrong password, is expired or
 * names no DNI; PIN typed twice), sees it, replaces and removes it; the administrator adds a
 * trusted root and the institution's seal in Firma digital, and the cargo de recepción comes out
 * sealed (pdfsig says so); the front desk attaches a signed PDF and a tampered one to an entry and
 * the panel shows «Verificación pendiente», then each signature, and the red warning on the
 * tampered one. Roots and seal are removed at the end: the server is shared with other files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localKeySigner, pdfSigner, readPkcs12 } from '../src/server/lib/signatures';
import { pdfsigVerdicts, plainPdf } from '../src/server/lib/signatures/signatures.fixtures';
import { createTestRoot, createTestSigner, type TestAuthority } from '../src/server/lib/signatures/test-pki';
import { apiAs, firstOption, type LookupAnswer } from './support/api';
import { eventually, heading, noHorizontalScroll, withPage } from './support/app';
import { apiLogin, baseUrl, launchBrowser, PHONE, SCREENSHOTS, screenshot, settled, signInAs } from './support/browser';
import { humanTypist } from './support/typing';

let browser: Browser;
let root: TestAuthority;
const DAY_MS = 86_400_000;
const RUC = '20486521357';

beforeAll(async () => {
  browser = await launchBrowser();
  root = createTestRoot('Autoridad de Prueba Folio E2E');
});

afterAll(async () => {
  const admin = await apiAs('admin');
  const { data: roots } = await admin<{ data: { id: number; name: string }[] }>('GET', '/api/v1/trusted-roots');
  for (const added of roots.filter((r) => r.name === 'Autoridad de Prueba Folio E2E'))
    await admin('DELETE', `/api/v1/trusted-roots/${added.id}`);
  await admin('DELETE', '/api/v1/institution-seal').catch(() => undefined);
  await browser?.close();
});

const p12 = (name: string, over: { dni?: string; ruc?: string; notAfter?: Date; notBefore?: Date } = {}) => ({
  name: `${name}.p12`,
  mimeType: 'application/x-pkcs12',
  buffer: createTestSigner(root, { name, password: 'clave del p12', ...over }),
});

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.p-toast-message').filter({ hasText: text }).first().waitFor();
}

/** What sticks out of the window on the right (empty when the page fits): tag, class and edges. */
async function widerThanWindow(page: Page): Promise<string[]> {
  await settled(page);
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.right > window.innerWidth + 1)
      .slice(0, 6)
      .map(({ el, box }) => `${el.tagName}.${el.className} ${Math.round(box.left)}–${Math.round(box.right)}`),
  );
}

/** Types into a field as a person does: clicks it, erases what it holds, types with pauses. */
async function typeInto(page: Page, field: Locator, text: string, seed: number): Promise<void> {
  await field.click();
  await field.fill('');
  await humanTypist(page, seed).type(field, text, { longPauseMs: 500 });
}

describe('Mi perfil › Certificado digital', () => {
  it('refuses in Spanish what cannot sign, stores a good certificate, shows it, replaces and removes it', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'archivero', '/perfil');
      await heading(page, 'Perfil').waitFor();
      const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Certificado digital' }) });
      const file = panel.locator('#file_base64');
      await file.waitFor();
      const save = panel.getByRole('button', { name: 'Guardar certificado' });
      const fieldError = (id: string) => panel.locator(`#${id}-error`);

      // Too large: refused before sending.
      await file.setInputFiles({
        name: 'enorme.pfx',
        mimeType: 'application/x-pkcs12',
        buffer: Buffer.alloc(70_000, 7),
      });
      expect(await fieldError('file_base64').innerText()).toMatch(/pesa .* como máximo 64 KB/);

      // Corrupt: the server says so.
      await file.setInputFiles({ name: 'dañado.p12', mimeType: 'application/x-pkcs12', buffer: Buffer.from('basura') });
      await typeInto(page, panel.getByLabel('Contraseña del archivo', { exact: true }), 'clave del p12', 11);
      await typeInto(page, panel.getByLabel('PIN de firma (nuevo)', { exact: true }), '271828', 12);
      await typeInto(page, panel.getByLabel('Repita el PIN de firma', { exact: true }), '271829', 13);
      await save.click();
      expect(await fieldError('pin_confirmation').innerText()).toBe(
        'Los dos PIN no coinciden: escríbalo igual en ambos campos.',
      );
      await typeInto(page, panel.getByLabel('Repita el PIN de firma', { exact: true }), '271828', 14);
      await save.click();
      await fieldError('file_base64')
        .getByText('El archivo no es un certificado PKCS#12 (.p12 o .pfx) válido.')
        .waitFor();
      await screenshot(page, 'signatures-profile-corrupt');

      // Wrong password, expired, without DNI.
      await file.setInputFiles(p12('Ana Torres Benítez', { dni: '41234567' }));
      await typeInto(page, panel.getByLabel('Contraseña del archivo', { exact: true }), 'otra clave', 15);
      await save.click();
      await fieldError('password').getByText('La contraseña del certificado no es correcta.').waitFor();
      await typeInto(page, panel.getByLabel('Contraseña del archivo', { exact: true }), 'clave del p12', 16);
      await file.setInputFiles(
        p12('Ana Torres Benítez', {
          dni: '41234567',
          notBefore: new Date(Date.now() - 800 * DAY_MS),
          notAfter: new Date(Date.now() - 30 * DAY_MS),
        }),
      );
      await save.click();
      await fieldError('file_base64')
        .getByText(/^El certificado venció el /)
        .waitFor();
      await file.setInputFiles(p12('Ana Torres Benítez'));
      await save.click();
      await fieldError('file_base64')
        .getByText('El certificado no indica el DNI de su titular: use su certificado de persona natural.')
        .waitFor();

      // A good one.
      await file.setInputFiles(p12('Ana Torres Benítez', { dni: '41234567' }));
      await save.click();
      await toast(page, 'Su certificado digital quedó cargado.');
      const details = panel.locator('.certificate-details');
      await details.waitFor();
      const shown = await details.innerText();
      expect(shown).toContain('Ana Torres Benítez');
      expect(shown).toMatch(/DNI\s+41234567/);
      expect(shown).toContain('Autoridad de Prueba Folio E2E');
      expect(shown).toMatch(/Huella digital \(SHA-256\)\s+([0-9A-F]{2}:){31}[0-9A-F]{2}/);
      await screenshot(page, 'signatures-profile-loaded');

      // Replace it with another (a new PIN), then remove it.
      await panel.getByRole('button', { name: 'Reemplazar' }).click();
      await file.setInputFiles(p12('Ana María Torres Benítez', { dni: '41234567' }));
      await typeInto(page, panel.getByLabel('Contraseña del archivo', { exact: true }), 'clave del p12', 17);
      await typeInto(page, panel.getByLabel('PIN de firma (nuevo)', { exact: true }), '314159', 18);
      await typeInto(page, panel.getByLabel('Repita el PIN de firma', { exact: true }), '314159', 19);
      await panel.getByRole('button', { name: 'Reemplazar certificado' }).click();
      await toast(page, 'Su certificado digital fue reemplazado.');
      await details.getByText('Ana María Torres Benítez').waitFor();

      await page.locator('.p-toast-message').first().waitFor({ state: 'detached' });
      await page.setViewportSize(PHONE);
      expect(await widerThanWindow(page), 'elements wider than the phone').toEqual([]);
      await noHorizontalScroll(page);
      await screenshot(page, 'signatures-profile-phone');

      await panel.getByRole('button', { name: 'Quitar' }).click();
      await page.locator('.p-confirm-dialog-accept').filter({ hasText: 'Quitar' }).click();
      await toast(page, 'Su certificado digital fue quitado.');
      await panel.getByRole('button', { name: 'Guardar certificado' }).waitFor();
    });
  });
});

describe('Panel de control › Firma digital', () => {
  it('adds a trusted root (DER file), refuses a certificate that is not a root, and configures the seal', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', '/signatures');
      await heading(page, 'Firma digital').waitFor();
      const roots = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Raíces de confianza' }) });
      await roots.locator('#root-file').setInputFiles({
        name: 'raiz.cer',
        mimeType: 'application/pkix-cert',
        buffer: root.certificateDer,
      });
      // The browser reads the chosen file in the background before the PEM box shows it.
      await eventually(async () =>
        expect(await roots.getByLabel('O pegue el certificado en formato PEM').inputValue()).toMatch(
          /^-----BEGIN CERTIFICATE-----\n/,
        ),
      );
      await roots.getByRole('button', { name: 'Agregar raíz' }).click();
      await toast(page, '«Autoridad de Prueba Folio E2E» quedó entre las raíces de confianza.');
      await roots
        .getByRole('list', { name: 'Raíces de confianza' })
        .getByText('Autoridad de Prueba Folio E2E')
        .waitFor();

      // A person's certificate is not a root.
      const leaf = readPkcs12(p12('Jorge Salazar', { dni: '40404040' }).buffer, 'clave del p12').certificate;
      const pem = roots.getByLabel('O pegue el certificado en formato PEM');
      await pem.fill(leaf.toString());
      await roots.getByRole('button', { name: 'Agregar raíz' }).click();
      await roots
        .locator('#certificate-error')
        .getByText(/no es una raíz/)
        .waitFor();

      // The seal: a person's certificate has no RUC; the institution's is taken.
      const seal = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Sello de la institución' }) });
      await seal.locator('#file_base64').setInputFiles(p12('Jorge Salazar', { dni: '40404040' }));
      await typeInto(page, seal.getByLabel('Contraseña del archivo', { exact: true }), 'clave del p12', 21);
      await seal.getByRole('button', { name: 'Guardar sello' }).click();
      await seal
        .locator('#file_base64-error')
        .getByText('El certificado no indica el RUC de la institución.')
        .waitFor();
      await seal.locator('#file_base64').setInputFiles(p12('Municipalidad Provincial de Ejemplo', { ruc: RUC }));
      await seal.getByRole('button', { name: 'Guardar sello' }).click();
      await toast(page, 'El sello de la institución quedó configurado.');
      expect(await seal.locator('.certificate-details').innerText()).toMatch(new RegExp(`RUC\\s+${RUC}`));
      await screenshot(page, 'signatures-settings');
    });
  });
});

interface EntryAnswer {
  id: number;
  number: string;
}

/** An entry registered by the front desk for itself, with an entry type made by the administrator if needed. */
async function frontDeskEntry(subject: string): Promise<EntryAnswer> {
  const admin = await apiAs('admin');
  let type = (await admin<{ data: LookupAnswer[] }>('GET', '/api/v1/type-entries/lookup?q=Solicitud')).data[0];
  type ??= (
    await admin<{ data: LookupAnswer }>('POST', '/api/v1/type-entries', {
      code: 'SOL',
      name: 'Solicitud',
      response_days: 5,
    })
  ).data;
  const desk = await apiAs('mesapartes');
  const { data: citizen } = await desk<{ data: { id: number } }>('POST', '/api/v1/citizens', {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: String(45_000_000 + (Date.now() % 1_000_000)),
    names: 'Rosa Elena',
    surnames: 'Quispe Huamán',
  });
  const office = await firstOption(desk, 'offices', 'MP');
  const { data } = await desk<{ data: EntryAnswer }>('POST', '/api/v1/entries', {
    channel: 'presencial',
    type_entry_id: type.id,
    sender_id: citizen.id,
    subject,
    folios: 2,
    destination_office_id: office.id,
  });
  return data;
}

describe('Ingresos › firmas de los PDF adjuntos', () => {
  it('shows «Verificación pendiente», then each signature, and warns in red about the tampered PDF', async () => {
    const admin = await apiAs('admin');
    const { data: trusted } = await admin<{ data: { name: string }[] }>('GET', '/api/v1/trusted-roots');
    if (!trusted.some((r) => r.name === 'Autoridad de Prueba Folio E2E'))
      await admin('POST', '/api/v1/trusted-roots', { certificate: root.certificatePem });
    const material = readPkcs12(p12('Carlos Huamán Rojas', { dni: '42424242' }).buffer, 'clave del p12');
    const signed = Buffer.from(
      await pdfSigner(localKeySigner(material)).sign(await plainPdf(1), { reason: 'Solicito licencia de obra' }),
    );
    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('endstream') - 5;
    tampered[at] = (tampered[at] ?? 0) ^ 1;
    const entry = await frontDeskEntry('Solicitud de licencia con firma digital');

    await withPage(browser, async (page) => {
      await signInAs(page, 'mesapartes', `/entries/${entry.id}`);
      await heading(page, `Ingreso ${entry.number}`).waitFor();
      await page.locator('input[type="file"]').setInputFiles([
        { name: 'solicitud-firmada.pdf', mimeType: 'application/pdf', buffer: signed },
        { name: 'solicitud-alterada.pdf', mimeType: 'application/pdf', buffer: tampered },
      ]);
      const list = page.getByRole('list', { name: 'Archivos adjuntos' });
      await eventually(async () => expect(await list.locator(':scope > li').count()).toBe(2), 15_000);
      const item = (name: string) => list.locator(':scope > li').filter({ hasText: name });
      const pending = list.getByText(/^Verificación pendiente/);
      if (await pending.count()) await screenshot(page, 'signatures-entry-pending');

      const good = item('solicitud-firmada.pdf').getByRole('region', {
        name: 'Firmas digitales de solicitud-firmada.pdf',
      });
      await good.waitFor({ timeout: 90_000 });
      const goodText = await good.innerText();
      expect(goodText).toContain('Carlos Huamán Rojas · DNI 42424242');
      expect(goodText).toContain('Solicito licencia de obra');
      expect(goodText).toContain('Sin cambios desde la firma');
      expect(goodText).toContain('Certificado vigente al firmar');
      expect(goodText).toContain('Emitido por una autoridad de confianza');

      const bad = item('solicitud-alterada.pdf');
      const warning = bad.getByRole('alert');
      await warning.waitFor({ timeout: 90_000 });
      expect(await warning.innerText()).toMatch(
        /^Modificado después de firmar\. Su contenido ya no es el que se firmó/,
      );
      expect(await warning.evaluate((el) => getComputedStyle(el).color)).toMatch(
        /^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/,
      );
      await screenshot(page, 'signatures-entry-panel');
      await page.locator('.p-toast-message').first().waitFor({ state: 'detached' });
      await page.setViewportSize(PHONE);
      expect(await widerThanWindow(page), 'elements wider than the phone').toEqual([]);
      await noHorizontalScroll(page);
      await screenshot(page, 'signatures-entry-panel-phone');
    });

    // The seal configured above (or again now) seals the citizen's cargo: pdfsig agrees; look at it.
    const { data: seal } = await admin<{ data: unknown }>('GET', '/api/v1/institution-seal');
    if (!seal)
      await admin('PUT', '/api/v1/institution-seal', {
        file_base64: p12('Municipalidad Provincial de Ejemplo', { ruc: RUC }).buffer.toString('base64'),
        password: 'clave del p12',
      });
    const { access_token: token } = await apiLogin('mesapartes');
    const cargo = Buffer.from(
      await (
        await fetch(`${baseUrl()}/api/v1/entries/${entry.id}/receipt`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).arrayBuffer(),
    );
    expect(pdfsigVerdicts(cargo)).toEqual(['Signature is Valid.']);
    const file = path.join(SCREENSHOTS, 'signatures-sealed-cargo.pdf');
    fs.writeFileSync(file, cargo);
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(SCREENSHOTS, 'signatures-sealed-cargo')]);
  });
});
