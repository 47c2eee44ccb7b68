/**
 * Archive labels ("rótulos") by pdfkit: six 90 × 90 mm labels an A4 page (two columns, three
 * rows), each with the institution atop, a large name, a few lines and a Code 128 barcode of its
 * code with the code under it (a USB scanner types it back). Boxes (any unit, with its topographic
 * location) and the location tree's shelves and levels print on it.
 */
import PDFDocument from 'pdfkit';
import { drawCode128 } from './code128';
import { pdfBytes } from './printout';

export interface Label {
  /** The line under the institution: the producing office, the deposit. */
  over: string;
  /** The large name: «Caja 12», «Estante E01». */
  name: string;
  /** Bold, up to two lines: the series, the topographic code. */
  headline: string;
  /** Plain lines under it (each one line). */
  lines: string[];
  /** What the barcode holds and the label prints under it. */
  code: string;
}

/** A box or any other unit of the archive, as its label reads it. */
export interface UnitFacts {
  code: string;
  title: string;
  /** «Caja», «Expediente»… */
  kind: string;
  box_number: number | null;
  office: string;
  series: string;
  /** «15/03/2019 – 20/12/2019» or «S.F.». */
  dates: string;
  folios: string;
  /** Its topographic code (`A-D1-E01-C1-N2-P03`), or null when not on a shelf. */
  location: string | null;
  /** What the caller adds: the metres and the transfer. */
  extra?: string;
}

/** A unit's label: its box number, series, title, dates, folios, where it sits and its code's barcode. */
export const unitLabel = (u: UnitFacts): Label => ({
  over: u.office,
  name: u.box_number === null ? u.kind : `Caja ${u.box_number}`,
  headline: u.series,
  lines: [
    u.title,
    `Fechas extremas: ${u.dates}`,
    [`Folios: ${u.folios}`, u.extra].filter(Boolean).join(' · '),
    `Ubicación: ${u.location ?? 'sin ubicar'}`,
  ],
  code: u.code,
});

const MM = 72 / 25.4;
const SIZE = 90 * MM;
const PAD = 4 * MM;

function drawLabel(doc: PDFKit.PDFDocument, institution: string, label: Label, x: number, y: number) {
  const inner = SIZE - 2 * PAD;
  const at = (dy: number) => y + PAD + dy;
  const line = { width: inner, align: 'center' as const, lineBreak: false, ellipsis: true };
  doc.lineWidth(0.8).rect(x, y, SIZE, SIZE).stroke('black');
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(7.5)
    .text(institution, x + PAD, at(0), line);
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(label.over, x + PAD, at(11), line);
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(label.name, x + PAD, at(26), line);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(label.headline, x + PAD, at(56), { width: inner, align: 'center', height: 24, ellipsis: true });
  doc.font('Helvetica').fontSize(8);
  for (const [i, text] of label.lines.slice(0, 4).entries()) doc.text(text, x + PAD, at(82 + i * 11), line);
  // A quiet zone of 10 points each side of the bars.
  drawCode128(doc, label.code, x + PAD + 10, y + SIZE - PAD - 62, inner - 20, 44);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(label.code, x + PAD, y + SIZE - PAD - 14, { width: inner, align: 'center', lineBreak: false });
}

/** The labels, six a page; `empty` is printed alone when there are none. */
export function labelsPdf(
  institution: string,
  title: string,
  labels: readonly Label[],
  empty = 'No hay rótulos que imprimir.',
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Producer: 'Folio', Title: title } });
  const done = pdfBytes(doc);
  const gapX = (doc.page.width - 2 * SIZE) / 3;
  const gapY = (doc.page.height - 3 * SIZE) / 4;
  labels.forEach((label, i) => {
    if (i > 0 && i % 6 === 0) doc.addPage();
    const slot = i % 6;
    drawLabel(doc, institution, label, gapX + (slot % 2) * (SIZE + gapX), gapY + Math.floor(slot / 2) * (SIZE + gapY));
  });
  if (labels.length === 0) doc.font('Helvetica').fontSize(11).text(empty, 72, 72);
  doc.end();
  return done;
}
