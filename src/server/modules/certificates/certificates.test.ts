import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { attachments, loginThrottles, trustedRoots, userCertificates, users } from '../../db/schema';
import { pdfSignatureResults } from '../../lib/attachments/signature-checks';
import { verifyPdfSignatures } from '../../lib/signatures';
import { pdfsigVerdicts, plainPdf, testSigner } from '../../lib/signatures/signatures.fixtures';
import { createTestRoot, createTestSigner, type TestAuthority } from '../../lib/signatures/test-pki';
import { call, describeEachDatabase, login } from '../../test/harness';
import { checkPendingPdfs } from './certificates.scheduler';
import { pinThrottleKey, trustedRootsPem, unlockSigner } from './certificates.service';

let root: TestAuthority;
beforeAll(() => {
  root = createTestRoot();
});

const upload = (p12: Buffer, password: string, pin: string) => ({ file_base64: p12.toString('base64'), password, pin });

describeEachDatabase('certificates', (ctx) => {
  it('stores a signer certificate sealed by their PIN, and signs with it only with that PIN', async () => {
    const { app, database } = ctx();
    const token = await login(app, 'jefe');
    const p12 = createTestSigner(root, { name: 'Jorge Salazar Núñez', dni: '40404040', password: 'clave p12' });
    const res = await call(app, 'PUT', '/api/v1/profile/certificate', {
      token,
      body: upload(p12, 'clave p12', '246810'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ subject_name: 'Jorge Salazar Núñez', dni: '40404040' });
    expect((await call(app, 'GET', '/api/v1/profile/certificate', { token })).json().data.dni).toBe('40404040');
    const [user] = await database.db.select().from(users).where(eq(users.username, 'jefe'));
    const [row] = await database.db
      .select()
      .from(userCertificates)
      .where(eq(userCertificates.user_id, user?.id ?? 0));
    expect(JSON.stringify(row)).not.toContain('246810');
    expect(JSON.stringify(row)).not.toContain('clave p12');

    const wrong = await call(app, 'POST', '/api/v1/profile/certificate/check-pin', { token, body: { pin: '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ pin: ['El PIN de firma no es correcto.'] });
    const ok = await call(app, 'POST', '/api/v1/profile/certificate/check-pin', { token, body: { pin: '246810' } });
    expect(ok.json().data).toEqual({ ok: true });

    const signer = await unlockSigner(database.db, user?.id ?? 0, '246810');
    const signed = await signer.sign(await plainPdf(1), { reason: 'Soy el autor del documento' });
    expect(pdfsigVerdicts(signed)).toEqual(['Signature is Valid.']);
    expect(await verifyPdfSignatures(signed, [root.certificatePem])).toMatchObject([
      { intact: true, trusted: true, signer: { dni: '40404040' } },
    ]);
  });

  it('throttles wrong PINs like a login', async () => {
    const { app, database } = ctx();
    const token = await login(app, 'jefe');
    const p12 = createTestSigner(root, { name: 'Jorge Salazar', dni: '40404040', password: 'x' });
    await call(app, 'PUT', '/api/v1/profile/certificate', { token, body: upload(p12, 'x', '13579111') });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await call(app, 'POST', '/api/v1/profile/certificate/check-pin', {
        token,
        body: { pin: 'incorrecto' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const [user] = await database.db.select().from(users).where(eq(users.username, 'jefe'));
    await database.db.delete(loginThrottles).where(eq(loginThrottles.key, pinThrottleKey(user?.id ?? 0)));
  });

  it('refuses in Spanish what cannot sign', async () => {
    const { app } = ctx();
    const token = await login(app, 'jefe');
    const put = (body: object) => call(app, 'PUT', '/api/v1/profile/certificate', { token, body });
    const good = createTestSigner(root, { name: 'Jorge', dni: '40404040', password: 'x' });
    expect((await put(upload(good, 'y', '123456'))).json().errors).toEqual({
      password: ['La contraseña del certificado no es correcta.'],
    });
    expect((await put(upload(Buffer.from('basura'), 'x', '123456'))).json().errors.file_base64).toEqual([
      'El archivo no es un certificado PKCS#12 (.p12 o .pfx) válido.',
    ]);
    const noDni = createTestSigner(root, { name: 'Sin DNI', password: 'x' });
    expect((await put(upload(noDni, 'x', '123456'))).json().errors.file_base64[0]).toMatch(/no indica el DNI/);
    const expired = createTestSigner(root, {
      name: 'Vencido',
      dni: '40404040',
      password: 'x',
      notBefore: new Date('2020-01-01T00:00:00Z'),
      notAfter: new Date('2021-01-31T12:00:00Z'),
    });
    expect((await put(upload(expired, 'x', '123456'))).json().errors.file_base64).toEqual([
      'El certificado venció el 31 de enero de 2021.',
    ]);
    const oversized = await put({ file_base64: 'A'.repeat(90_000), password: 'x', pin: '123456' });
    expect(oversized.statusCode).toBe(422);
    expect((await put(upload(good, 'x', '12'))).json().errors.pin).toEqual([
      'El PIN debe tener al menos 6 caracteres.',
    ]);
  });

  it('lets an admin add, list and remove trusted roots, refusing what is not a root', async () => {
    const { app, database } = ctx();
    const token = await login(app, 'admin');
    const added = await call(app, 'POST', '/api/v1/trusted-roots', {
      token,
      body: { certificate: root.certificatePem },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.name).toBe('Folio Autoridad de Certificación de Prueba');
    const again = await call(app, 'POST', '/api/v1/trusted-roots', {
      token,
      body: { certificate: root.certificatePem },
    });
    expect(again.json().errors.certificate).toEqual(['Esta raíz ya está entre las de confianza.']);
    const garbage = await call(app, 'POST', '/api/v1/trusted-roots', { token, body: { certificate: 'hola' } });
    expect(garbage.statusCode).toBe(422);
    expect(await trustedRootsPem(database.db)).toEqual([expect.stringContaining('BEGIN CERTIFICATE')]);
    const list = await call(app, 'GET', '/api/v1/trusted-roots', { token });
    expect(list.json().data).toHaveLength(1);
    expect((await call(app, 'DELETE', `/api/v1/trusted-roots/${added.json().data.id}`, { token })).statusCode).toBe(
      204,
    );
    expect((await call(app, 'DELETE', `/api/v1/trusted-roots/${added.json().data.id}`, { token })).statusCode).toBe(
      404,
    );
  });

  it('checks attached PDFs in the background: a signed one, a tampered one, one without signatures', async () => {
    const { app, database } = ctx();
    const signed = Buffer.from(
      await testSigner(root, 'Remitente Externo', '50505050').sign(await plainPdf(1), {
        reason: 'Soy el autor del documento',
      }),
    );
    const altered = Buffer.from(signed);
    const at = altered.indexOf('endstream') - 5;
    altered[at] = (altered[at] ?? 0) ^ 1;
    const plain = Buffer.from(await plainPdf(1));
    const stored = await Promise.all([signed, altered, plain].map((content) => app.files.put(content)));
    await database.db.insert(trustedRoots).values({
      name: 'Raíz de prueba',
      fingerprint: 'prueba-background',
      certificate_pem: root.certificatePem,
      valid_to: new Date(Date.now() + 86_400_000),
    });
    await database.db.insert(attachments).values(
      stored.map((file, index) => ({
        owner_type: 'entries',
        owner_id: 1,
        sha256: file.sha256,
        original_name: `anexo-${index}.pdf`,
        content_type: 'application/pdf',
        size: 1,
      })),
    );
    expect((await checkPendingPdfs(database.db, app.files)).checked).toBeGreaterThanOrEqual(3);
    expect(await checkPendingPdfs(database.db, app.files)).toEqual({ checked: 0 });
    const results = await pdfSignatureResults(
      database.db,
      stored.map((file) => file.sha256),
    );
    expect(results.get(stored[0]?.sha256 ?? '')?.signatures).toMatchObject([
      { intact: true, trusted: true, signer: { dni: '50505050' } },
    ]);
    expect(results.get(stored[1]?.sha256 ?? '')?.signatures).toMatchObject([{ intact: false }]);
    expect(results.get(stored[2]?.sha256 ?? '')?.signatures).toEqual([]);
  });
});
