/**
 * The draft as the PDF that will be signed (issue 28), drawn with pdfkit on A4: letterhead, the
 * year's official name, «<TIPO> N.° ____-2026-<SIGLA>», place and date, the addressee block,
 * Asunto, Referencia, the body (paragraphs, headings, bold/italic/underline, lists, simple tables,
 * page breaks), the signature block, «c.c.» and the drafter's initials.
 *
 * What later steps fill is reserved now, so that filling it never invalidates an earlier
 * signature: the form field `numero` over the pending number and, on every page, the field
 * `codigo_verificacion.pN` in the footer, beside an empty square for the QR code. `layout` says
 * where they are, and where the signature block and the reviewers' V°B° stamps go.
 */
import type { RichDoc, RichNode } from '@shared/rich-text';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/export/printout';
import type { Letter } from './drafts.contents';

type Doc = PDFKit.PDFDocument;

const MM = 72 / 25.4;
const MARGIN = { top: 20 * MM, bottom: 32 * MM, left: 25 * MM, right: 20 * MM };
const FOOTER_HEIGHT = 22 * MM;
const SIZE = 11;
const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  both: 'Helvetica-BoldOblique',
};

/** A rectangle in PDF points, origin at the page's top left as pdfkit draws. */
export interface Box {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DraftLayout {
  /** The field `numero`: the number, filled just before the author signs. */
  number: Box;
  /** The fields `codigo_verificacion.pN` and the QR squares, one per page. */
  verification: { code: Box; qr: Box }[];
  /** Where the author's visible signature goes (above the signature block's name). */
  signature: Box;
  /** Where each reviewer's V°B° stamp goes, in order (left margin, beside the signature block). */
  reviews: Box[];
}

export interface DraftDocument {
  letter: Letter;
  subject: string;
  reference: string | null;
  body: RichDoc;
  /** The «c.c.» lines: offices sent a copy, then typed ones (drafts.contents.ts `copyLines`). */
  copies: string[];
  reviewers: number;
}

const width = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN.bottom) doc.addPage();
}

function letterhead(doc: Doc, letter: Letter) {
  doc.font(FONT.bold).fontSize(12).text(letter.institution.toUpperCase(), { align: 'center' });
  doc.font(FONT.regular).fontSize(10).text(letter.office.name, { align: 'center' });
  const y = doc.y + 4;
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(doc.page.width - MARGIN.right, y)
    .lineWidth(0.8)
    .stroke('#333333');
  doc.y = y + 8;
  if (letter.yearName) doc.font(FONT.italic).fontSize(9).text(`«${letter.yearName}»`, { align: 'center' });
  doc.moveDown(1.2);
}

/** The title with the pending number; answers the box the number field takes. */
function title(doc: Doc, letter: Letter): Box {
  doc.font(FONT.bold).fontSize(12);
  const prefix = `${letter.type} N.° `;
  const pending = letter.pendingNumber.slice(prefix.length);
  const x = MARGIN.left;
  const y = doc.y;
  doc.text(prefix, x, y, { continued: true, underline: true }).text(pending, { underline: true });
  const numberX = x + doc.widthOfString(prefix);
  doc.moveDown(0.6);
  return { page: 1, x: numberX, y: y - 1, width: Math.max(doc.widthOfString(pending), 150), height: 16 };
}

function labelled(doc: Doc, label: string, value: string) {
  const indent = 24 * MM;
  const y = doc.y;
  doc.font(FONT.bold).fontSize(SIZE).text(label, MARGIN.left, y, { width: indent });
  doc.font(FONT.regular).text(`: ${value}`, MARGIN.left + indent, y, { width: width(doc) - indent });
  doc.x = MARGIN.left;
  doc.moveDown(0.4);
}

function addressees(doc: Doc, letter: Letter) {
  for (const a of letter.addressees) {
    ensureRoom(doc, 50);
    doc.font(FONT.regular).fontSize(SIZE).text(a.salutation, MARGIN.left);
    doc.font(FONT.bold).text(a.name.toUpperCase());
    doc.font(FONT.regular);
    for (const line of a.lines) doc.text(line);
    doc.moveDown(0.5);
  }
  doc.font(FONT.regular).text('Presente.-');
  doc.moveDown(0.8);
}

const fontOf = (marks: RichNode['marks']) => {
  const bold = marks?.some((m) => m.type === 'bold');
  const italic = marks?.some((m) => m.type === 'italic');
  return bold && italic ? FONT.both : bold ? FONT.bold : italic ? FONT.italic : FONT.regular;
};

type Align = 'left' | 'center' | 'right' | 'justify';

