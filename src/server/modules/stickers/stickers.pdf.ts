/**
 * Renders stickers as PDF pages of exactly the template's size, for the designer's test
 * print and for the stickers of real entries, drawing the layout the preview draws
 * (src/shared/sticker-layout.ts). Barcode (Code 128, by bwip-js) and QR (by qrcode) are vector
 * rectangles, so they stay sharp on any printer.
 */
import type { Sticker, StickerData } from '@shared/schemas/stickers';
import {
  type Box,
  barRects,
  POINTS_PER_MM,
  printedLines,
  QR_QUIET_MODULES,
  stickerLayout,
} from '@shared/sticker-layout';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { pdfBytes } from '../../lib/export/printout';

export { POINTS_PER_MM };

type Doc = PDFKit.PDFDocument;

const pt = (mm: number) => mm * POINTS_PER_MM;

function drawQr(doc: Doc, text: string, { x, y, width }: Box): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = pt(width) / (modules.size + 2 * QR_QUIET_MODULES);
  const left = pt(x) + QR_QUIET_MODULES * cell;
  const top = pt(y) + QR_QUIET_MODULES * cell;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(left + col * cell, top + row * cell, cell, cell);
    }
  }
  doc.fill('black');
}

function drawCode128(doc: Doc, text: string, box: Box): void {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js returned no Code 128 bars');
  for (const bar of barRects(symbol.sbs, box))
    doc.rect(pt(box.x + bar.x), pt(box.y + bar.y), pt(bar.width), pt(bar.height));
  doc.fill('black');
}

export function renderStickerPdf(sticker: Sticker, data: StickerData): Promise<Buffer> {
  return renderStickersPdf(sticker, [data]);
}

/** Several stickers printed at once: one page each, every page the template's size. */
export async function renderStickersPdf(sticker: Sticker, all: StickerData[]): Promise<Buffer> {
  const layouts = all.map((data) => stickerLayout(sticker, data));
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: all.length === 1 ? `Sticker ${all[0]!.number}` : 'Stickers', Creator: 'Folio' },
  });
  const finished = pdfBytes(doc);
  all.forEach((data, i) => {
    const layout = layouts[i]!;
    doc.addPage({ size: [pt(layout.width), pt(layout.height)], margin: 0 });
    if (layout.qr) drawQr(doc, data.verification_url, layout.qr);
    if (layout.barcode) drawCode128(doc, data.number, layout.barcode);
    for (const line of printedLines(layout)) {
      doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(line.size);
      doc.text(line.text, pt(line.x), pt(line.y), { lineBreak: false });
    }
  });
  doc.end();
  return finished;
}
