/**
 * The transfer's inventory by pdfkit (landscape A4: heading, its tables with the header repeated
 * on every page, the signatures); its box labels are lib/export/labels.ts.
 */
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/export/printout';
import { signatureCell } from '../../lib/export/signature';
import { type Cell, cellText, type Inventory, type InventoryTable } from './archive-transfers.inventory';

type Doc = PDFKit.PDFDocument;

const MARGIN = 36;
const LINE = '#555555';
const SHADE = '#E7ECF2';

function heading(doc: Doc, inv: Inventory) {
  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(11).text(inv.institution, MARGIN, MARGIN, { width });
  doc.moveDown(0.3).fontSize(14).text(inv.title, { width, align: 'center' });
  doc.moveDown(0.5);
  const half = width / 2;
  const pairs = inv.heading;
  const rows = Math.ceil(pairs.length / 2);
  const top = doc.y;
  for (let i = 0; i < pairs.length; i++) {
    const [label, value] = pairs[i]!;
    const x = MARGIN + (i < rows ? 0 : half);
    const y = top + (i % rows) * 14;
    doc.font('Helvetica-Bold').fontSize(8.5).text(`${label}:`, x, y, { width: 120, lineBreak: false });
    doc.font('Helvetica').text(value, x + 122, y, { width: half - 130, lineBreak: false, ellipsis: true });
  }
  doc.y = top + rows * 14 + 8;
}

function widths(doc: Doc, table: InventoryTable) {
  const available = doc.page.width - 2 * MARGIN;
  const sum = table.columns.reduce((s, c) => s + c.width, 0);
  return table.columns.map((c) => (c.width * available) / sum);
}

function row(doc: Doc, table: InventoryTable, cells: Cell[], ws: number[], kind: 'header' | 'body' | 'total') {
  const font = kind === 'body' ? 'Helvetica' : 'Helvetica-Bold';
  doc.font(font).fontSize(kind === 'header' ? 7.5 : 8);
  const texts = cells.map(cellText);
  const h = Math.max(16, ...texts.map((t, i) => doc.heightOfString(t, { width: ws[i]! - 6 }) + 6));
  const y = doc.y;
  let x = MARGIN;
  texts.forEach((text, i) => {
    if (kind !== 'body') doc.rect(x, y, ws[i]!, h).fillAndStroke(SHADE, LINE);
    else doc.rect(x, y, ws[i]!, h).stroke(LINE);
    doc
      .fillColor('#000000')
      .font(font)
      .text(text, x + 3, y + 3, {
        width: ws[i]! - 6,
        align: kind === 'header' ? 'center' : (table.columns[i]!.align ?? 'left'),
      });
    x += ws[i]!;
  });
  doc.y = y + h;
  return h;
}

function table(doc: Doc, t: InventoryTable) {
  const ws = widths(doc, t);
  const bottom = doc.page.height - MARGIN - 20;
  if (doc.y + 60 > bottom) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(t.title, MARGIN, doc.y);
  doc.moveDown(0.3);
  doc.lineWidth(0.5);
  row(
    doc,
    t,
    t.columns.map((c) => c.header),
    ws,
    'header',
  );
  const lines = t.rows.length === 0 ? [['Sin unidades.', ...t.columns.slice(1).map(() => '')]] : t.rows;
  for (const cells of lines) {
    doc.font('Helvetica').fontSize(8);
    const h = Math.max(16, ...cells.map((c, i) => doc.heightOfString(cellText(c), { width: ws[i]! - 6 }) + 6));
    if (doc.y + h > bottom) {
      doc.addPage();
      doc.y = MARGIN;
      row(
        doc,
        t,
        t.columns.map((c) => c.header),
        ws,
        'header',
      );
    }
    row(doc, t, cells, ws, 'body');
  }
  if (t.total) row(doc, t, t.total, ws, 'total');
  doc.moveDown(1);
}

function signatures(doc: Doc, people: [string, string][]) {
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y + 90 > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y + 45;
  const gap = 30;
  const box = (width - gap * (people.length - 1)) / people.length;
  people.forEach(([role, name], i) => {
    const x = MARGIN + i * (box + gap);
    signatureCell(doc, { x, y, width: box }, [role, name || 'Nombre:'], {
      line: LINE,
      sizes: [8.5, 8.5],
      offsets: [4, 16],
    });
    doc.text('Cargo y firma', x, y + 28, { width: box, align: 'center' });
  });
  doc.y = y + 44;
}

export function inventoryPdf(inv: Inventory): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Producer: 'Folio', Title: `${inv.title} ${inv.file}` },
  });
  const done = pdfBytes(doc);
  heading(doc, inv);
  for (const t of inv.tables) table(doc, t);
  signatures(doc, inv.signatures);
  doc.font('Helvetica').fontSize(7).fillColor('#666666');
  doc.text(inv.footer, MARGIN, doc.y + 6, { width: doc.page.width - 2 * MARGIN, align: 'right' });
  doc.end();
  return done;
}