/** Inline content at (x, current y) within `w`, marks kept. */
function inline(
  doc: Doc,
  nodes: RichNode[] | undefined,
  x: number,
  w: number,
  size: number,
  align: Align,
  bold = false,
) {
  const runs = (nodes ?? []).map((n): RichNode => (n.type === 'hardBreak' ? { type: 'text', text: '\n' } : n));
  doc.fontSize(size);
  if (runs.length === 0) {
    doc.font(FONT.regular).text(' ', x, doc.y, { width: w });
    return;
  }
  runs.forEach((run, i) => {
    const marks = bold ? [...(run.marks ?? []), { type: 'bold' as const }] : run.marks;
    doc.font(fontOf(marks));
    const options = {
      width: w,
      align,
      continued: i < runs.length - 1,
      underline: run.marks?.some((m) => m.type === 'underline') ?? false,
    };
    if (i === 0) doc.text(run.text ?? '', x, doc.y, options);
    else doc.text(run.text ?? '', options);
  });
}

const alignOf = (node: RichNode, fallback: Align): Align => {
  const a = node.attrs?.textAlign;
  return a === 'left' || a === 'center' || a === 'right' || a === 'justify' ? a : fallback;
};

function list(doc: Doc, node: RichNode, x: number, w: number) {
  const ordered = node.type === 'orderedList';
  const start = typeof node.attrs?.start === 'number' ? node.attrs.start : 1;
  (node.content ?? []).forEach((item, i) => {
    ensureRoom(doc, 16);
    const marker = ordered ? `${start + i}.` : '•';
    const y = doc.y;
    doc.font(FONT.regular).fontSize(SIZE).text(marker, x, y, { width: 14, align: 'right' });
    doc.y = y;
    blocks(doc, item.content ?? [], x + 20, w - 20, 0.2);
  });
  doc.x = MARGIN.left;
}

function table(doc: Doc, node: RichNode, x: number, w: number) {
  const rows = node.content ?? [];
  const columns = Math.max(1, ...rows.map((r) => r.content?.length ?? 0));
  const cellWidth = w / columns;
  const pad = 4;
  for (const row of rows) {
    const cells = row.content ?? [];
    const heights = cells.map((cell) => {
      const text = (cell.content ?? []).map((p) => (p.content ?? []).map((t) => t.text ?? '').join('')).join('\n');
      doc.font(cell.type === 'tableHeader' ? FONT.bold : FONT.regular).fontSize(10);
      return doc.heightOfString(text || ' ', { width: cellWidth - 2 * pad });
    });
    const height = Math.max(14, ...heights) + 2 * pad;
    ensureRoom(doc, height);
    const top = doc.y;
    cells.forEach((cell, i) => {
      const left = x + i * cellWidth;
      if (cell.type === 'tableHeader') doc.rect(left, top, cellWidth, height).fill('#eeeeee');
      doc.rect(left, top, cellWidth, height).lineWidth(0.5).stroke('#555555');
      doc.fillColor('black');
      doc.y = top + pad;
      for (const p of cell.content ?? [])
        inline(doc, p.content, left + pad, cellWidth - 2 * pad, 10, 'left', cell.type === 'tableHeader');
    });
    doc.y = top + height;
  }
  doc.x = MARGIN.left;
  doc.moveDown(0.6);
}

function blocks(doc: Doc, nodes: RichNode[], x: number, w: number, gap = 0.6) {
  for (const node of nodes) {
    switch (node.type) {
      case 'pageBreak':
        doc.addPage();
        break;
      case 'heading': {
        const level = Number(node.attrs?.level ?? 2);
        ensureRoom(doc, 30);
        doc.moveDown(0.3);
        inline(doc, node.content, x, w, level === 1 ? 13 : level === 2 ? 12 : SIZE, alignOf(node, 'left'), true);
        doc.moveDown(0.4);
        break;
      }
      case 'bulletList':
      case 'orderedList':
        list(doc, node, x, w);
        doc.moveDown(gap);
        break;
      case 'table':
        table(doc, node, x, w);
        break;
      default:
        ensureRoom(doc, 14);
        inline(doc, node.content, x, w, SIZE, alignOf(node, 'justify'));
        doc.moveDown(gap);
    }
  }
}

