/**
 * Real files made for the tests and the demo's scanned entries (docs/text-search.md): a page of
 * printed words rendered as an image (a scan), the same page turned (a crooked scan), a PDF with
 * a text layer and a PDF whose only page is a scan.
 */
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A white page with `lines` printed in black, as a PNG; `degrees` turns the paper on the scanner. */
export function scannedPage(lines: readonly string[], degrees = 0): Buffer {
  const width = 1400;
  const height = 140 + lines.length * 80;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, width, height);
  g.translate(width / 2, height / 2);
  g.rotate((degrees * Math.PI) / 180);
  g.translate(-width / 2, -height / 2);
  g.fillStyle = '#111';
  g.font = '42px sans-serif';
  for (const [index, line] of lines.entries()) g.fillText(line, 70, 110 + index * 80);
  return canvas.toBuffer('image/png');
}

/** A PDF whose pages carry `pages` as a text layer. */
export async function textPdf(pages: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) pdf.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return Buffer.from(await pdf.save());
}

/** A PDF of one page that is only the image of a scan (no text layer). */
export async function scannedPdf(lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(scannedPage(lines));
  const page = pdf.addPage([612, 792]);
  const width = 560;
  page.drawImage(image, { x: 26, y: 600, width, height: (image.height / image.width) * width });
  return Buffer.from(await pdf.save());
}
