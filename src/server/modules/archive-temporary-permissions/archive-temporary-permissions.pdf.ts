/**
 * The signed receipts of a physical loan (docs/domain.md §5.5), A4 by pdfkit like the other papers: the
 * "Cargo de préstamo" the holder signs when the item leaves the archive, and the "Cargo de
 * devolución" the archive signs when it comes back. The institution's header, the permission's
 * data, and both signatures.
 */
import {
  PERMISSION_ITEM_KINDS,
  PERMISSION_TYPES,
  type PermissionItemKind,
  type PermissionType,
} from '@shared/schemas/archive-temporary-permissions';
import type { Settings } from '@shared/schemas/configs';
import { limaDateTime } from '@shared/schemas/delivery';
import PDFDocument from 'pdfkit';
import { letterhead } from '../../lib/export/letterhead';
import { pdfBytes } from '../../lib/export/printout';
import { signatureCell } from '../../lib/export/signature';
import type { PermissionRow } from './archive-temporary-permissions.scope';

type Person = { names: string; surnames: string } | null;
type Office = { code: string; name: string } | null;

export interface PrintedPermission extends PermissionRow {
  holder: Person;
  holder_office: Office;
  item_office: Office;
  granted_by_user: Person;
  authorized_by_user: Person;
  received_by_user: Person;
}

export type ReceiptKind = 'loan' | 'return';

const MARGIN = 56;
const LINE = '#444444';
const person = (p: Person) => (p ? `${p.names} ${p.surnames}` : '—');
const office = (o: Office) => (o ? `${o.code} — ${o.name}` : '—');
const day = (iso: string) => iso.split('-').reverse().join('/');
const when = (at: Date | string | null) => (at ? limaDateTime(at) : '—');

function header(doc: PDFKit.PDFDocument, settings: Settings, title: string, number: string) {
  const width = doc.page.width - 2 * MARGIN;
  letterhead(doc, settings, MARGIN, 'Archivo Central');
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(15).text(title, { width, align: 'center' });
  doc.font('Helvetica').fontSize(11).text(`Permiso de acceso N.° ${number}`, { width, align: 'center' });
  doc.moveDown(1);
}

/** Label–value rows in a ruled box. */
function rows(doc: PDFKit.PDFDocument, pairs: [string, string][]) {
  const width = doc.page.width - 2 * MARGIN;
  const labelWidth = 150;
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9.5);
    const h = Math.max(20, doc.heightOfString(value, { width: width - labelWidth - 12 }) + 10);
    doc.rect(MARGIN, y, labelWidth, h).fillAndStroke('#E7ECF2', LINE);
    doc.rect(MARGIN + labelWidth, y, width - labelWidth, h).stroke(LINE);
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .text(label, MARGIN + 6, y + 5, { width: labelWidth - 12 });
    doc.font('Helvetica').text(value, MARGIN + labelWidth + 6, y + 5, { width: width - labelWidth - 12 });
    doc.y = y + h;
  }
}

function signatures(doc: PDFKit.PDFDocument, left: [string, string], right: [string, string]) {
  const width = doc.page.width - 2 * MARGIN;
  const y = doc.y + 70;
  const box = (width - 40) / 2;
  for (const [i, [role, name]] of [left, right].entries()) {
    const x = MARGIN + i * (box + 40);
    signatureCell(doc, { x, y, width: box }, [role, name], { line: LINE, sizes: [9, 9], offsets: [5, 18] });
    doc.text('DNI: ____________________', x, y + 31, { width: box, align: 'center' });
  }
  doc.y = y + 50;
}

export function receiptPdf(settings: Settings, p: PrintedPermission, kind: ReceiptKind): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Producer: 'Folio', Title: p.number } });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;
  header(doc, settings, kind === 'loan' ? 'Cargo de préstamo' : 'Cargo de devolución', p.number);
  const common: [string, string][] = [
    ['Titular', `${person(p.holder)}\n${office(p.holder_office)}`],
    ['Documento o expediente', `${PERMISSION_ITEM_KINDS[p.item_kind as PermissionItemKind]} ${p.item_label}`],
    ['Oficina de origen', office(p.item_office)],
    ['Tipo de acceso', PERMISSION_TYPES[p.type as PermissionType]],
    ['Motivo', p.reason],
    [
      'Plazo',
      `Del ${day(p.starts_on)} al ${day(p.until_on)}${p.renewals > 0 ? ` (renovado ${p.renewals === 1 ? 'una vez' : `${p.renewals} veces`}; vencía el ${day(p.original_until_on)})` : ''}`,
    ],
    ['Entregado', `${when(p.granted_at)} por ${person(p.granted_by_user)}`],
  ];
  if (p.authorized_by_user)
    common.push(['Autorizado por', `${person(p.authorized_by_user)} (${when(p.authorized_at)})`]);
  if (kind === 'return')
    common.push(
      ['Devuelto', `${when(p.returned_at)}, recibido por ${person(p.received_by_user)}`],
      ['Observaciones', p.return_notes ?? 'Sin observaciones.'],
    );
  rows(doc, common);
  doc.moveDown(1).font('Helvetica').fontSize(9);
  doc.text(
    kind === 'loan'
      ? `El titular recibe lo indicado en buen estado y se compromete a conservarlo íntegro, sin alterar su orden ni sus folios, y a devolverlo al Archivo Central a más tardar el ${day(p.until_on)}.`
      : 'El Archivo Central recibe lo indicado y deja constancia de su estado en las observaciones. Con esta devolución termina el permiso de acceso.',
    MARGIN,
    doc.y,
    { width, align: 'justify' },
  );
  if (kind === 'loan')
    signatures(
      doc,
      ['Entregué conforme (Archivo Central)', person(p.granted_by_user)],
      ['Recibí conforme (titular)', person(p.holder)],
    );
  else
    signatures(
      doc,
      ['Entregué conforme (titular)', person(p.holder)],
      ['Recibí conforme (Archivo Central)', person(p.received_by_user)],
    );
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#666666')
    .text(`Impreso el ${limaDateTime(new Date())}`, MARGIN, doc.y + 10, { width, align: 'right' });
  doc.end();
  return done;
}
