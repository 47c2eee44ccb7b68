/**
 * The institution's seal: an admin uploads a PKCS#12 naming the RUC; its key is kept sealed by
 * the server's secret; the citizen's cargo de recepción goes out sealed and Debian's pdfsig says
 * the seal is valid; without a seal the cargo goes out unsigned. And the attachment list answers,
 * for each PDF, what the background check found in its signatures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadBody } from '../../lib/attachments/test-files';
import { readConfigRow, SEAL_ROW } from '../../lib/settings/config-rows';
import { verifyPdfSignatures } from '../../lib/signatures';
import { pdfsigVerdicts, plainPdf, testSigner } from '../../lib/signatures/signatures.fixtures';
import { createTestRoot, createTestSigner, type TestAuthority } from '../../lib/signatures/test-pki';
import { call, describeEachDatabase } from '../../test/harness';
import { checkPendingPdfs } from '../certificates/certificates.scheduler';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';

let root: TestAuthority;
beforeAll(() => {
  root = createTestRoot();
});

const RUC = '20123456789';
const upload = (p12: Buffer, password: string) => ({ file_base64: p12.toString('base64'), password });

describeEachDatabase('institution seal', (ctx) => {
  let f: EntryFixtures;
  beforeAll(async () => {
    f = await entryFixtures(ctx());
  });

  describe('Configuración › Firma digital', () => {
    it('refuses in Spanish a seal without RUC, a wrong password, a corrupt file; stores a good one sealed', async () => {
      const { app, database } = ctx();
      const put = (body: object) => call(app, 'PUT', '/api/v1/institution-seal', { token: f.tokens.admin, body });
      expect((await call(app, 'GET', '/api/v1/institution-seal', { token: f.tokens.admin })).json()).toEqual({
        data: null,
      });
      const person = createTestSigner(root, { name: 'Jorge Salazar', dni: '40404040', password: 'x' });
      const noRuc = await put(upload(person, 'x'));
      expect(noRuc.statusCode).toBe(422);
      expect(noRuc.json().errors).toEqual({ file_base64: ['El certificado no indica el RUC de la institución.'] });
      const seal = createTestSigner(root, { name: 'Municipalidad de Prueba', ruc: RUC, password: 'sello p12' });
      expect((await put(upload(seal, 'otra'))).json().errors).toEqual({
        password: ['La contraseña del certificado no es correcta.'],
      });
      expect((await put(upload(Buffer.from('no es un certificado'), 'x'))).json().errors.file_base64).toEqual([
        'El archivo no es un certificado PKCS#12 (.p12 o .pfx) válido.',
      ]);
      expect((await put({ file_base64: 'x'.repeat(90_000), password: 'x' })).statusCode).toBe(422);

      const saved = await put(upload(seal, 'sello p12'));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ subject_name: 'Municipalidad de Prueba', ruc: RUC });
      expect(Object.keys(saved.json().data)).not.toContain('key');
      const stored = JSON.stringify((await readConfigRow(database.db, SEAL_ROW)).stored);
      expect(stored).not.toContain('sello p12');
      expect(stored).not.toContain('PRIVATE KEY');
      expect((await call(app, 'GET', '/api/v1/institution-seal', { token: f.tokens.admin })).json().data.ruc).toBe(RUC);
      expect((await call(app, 'GET', '/api/v1/institution-seal', { token: f.tokens.jefe })).statusCode).toBe(403);
    });

    it('seals the cargo de recepción: pdfsig and Folio agree it is valid; without a seal it goes unsigned', async () => {
      const { app } = ctx();
      const entry = await f.register({ destination_office_id: f.ids.GAF, subject: 'Cargo sellado' });
      const receipt = async () =>
        (await call(app, 'GET', `/api/v1/entries/${entry.id}/receipt`, { token: f.tokens.mesapartes })).rawPayload;
      const sealed = await receipt();
      expect(pdfsigVerdicts(sealed)).toEqual(['Signature is Valid.']);
      expect(await verifyPdfSignatures(sealed, [root.certificatePem])).toMatchObject([
        { intact: true, trusted: true, reason: 'Cargo de recepción', signer: { ruc: RUC } },
      ]);

      const removed = await call(app, 'DELETE', '/api/v1/institution-seal', { token: f.tokens.admin });
      expect(removed.statusCode).toBe(204);
      expect((await call(app, 'DELETE', '/api/v1/institution-seal', { token: f.tokens.admin })).statusCode).toBe(404);
      expect(pdfsigVerdicts(await receipt())).toEqual([]);
    });
  });

  it('answers each attached PDF with its signature check: pending, then signed or altered; other files none', async () => {
    const { app, database } = ctx();
    const entry = await f.register({ destination_office_id: f.ids.MP, subject: 'Anexos firmados' });
    const signed = Buffer.from(
      await testSigner(root, 'Remitente Externo', '50505050').sign(await plainPdf(1), { reason: 'Solicito atención' }),
    );
    const altered = Buffer.from(signed);
    const at = altered.indexOf('endstream') - 5;
    altered[at] = (altered[at] ?? 0) ^ 1;
    const body = uploadBody([
      { filename: 'firmado.pdf', content: signed },
      { filename: 'alterado.pdf', content: altered },
    ]);
    const posted = await app.inject({
      method: 'POST',
      url: `/api/v1/entries/${entry.id}/attachments`,
      headers: { authorization: `Bearer ${f.tokens.mesapartes}`, ...body.headers },
      payload: body.payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(
      posted.json().data.map((file: { signature_check: { status: string } }) => file.signature_check.status),
    ).toEqual(['pending', 'pending']);
    await checkPendingPdfs(database.db, app.files);
    const list = await call(app, 'GET', `/api/v1/entries/${entry.id}/attachments`, { token: f.tokens.mesapartes });
    expect(list.statusCode).toBe(200);
    const [good, bad] = list.json().data;
    expect(good.signature_check).toMatchObject({
      status: 'checked',
      signatures: [
        { intact: true, reason: 'Solicito atención', signer: { name: 'Remitente Externo', dni: '50505050' } },
      ],
    });
    expect(bad.signature_check.signatures).toMatchObject([{ intact: false }]);
  });

  it('sends every checked PDF back to the check when a trusted root is added or removed', async () => {
    const { app, database } = ctx();
    await checkPendingPdfs(database.db, app.files);
    const entry = await f.register({ destination_office_id: f.ids.MP, subject: 'Raíz nueva' });
    const signed = Buffer.from(
      await testSigner(root, 'Remitente Externo', '50505050').sign(await plainPdf(1), { reason: 'Solicito' }),
    );
    const body = uploadBody([{ filename: 'firmado.pdf', content: signed }]);
    await app.inject({
      method: 'POST',
      url: `/api/v1/entries/${entry.id}/attachments`,
      headers: { authorization: `Bearer ${f.tokens.mesapartes}`, ...body.headers },
      payload: body.payload,
    });
    await checkPendingPdfs(database.db, app.files);
    const check = async () =>
      (await call(app, 'GET', `/api/v1/entries/${entry.id}/attachments`, { token: f.tokens.mesapartes })).json().data[0]
        .signature_check;
    expect(await check()).toMatchObject({ status: 'checked', signatures: [{ trusted: false }] });

    const added = await call(app, 'POST', '/api/v1/trusted-roots', {
      token: f.tokens.admin,
      body: { certificate: root.certificatePem },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await check()).toMatchObject({ status: 'pending', signatures: [] });
    await checkPendingPdfs(database.db, app.files);
    expect(await check()).toMatchObject({ status: 'checked', signatures: [{ trusted: true }] });

    await call(app, 'DELETE', `/api/v1/trusted-roots/${added.json().data.id}`, { token: f.tokens.admin });
    expect((await check()).status).toBe('pending');
  });
});
