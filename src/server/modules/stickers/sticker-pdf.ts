/**
 * Renders a sticker as a one-page PDF of exactly the template's size, for the designer's test
 * print and for the stickers of real entries. Barcode (Code 128, by bwip-js) and QR (by qrcode)
 * are drawn as vector rectangles, so they stay sharp on any printer.
 */
import type { Sticker, StickerData } from '@shared/schemas/stickers';
import { TIME_ZONE } from '@shared/working-days';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** PDF points per millimetre. */
export const POINTS_PER_MM = 72 / 25.4;
const GAP = 1.5 * POINTS_PER_MM;
/** Code 128 needs ten modules of blank space on each side to scan. */
const QUIET_ZONE_MODULES = 10;
const MAX_MODULE_WIDTH = 0.5 * POINTS_PER_MM;

const RECEIVED_AT = new Intl.DateTimeFormat('es-PE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Doc = PDFKit.PDFDocument;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function drawQr(doc: Doc, text: string, { x, y, width }: Box): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = width / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill('black');
}

function drawCode128(doc: Doc, text: string, { x, y, width, height }: Box): void {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js returned no Code 128 bars');
  const modules = symbol.sbs.reduce((sum, w) => sum + w, 0) + 2 * QUIET_ZONE_MODULES;
  const unit = Math.min(width / modules, MAX_MODULE_WIDTH);
  let cursor = x + QUIET_ZONE_MODULES * unit;
  symbol.sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cursor, y, w * unit, height);
    cursor += w * unit;
  });
  doc.fill('black');
}

/** The text cut with an ellipsis so that it fits `width` on one line in the current font. */
function fitLine(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end).trimEnd()}…`) > width) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** The smallest size the number may shrink to before it is cut instead. */
const MIN_NUMBER_SIZE = 4;

const excerpt = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

interface Line {
  text: string;
  bold?: boolean;
  size?: number;
  /** Shrinks the font to fit rather than cutting the text (the number must be read whole). */
  shrink?: boolean;
}

/** The sticker's one-line fields in print order; those the template hides or the document lacks are left out. */
function lines(sticker: Sticker, data: StickerData): Line[] {
  const { fields } = sticker;
  const labelled = (show: boolean, label: string, value: string | number | null): Line[] =>
    show && value !== null && value !== '' ? [{ text: `${label}: ${value}` }] : [];
  return [
    ...(fields.institution ? [{ text: data.institution, bold: true }] : []),
    ...(fields.number ? [{ text: data.number, bold: true, size: sticker.font_size * 1.3, shrink: true }] : []),
    ...labelled(fields.received_at, 'Recibido', RECEIVED_AT.format(new Date(data.received_at)).replace(',', '')),
    ...labelled(fields.folios, 'Folios', data.folios),
    ...labelled(fields.sender, 'Remitente', data.sender),
    ...labelled(fields.destination_office, 'Destino', data.destination_office),
    ...labelled(fields.received_by, 'Recibido por', data.received_by),
  ];
}

export async function renderStickerPdf(sticker: Sticker, data: StickerData): Promise<Buffer> {
  const width = sticker.width_mm * POINTS_PER_MM;
  const height = sticker.height_mm * POINTS_PER_MM;
  const margin = sticker.margin_mm * POINTS_PER_MM;
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    info: { Title: `Sticker ${data.number}`, Creator: 'Folio' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const inner: Box = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  let textWidth = inner.width;
  if (sticker.qr) {
    const side = Math.min(inner.height, inner.width * 0.4);
    drawQr(doc, data.verification_url, { x: inner.x + inner.width - side, y: inner.y, width: side, height: side });
    textWidth -= side + GAP;
  }
  let textBottom = inner.y + inner.height;
  if (sticker.barcode) {
    const barHeight = Math.min(Math.max(inner.height * 0.25, 4 * POINTS_PER_MM), 12 * POINTS_PER_MM);
    drawCode128(doc, data.number, { x: inner.x, y: textBottom - barHeight, width: textWidth, height: barHeight });
    textBottom -= barHeight + GAP / 2;
  }

  let y = inner.y;
  for (const line of lines(sticker, data)) {
    const size = line.size ?? sticker.font_size;
    doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const overflow = doc.widthOfString(line.text) / textWidth;
    if (line.shrink && overflow > 1) doc.fontSize(Math.max(MIN_NUMBER_SIZE, size / overflow));
    const lineHeight = doc.currentLineHeight(true);
    if (y + lineHeight > textBottom) break;
    doc.text(fitLine(doc, line.text, textWidth), inner.x, y, { lineBreak: false });
    y += lineHeight;
  }
  if (sticker.fields.subject && data.subject) {
    doc.font('Helvetica').fontSize(sticker.font_size);
    if (y + doc.currentLineHeight(true) <= textBottom) {
      doc.text(`Asunto: ${excerpt(data.subject, sticker.subject_length)}`, inner.x, y, {
        width: textWidth,
        height: textBottom - y,
        ellipsis: true,
      });
    }
  }
  doc.end();
  return finished;
}
