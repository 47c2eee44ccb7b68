/** A PDF's text as `pdftotext -layout` reads it (poppler-utils), for tests that check what a printout says. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function pdfText(bytes: Buffer | Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'folio-pdf-')), 'document.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}
