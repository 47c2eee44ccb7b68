/** The extraction itself, in its child process, on files made here: text layer, scans, limits, bad files. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { extractText } from './extract';
import { scannedPage, scannedPdf, textPdf } from './scans';
import { readerOf, until, waitingReaders } from './text.fixtures';

const options = (contentType: string, over: Partial<{ maxPages: number; pageSeconds: number }> = {}) => ({
  contentType,
  maxPages: 200,
  pageSeconds: 120,
  // Both cores are busy while the tests run: a child at nice 19 would wait for them
  // (background-priority.test.ts checks the class).
  priority: 'normal' as const,
  sha256: 'a'.repeat(64),
  ...over,
});
const words = (text: string) => text.toLowerCase();

describe('attachment text extraction', { timeout: 180_000 }, () => {
  it('reads a PDF text layer page by page, and OCRs the pages that are scans', async () => {
    const pdf = await textPdf([
      'Informe que cita la Ley 27444 articulo 20',
      'Segunda hoja del expediente de Pilcomayo',
    ]);
    const layer = await extractText(pdf, options('application/pdf'));
    expect(layer.outcome).toEqual({ state: 'listo' });
    expect(layer.pages.map((p) => [p.page, p.ocr])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(layer.pages[1]!.text).toContain('Pilcomayo');

    const scan = await extractText(
      await scannedPdf(['Resolución sobre el lote 23 en Chilca']),
      options('application/pdf'),
    );
    expect(scan.outcome).toEqual({ state: 'listo' });
    expect(scan.pages[0]!.ocr).toBe(true);
    expect(words(scan.pages[0]!.text)).toContain('chilca');
  });

  it('OCRs a scanned image in Spanish, straight or turned on the scanner', async () => {
    const lines = ['Municipalidad de Huancayo', 'Licencia de funcionamiento del mercado'];
    for (const degrees of [0, 4]) {
      const { outcome, pages } = await extractText(scannedPage(lines, degrees), options('image/png'));
      expect(outcome).toEqual({ state: 'listo' });
      expect(words(pages[0]!.text)).toContain('huancayo');
      expect(words(pages[0]!.text)).toContain('funcionamiento');
    }
  });

  it('reads the next file in the child that read the last one, and replaces a child a broken file ended', async () => {
    const scan = (word: string) => scannedPage([`Constancia de posesión ${word}`]);
    expect((await extractText(scan('Ayacucho'), options('image/png'))).pages[0]!.text).toContain('Ayacucho');
    const [reader] = await until(
      async () => ((await waitingReaders()).length === 1 ? waitingReaders() : undefined),
      'a waiting reader',
    );
    expect((await extractText(scan('Tarapoto'), options('image/png'))).pages[0]!.text).toContain('Tarapoto');
    expect(await waitingReaders()).toEqual([reader]);

    const corrupt = scannedPage(['texto']).subarray(0, 60);
    expect((await extractText(corrupt, options('image/png'))).outcome.state).toBe('error');
    await until(async () => ((await waitingReaders()).length === 0 ? true : undefined), 'the broken reader gone');
    expect((await extractText(scan('Moquegua'), options('image/png'))).pages[0]!.text).toContain('Moquegua');
    expect(await waitingReaders()).not.toContain(reader);
  });

  it('answers a clear state for a file over the page limit, a corrupt PDF or image, and a page too slow', async () => {
    const pdf = await textPdf(['uno', 'dos', 'tres']);
    expect((await extractText(pdf, options('application/pdf', { maxPages: 2 }))).outcome).toEqual({
      state: 'sin_texto',
      reason: 'Excede el límite de 2 páginas (tiene 3).',
    });
    expect((await extractText(Buffer.from('%PDF-1.7 roto'), options('application/pdf'))).outcome.state).toBe('error');
    const corrupt = Buffer.concat([scannedPage(['texto']).subarray(0, 60)]);
    expect((await extractText(corrupt, options('image/png'))).outcome).toEqual({
      state: 'error',
      reason: 'El archivo está dañado o no se puede leer.',
    });
    const slow = await extractText(scannedPage(['Una página que tarda']), options('image/png', { pageSeconds: 0.05 }));
    expect(slow.outcome).toEqual({ state: 'error', reason: 'Una página tardó más de 0.05 segundos en leerse.' });
  });

  it('does not count the time a child waits for a core against its page limit', async () => {
    // A stopped child uses no processor, as one starved on a busy machine: it outlives the limit.
    const sha256 = 'b'.repeat(64);
    const reading = extractText(await textPdf(['Acta de la sesión del concejo']), {
      ...options('application/pdf', { pageSeconds: 3 }),
      sha256,
    });
    const pid = await until(() => readerOf(sha256), 'the child reading the file');
    process.kill(pid, 'SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 4500));
    process.kill(pid, 'SIGCONT');
    const read = await reading;
    expect(read.outcome).toEqual({ state: 'listo' });
    expect(read.pages[0]!.text).toContain('concejo');
  });

  it('says a PDF that needs a password to open has no text for Folio, and reads one only restricted by its owner', async () => {
    const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));
    const locked = await extractText(await fixture('user-password.pdf'), options('application/pdf'));
    expect(locked).toMatchObject({
      outcome: { state: 'sin_texto', reason: 'El PDF está protegido con contraseña.' },
      pages: [],
    });
    const restricted = await extractText(await fixture('owner-password.pdf'), options('application/pdf'));
    expect(restricted.outcome).toEqual({ state: 'listo' });
    expect(restricted.pages[0]!.text).toContain('lote 23 en Chilca');
  });
});
