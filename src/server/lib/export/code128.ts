/** A Code 128 barcode drawn as vector bars into a pdfkit document (points in, points out). */
import { barRects } from '@shared/sticker-layout';
import bwipjs from 'bwip-js/node';

const MM = 72 / 25.4;

/** Fills the bars of `text` inside the `width` × `height` box whose top left corner is (`x`, `y`). */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js returned no Code 128 bars');
  // barRects works in millimetres, like the sticker.
  for (const bar of barRects(symbol.sbs, { x: 0, y: 0, width: width / MM, height: height / MM }))
    doc.rect(x + bar.x * MM, y + bar.y * MM, bar.width * MM, bar.height * MM);
  doc.fill('black');
}
