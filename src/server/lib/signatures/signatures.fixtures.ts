/** Helpers of the signature tests: a plain PDF, signers from the test PKI, and pdfsig's verdicts. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readPkcs12 } from './pkcs12';
import { localKeySigner, type PdfSigner, pdfSigner } from './sign';
import { createTestSigner, type TestAuthority } from './test-pki';

export async function plainPdf(pages: number, options: { objectStreams?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage().drawText(`Oficio de prueba, página ${page}`, { x: 60, y: 720, size: 14, font });
  }
  return doc.save({ useObjectStreams: options.objectStreams ?? false });
}

export function testSigner(root: TestAuthority, name: string, dni: string, tsaUrl?: string): PdfSigner {
  const material = readPkcs12(createTestSigner(root, { name, dni, password: 'clave' }), 'clave', { require: 'dni' });
  return pdfSigner(localKeySigner(material), { tsaUrl });
}

/** pdfsig's «Signature Validation» line of each signature, in order. */
export function pdfsigVerdicts(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'folio-pdfsig-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    let output: string;
    try {
      output = execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (error) {
      // pdfsig exits non-zero when a signature is invalid; its report is still on stdout.
      output = String((error as { stdout?: string }).stdout ?? '');
    }
    return [...output.matchAll(/Signature Validation: (.+)/g)].map((match) => match[1]?.trim() ?? '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
