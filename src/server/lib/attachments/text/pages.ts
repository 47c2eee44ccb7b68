/**
 * The pages of a file as text: a PDF's own text layer, OCR of its pages without one and of
 * images, the text of office files. Runs inside the extraction's child process (child.ts).
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { Recogniser } from './ocr';
import type { ChildMessage, ExtractionOutcome, ExtractionRequest } from './protocol';

type Emit = (message: ChildMessage) => void;

/** A page whose text layer has fewer letters than this is a scan: it is read by OCR. */
const MIN_LAYER_LETTERS = 20;
/** Images OCR reads as they are (tesseract's own decoders). */
const IMAGES = new Set(['image/png', 'image/jpeg', 'image/tiff']);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').length;
const withoutText: ExtractionOutcome = { state: 'sin_texto', reason: 'El archivo no contiene texto legible.' };

async function pdfPages(bytes: Uint8Array, maxPages: number, emit: Emit, ocr: Recogniser): Promise<ExtractionOutcome> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(bytes);
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException')
      return { state: 'sin_texto', reason: 'El PDF está protegido con contraseña.' };
    return { state: 'error', reason: 'El PDF está dañado o no se puede leer.' };
  }
  if (pdf.numPages > maxPages)
    return { state: 'sin_texto', reason: `Excede el límite de ${maxPages} páginas (tiene ${pdf.numPages}).` };
  let found = false;
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      const scanned = letters(text) < MIN_LAYER_LETTERS;
      if (scanned) {
        emit({ type: 'progress' });
        const image = await renderPageAsImage(pdf, number, { canvasImport: () => import('@napi-rs/canvas'), scale: 2 });
        text = await ocr.read(new Uint8Array(image));
      }
      found ||= letters(text) > 0;
      emit({ type: 'page', page: number, text: text.trim(), ocr: scanned });
    }
  } finally {
    await pdf.loadingTask.destroy();
  }
  return found ? { state: 'listo' } : withoutText;
}

async function imagePage(bytes: Uint8Array, emit: Emit, ocr: Recogniser): Promise<ExtractionOutcome> {
  try {
    const text = await ocr.read(bytes);
    emit({ type: 'page', page: 1, text: text.trim(), ocr: true });
    return letters(text) > 0 ? { state: 'listo' } : withoutText;
  } catch {
    return { state: 'error', reason: 'La imagen está dañada o no se puede leer.' };
  }
}

async function officePages(bytes: Uint8Array, contentType: string, emit: Emit): Promise<ExtractionOutcome> {
  const buffer = Buffer.from(bytes);
  const pages: string[] = [];
  try {
    if (contentType === DOCX) pages.push((await mammoth.extractRawText({ buffer })).value);
    else {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(buffer as unknown as ArrayBuffer);
      book.eachSheet((sheet) => {
        const lines: string[] = [];
        sheet.eachRow((row) => {
          lines.push(
            (row.values as unknown[])
              .filter((value) => value !== null && value !== undefined)
              .map((value) => (typeof value === 'object' ? ((value as { text?: string }).text ?? '') : String(value)))
              .join(' '),
          );
        });
        pages.push(lines.join('\n'));
      });
    }
  } catch {
    return { state: 'error', reason: 'El documento está dañado o no se puede leer.' };
  }
  for (const [index, text] of pages.entries()) emit({ type: 'page', page: index + 1, text: text.trim(), ocr: false });
  return pages.some((text) => letters(text) > 0) ? { state: 'listo' } : withoutText;
}

/** Emits each page's text and answers how extraction ended; never throws for a bad file. */
export async function extractPages(
  request: ExtractionRequest,
  emit: Emit,
  ocr: Recogniser,
): Promise<ExtractionOutcome> {
  const bytes = new Uint8Array(await readFile(request.path));
  if (request.contentType === 'application/pdf') return pdfPages(bytes, request.maxPages, emit, ocr);
  if (IMAGES.has(request.contentType)) return imagePage(bytes, emit, ocr);
  if (request.contentType === DOCX || request.contentType === XLSX)
    return officePages(bytes, request.contentType, emit);
  return { state: 'sin_texto', reason: 'Este tipo de archivo no tiene extracción de texto.' };
}
