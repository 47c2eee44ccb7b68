/**
 * The folder's printed pieces (docs/domain.md §2), drawn with pdfkit: the control sheet ("hoja de
 * control": N.°, date, document type, folios, medium, notes; prepared and reviewed by) on A4, and
 * the folder label with a Code 128 of the folder's code (bwip-js) to stick on its spine or cover.
 * An item the viewer may not open is listed only as «Documento sin acceso».
 */
import { formatQuantity } from '@shared/numbers';
import { FOLDER_ITEM_MEDIA, FOLDER_ITEM_TYPES, type FolderItemType } from '@shared/schemas/folders';
import { calendarDate } from '@shared/working-days';
import PDFDocument from 'pdfkit';
import { drawCode128 } from '../../lib/export/code128';
import { pdfBytes } from '../../lib/export/printout';
import type { PresentedItem } from './folders.present';

export { folderCode } from './folders.code';

type Doc = PDFKit.PDFDocument;

export interface FolderSheet {
  institution: string;
  code: string;
  name: string;
  description: string | null;
  office: string;
  owner: string;
  items: PresentedItem[];
}

const MM = 72 / 25.4;

/** Day in the organisation's time zone: 25/11/2026. */
const day = (date: Date) => calendarDate(date).split('-').reverse().join('/');

const documents = (n: number) => formatQuantity(n, 'documento', 'documentos');
const foliosOf = (n: number) => formatQuantity(n, 'folio', 'folios');

const COLUMNS = [
  { title: 'N.°', width: 28, align: 'center' as const },
  { title: 'Fecha', width: 58, align: 'left' as const },
  { title: 'Tipo de documento', width: 92, align: 'left' as const },
  { title: 'Número y asunto', width: 185, align: 'left' as const },
  { title: 'Folios', width: 38, align: 'right' as const },
  { title: 'Soporte', width: 46, align: 'left' as const },
  { title: 'Observaciones', width: 68, align: 'left' as const },
];

function cells(item: PresentedItem): string[] {
  const medium = FOLDER_ITEM_MEDIA[item.medium as keyof typeof FOLDER_ITEM_MEDIA] ?? item.medium;
  if (!item.record)
    return [
      String(item.position),
      '',
      FOLDER_ITEM_TYPES[item.item_type as FolderItemType],
      'Documento sin acceso',
      '',
      medium,
      item.note ?? '',
    ];
  const r = item.record;
  return [
    String(item.position),
    day(r.date),
    r.type ?? '',
    `${r.number}\n${r.subject}`,
    String(r.folios),
    medium,
    item.note ?? '',
  ];
}

function header(doc: Doc, sheet: FolderSheet, left: number, width: number) {
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#444')
    .text(sheet.institution.toLocaleUpperCase('es'), left, 40, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor('black')
    .text('HOJA DE CONTROL', left, 56, { width, align: 'center' });
  doc.moveDown(0.6);
  const rows: [string, string][] = [
    ['Carpeta', `${sheet.name} (${sheet.code})`],
    ['Oficina', sheet.office],
    ['Responsable', sheet.owner],
    ['Fecha de impresión', day(new Date())],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).text(`${label}:`, left, y, { width: 100 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(value, left + 100, y, { width: width - 100 });
    doc.moveDown(0.15);
  }
  doc.moveDown(0.6);
}

function tableRow(doc: Doc, values: string[], left: number, bold: boolean) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  const heights = COLUMNS.map((c, i) => doc.heightOfString(values[i] ?? '', { width: c.width - 6 }));
  const height = Math.max(...heights) + 8;
  if (doc.y + height > doc.page.height - 110) {
    doc.addPage();
    doc.y = 40;
  }
  const top = doc.y;
  let x = left;
  for (const [i, column] of COLUMNS.entries()) {
    if (bold) doc.rect(x, top, column.width, height).fillAndStroke('#e8eef7', '#555').fillColor('black');
    else doc.rect(x, top, column.width, height).stroke('#555');
    doc.text(values[i] ?? '', x + 3, top + 4, { width: column.width - 6, align: column.align });
    x += column.width;
  }
  doc.y = top + height;
}

export async function renderControlSheet(sheet: FolderSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Hoja de control ${sheet.code}`, Creator: 'Folio' },
  });
  const done = pdfBytes(doc);
  const left = 40;
  const width = COLUMNS.reduce((sum, c) => sum + c.width, 0);
  doc.lineWidth(0.5);
  header(doc, sheet, left, width);
  tableRow(
    doc,
    COLUMNS.map((c) => c.title),
    left,
    true,
  );
  for (const item of sheet.items) tableRow(doc, cells(item), left, false);
  if (sheet.items.length === 0) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text('La carpeta no tiene documentos.', left, doc.y + 6);
  }
  const folios = sheet.items.reduce((sum, i) => sum + (i.record?.folios ?? 0), 0);
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`Total: ${documents(sheet.items.length)}, ${foliosOf(folios)}.`, left, doc.y, { width });
  if (doc.y > doc.page.height - 120) doc.addPage();
  const signY = doc.page.height - 100;
  for (const [i, label] of ['Elaborado por', 'Revisado por'].entries()) {
    const x = left + i * (width / 2 + 10);
    doc
      .moveTo(x, signY)
      .lineTo(x + width / 2 - 30, signY)
      .stroke('#333');
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(label, x, signY + 4, { width: width / 2 - 30, align: 'center' });
    if (i === 0)
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(sheet.owner, x, signY + 15, { width: width / 2 - 30, align: 'center' });
  }
  doc.end();
  return done;
}

/** A 100 × 60 mm label: institution, office, folder name, dates of its documents, count and barcode. */
export async function renderFolderLabel(sheet: FolderSheet): Promise<Buffer> {
  const w = 100 * MM;
  const h = 60 * MM;
  const doc = new PDFDocument({ size: [w, h], margin: 0, info: { Title: `Rótulo ${sheet.code}`, Creator: 'Folio' } });
  const done = pdfBytes(doc);
  const pad = 4 * MM;
  const inner = w - 2 * pad;
  doc
    .lineWidth(0.8)
    .rect(2 * MM, 2 * MM, w - 4 * MM, h - 4 * MM)
    .stroke('black');
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .text(sheet.institution.toLocaleUpperCase('es'), pad, pad, { width: inner, align: 'center', lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(sheet.office, pad, pad + 10, { width: inner, align: 'center', lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(sheet.name, pad, pad + 24, { width: inner, align: 'center', height: 30, ellipsis: true });
  const dates = sheet.items.flatMap((i) => (i.record ? [i.record.date.getTime()] : []));
  const range = dates.length
    ? `Del ${day(new Date(Math.min(...dates)))} al ${day(new Date(Math.max(...dates)))}`
    : 'Sin documentos';
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`${range} · ${documents(sheet.items.length)}`, pad, pad + 56, {
      width: inner,
      align: 'center',
      lineBreak: false,
    });
  drawCode128(doc, sheet.code, pad + 10 * MM, h - pad - 17 * MM, inner - 20 * MM, 10 * MM);
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(sheet.code, pad, h - pad - 6 * MM, { width: inner, align: 'center', lineBreak: false });
  doc.end();
  return done;
}
