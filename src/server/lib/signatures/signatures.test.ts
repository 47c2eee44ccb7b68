import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CertificateError, readPkcs12 } from './pkcs12';
import { pdfsigVerdicts, plainPdf, testSigner } from './signatures.fixtures';
import { createTestRoot, createTestSigner, type TestAuthority } from './test-pki';
import { verifyPdfSignatures } from './verify';

const VALID = 'Signature is Valid.';
let root: TestAuthority;

beforeAll(() => {
  root = createTestRoot();
});

async function signedInSequence(pdf: Uint8Array): Promise<Uint8Array> {
  let signed = pdf;
  signed = await testSigner(root, 'Luis Ramírez Abogado', '11111111').sign(signed, { reason: 'Doy V° B°' });
  signed = await testSigner(root, 'María Núñez Jefa OAJ', '22222222').sign(signed, { reason: 'Doy V° B°' });
  return testSigner(root, 'Ana Pérez Directora', '33333333').sign(signed, { reason: 'Soy el autor del documento' });
}

/** Flips one byte of the first page's text, inside every signature's range. */
function tampered(pdf: Uint8Array): Uint8Array {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('endstream') - 5;
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}

describe('PAdES signatures checked by pdfsig and by Folio', () => {
  it.each([
    ['a cross-reference table', false],
    ['object and cross-reference streams', true],
  ])(
    'every signature of a triply signed PDF with %s is valid, each over its own revision',
    async (_, objectStreams) => {
      const signed = await signedInSequence(await plainPdf(2, { objectStreams }));
      expect(pdfsigVerdicts(signed)).toEqual([VALID, VALID, VALID]);
      const checks = await verifyPdfSignatures(signed, [root.certificatePem]);
      expect(checks.map((check) => [check.signer?.name, check.signer?.dni, check.reason])).toEqual([
        ['Luis Ramírez Abogado', '11111111', 'Doy V° B°'],
        ['María Núñez Jefa OAJ', '22222222', 'Doy V° B°'],
        ['Ana Pérez Directora', '33333333', 'Soy el autor del documento'],
      ]);
      expect(checks.map((check) => [check.intact, check.certificateValidAtSigning, check.trusted])).toEqual([
        [true, true, true],
        [true, true, true],
        [true, true, true],
      ]);
      expect(checks.map((check) => check.coversWholeDocument)).toEqual([false, false, true]);
    },
  );

  it('a byte-modified copy is invalid for pdfsig and for Folio', async () => {
    const altered = tampered(await signedInSequence(await plainPdf(2)));
    expect(pdfsigVerdicts(altered).filter((verdict) => verdict === VALID)).toEqual([]);
    expect(pdfsigVerdicts(altered)).toHaveLength(3);
    const checks = await verifyPdfSignatures(altered, [root.certificatePem]);
    expect(checks.map((check) => check.intact)).toEqual([false, false, false]);
  });

  it('a signature is trusted only with its root, and the signing time falls in the certificate', async () => {
    const signed = await testSigner(root, 'Ana Pérez Directora', '33333333').sign(await plainPdf(1), {
      reason: 'Soy el autor del documento',
    });
    const [check] = await verifyPdfSignatures(signed, [createTestRoot('Otra autoridad').certificatePem]);
    expect(check).toMatchObject({ intact: true, trusted: false, certificateValidAtSigning: true, timestamped: false });
    expect(Math.abs(Date.parse(check?.signedAt ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('agrees with pdfsig on PDFs signed by other tools (node-forge PKCS#7 and openssl cms)', async () => {
    // forge's PKCS#7 encodes an accented issuer name twice (docs/signatures.md): an ASCII root here.
    const otherRoot = createTestRoot('Autoridad de Prueba Externa');
    const p12 = createTestSigner(otherRoot, { name: 'Otro Sistema', dni: '44444444', password: 'clave' });
    const material = readPkcs12(p12, 'clave');
    const dir = mkdtempSync(join(tmpdir(), 'folio-openssl-'));
    try {
      writeFileSync(join(dir, 'cert.pem'), material.certificate.toString());
      writeFileSync(join(dir, 'key.pem'), material.privateKey.export({ type: 'pkcs8', format: 'pem' }));
      class OpensslSigner extends Signer {
        override async sign(content: Buffer): Promise<Buffer> {
          writeFileSync(join(dir, 'content.bin'), content);
          execFileSync('openssl', [
            ...['cms', '-sign', '-binary', '-outform', 'DER', '-md', 'sha256'],
            ...['-in', join(dir, 'content.bin'), '-signer', join(dir, 'cert.pem'), '-inkey', join(dir, 'key.pem')],
            ...['-out', join(dir, 'cms.der')],
          ]);
          return readFileSync(join(dir, 'cms.der'));
        }
      }
      for (const signer of [new P12Signer(p12, { passphrase: 'clave' }), new OpensslSigner()]) {
        const doc = await PDFDocument.load(await plainPdf(1));
        pdflibAddPlaceholder({ pdfDoc: doc, reason: 'Firma externa', contactInfo: '', name: 'Otro', location: 'Lima' });
        const signed = await new SignPdf().sign(Buffer.from(await doc.save({ useObjectStreams: false })), signer);
        expect(pdfsigVerdicts(signed)).toEqual([VALID]);
        expect(await verifyPdfSignatures(signed, [otherRoot.certificatePem])).toMatchObject([
          { intact: true, trusted: true, reason: 'Firma externa', signer: { name: 'Otro Sistema', dni: '44444444' } },
        ]);
        const altered = tampered(signed);
        expect(pdfsigVerdicts(altered)).not.toEqual([VALID]);
        expect(await verifyPdfSignatures(altered, [otherRoot.certificatePem])).toMatchObject([{ intact: false }]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a PDF without signatures, or not a PDF at all, has no signature to show', async () => {
    expect(await verifyPdfSignatures(await plainPdf(1))).toEqual([]);
    expect(await verifyPdfSignatures(Buffer.from('no soy un PDF'))).toEqual([]);
  });
});

describe('reading a PKCS#12', () => {
  const message = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof CertificateError) return error.message;
      throw error;
    }
    return null;
  };

  it('reads the key, the chain and who the certificate names', () => {
    const material = readPkcs12(
      createTestSigner(root, { name: 'Ana Pérez', dni: '12345678', password: 'ñandú 1' }),
      'ñandú 1',
      {
        require: 'dni',
      },
    );
    expect(material.identity).toEqual({ name: 'Ana Pérez', dni: '12345678', ruc: null });
    expect(material.chain).toHaveLength(2);
  });

  it('refuses with a clear Spanish message what cannot sign', () => {
    const good = createTestSigner(root, { name: 'Ana Pérez', dni: '12345678', password: 'clave' });
    expect(message(() => readPkcs12(good, 'otra'))).toBe('La contraseña del certificado no es correcta.');
    expect(message(() => readPkcs12(Buffer.from('%PDF-1.7 no es un certificado'), 'clave'))).toBe(
      'El archivo no es un certificado PKCS#12 (.p12 o .pfx) válido.',
    );
    expect(message(() => readPkcs12(good.subarray(0, good.length - 40), 'clave'))).toMatch(
      /no es un certificado PKCS#12/,
    );
    expect(message(() => readPkcs12(Buffer.alloc(70 * 1024, 1), 'clave'))).toMatch(/pesa más de 64 KB/);
    expect(message(() => readPkcs12(Buffer.alloc(0), 'clave'))).toBe('El archivo del certificado está vacío.');
    const expired = createTestSigner(root, {
      name: 'Vencido',
      dni: '12345678',
      password: 'clave',
      notBefore: new Date('2020-01-01T00:00:00Z'),
      notAfter: new Date('2021-06-30T12:00:00Z'),
    });
    expect(message(() => readPkcs12(expired, 'clave'))).toBe('El certificado venció el 30 de junio de 2021.');
    const withoutDni = createTestSigner(root, { name: 'Sin DNI', password: 'clave' });
    expect(message(() => readPkcs12(withoutDni, 'clave', { require: 'dni' }))).toMatch(/no indica el DNI/);
    expect(message(() => readPkcs12(withoutDni, 'clave', { require: 'ruc' }))).toMatch(/no indica el RUC/);
    const seal = createTestSigner(root, { name: 'Municipalidad de Prueba', ruc: '20123456789', password: 'clave' });
    expect(readPkcs12(seal, 'clave', { require: 'ruc' }).identity.ruc).toBe('20123456789');
  });
});