/** The signature block; answers where the signature and the V°B° stamps go. */
function signatureBlock(doc: Doc, d: DraftDocument): Pick<DraftLayout, 'signature' | 'reviews'> {
  const stampHeight = 18 * MM;
  doc.font(FONT.regular).fontSize(SIZE);
  ensureRoom(doc, stampHeight + 60);
  const top = doc.y + 4;
  const blockWidth = 75 * MM;
  const blockX = MARGIN.left + (width(doc) - blockWidth) / 2;
  const page = doc.bufferedPageRange().start + doc.bufferedPageRange().count;
  const signature = { page, x: blockX, y: top, width: blockWidth, height: stampHeight };
  doc.y = top + stampHeight;
  doc
    .moveTo(blockX, doc.y)
    .lineTo(blockX + blockWidth, doc.y)
    .lineWidth(0.5)
    .stroke('#333333');
  doc.y += 3;
  const signer = d.letter.signer;
  doc.font(FONT.bold).text(signer ? signer.name.toUpperCase() : '(Firmante por designar)', blockX, doc.y, {
    width: blockWidth,
    align: 'center',
  });
  if (signer?.position) doc.font(FONT.regular).text(signer.position, { width: blockWidth, align: 'center' });
  doc.font(FONT.regular).text(d.letter.office.name, { width: blockWidth, align: 'center' });
  const reviewWidth = 32 * MM;
  const reviews = Array.from({ length: d.reviewers }, (_, i) => ({
    page,
    x: MARGIN.left + (i % 2) * (reviewWidth + 2),
    y: doc.y + 6 + Math.floor(i / 2) * (stampHeight / 1.5 + 2),
    width: reviewWidth,
    height: stampHeight / 1.5,
  }));
  doc.x = MARGIN.left;
  doc.y = Math.max(doc.y + 6, ...reviews.map((r) => r.y + r.height)) + 6;
  return { signature, reviews };
}

function closing(doc: Doc, d: DraftDocument) {
  doc.font(FONT.regular).fontSize(8);
  if (d.copies.length > 0) {
    ensureRoom(doc, 30);
    doc.text('c.c.:', MARGIN.left);
    for (const line of d.copies) doc.text(`- ${line}`);
  }
  doc.text(`${d.letter.office.code}/${d.letter.initials}`, MARGIN.left);
}

/** Every page's footer: the verification code field and the QR square (empty until signed). */
function footers(doc: Doc, institution: string): DraftLayout['verification'] {
  const range = doc.bufferedPageRange();
  const parent = doc.formField('codigo_verificacion');
  const boxes: DraftLayout['verification'] = [];
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: drawing there must not start a new page.
    doc.page.margins.bottom = 0;
    const page = i + 1;
    const top = doc.page.height - FOOTER_HEIGHT - 6 * MM;
    const qrSize = FOOTER_HEIGHT - 4;
    const qr = { page, x: MARGIN.left, y: top, width: qrSize, height: qrSize };
    const textWidth = width(doc) - qrSize - 6 - 30 * MM;
    const code = { page, x: MARGIN.left + qrSize + 6, y: top + qrSize - 20, width: textWidth, height: 20 };
    doc
      .moveTo(MARGIN.left, top - 4)
      .lineTo(doc.page.width - MARGIN.right, top - 4)
      .lineWidth(0.3)
      .stroke('#999999');
    doc.font(FONT.regular).fontSize(7).fillColor('#555555');
    doc.text(
      `Esta es una copia auténtica imprimible de un documento electrónico archivado en ${institution}. Su autenticidad e integridad pueden ser contrastadas en la dirección y con el código que figuran debajo.`,
      code.x,
      top,
      { width: textWidth, lineBreak: true, height: 30 },
    );
    doc.text(`Página ${page} de ${range.count}`, doc.page.width - MARGIN.right - 30 * MM, top, {
      width: 30 * MM,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor('black');
    // One widget over the QR square and the code lines: filling it draws both (drafts.fill.ts).
    doc.formText(`p${page}`, qr.x, qr.y, code.x + code.width - qr.x, qr.height, { parent, value: '', readOnly: true });
    boxes.push({ code, qr });
  }
  return boxes;
}

/** The PDF bytes and where its reserved fields and signatures are. */
export async function renderDraftPdf(d: DraftDocument): Promise<{ pdf: Buffer; layout: DraftLayout }> {
  const doc = new PDFDocument({ size: 'A4', margins: MARGIN, bufferPages: true, info: { Title: d.subject } });
  const bytes = pdfBytes(doc);
  doc.font(FONT.regular).initForm();
  letterhead(doc, d.letter);
  const number = title(doc, d.letter);
  doc.formText('numero', number.x, number.y, number.width, number.height, { value: '', readOnly: true });
  doc
    .font(FONT.regular)
    .fontSize(SIZE)
    .text(d.letter.date, MARGIN.left, doc.y, { width: width(doc), align: 'right' });
  doc.moveDown(0.8);
  addressees(doc, d.letter);
  labelled(doc, 'Asunto', d.subject);
  if (d.reference) labelled(doc, 'Referencia', d.reference);
  doc.moveDown(0.6);
  blocks(doc, d.body.content, MARGIN.left, width(doc));
  doc.moveDown(0.4);
  const stamps = signatureBlock(doc, d);
  closing(doc, d);
  const verification = footers(doc, d.letter.institution);
  doc.end();
  return { pdf: await bytes, layout: { number, verification, ...stamps } };
}
