/**
 * The disposal's papers (docs/domain.md §5.6), A4 landscape by pdfkit like the other papers: the
 * "Inventario de eliminación" (what is proposed for destruction) and, once executed, the "Acta de
 * eliminación" (institution, resolution, method, date, witnesses and the table of what was
 * destroyed: series, dates, folios and metres), with its signatures.
 */

import { formatMetresUnit, formatQuantity } from '@shared/numbers';
import { DISPOSAL_METHODS, type DisposalMethod } from '@shared/schemas/archive-disposals';
import { EXPEDIENT_KINDS, type ExpedientKind } from '@shared/schemas/archive-expedients';
import type { Settings } from '@shared/schemas/configs';
import { limaDateTime } from '@shared/schemas/delivery';
import PDFDocument from 'pdfkit';
import { letterhead } from '../../lib/export/letterhead';
import { pdfBytes } from '../../lib/export/printout';
import { signatureCell } from '../../lib/export/signature';
import type { DisposalRow } from './archive-disposals.scope';
import type { InventoryItem } from './archive-disposals.units';

type Person = { names: string; surnames: string } | null;

export interface PrintedDisposal extends DisposalRow {
  office: { code: string; name: string } | null;
  approved_by_user: Person;
  executed_by_user: Person;
  items: InventoryItem[];
}

export type DisposalPaper = 'inventory' | 'minutes';

const MARGIN = 40;
const LINE = '#444444';
const person = (p: Person) => (p ? `${p.names} ${p.surnames}` : '—');
const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : 'S.F.');
const metres = (m: number | null) => (m === null ? 'no indicado' : formatMetresUnit(m));

function header(doc: PDFKit.PDFDocument, settings: Settings, title: string, d: PrintedDisposal) {
  const width = doc.page.width - 2 * MARGIN;
  letterhead(doc, settings, MARGIN, 'Archivo Central');
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(15).text(title, { width, align: 'center' });
  doc.font('Helvetica').fontSize(11).text(`Eliminación documental N.° ${d.number}`, { width, align: 'center' });
  doc.moveDown(0.8);
}

const COLUMNS: { header: string; width: number; value: (i: InventoryItem, n: number) => string }[] = [
  { header: 'N.°', width: 28, value: (_i, n) => String(n) },
  { header: 'Código', width: 70, value: (i) => i.code },
  {
    header: 'Unidad',
    width: 150,
    value: (i) => `${EXPEDIENT_KINDS[i.kind as ExpedientKind] ?? i.kind}: ${i.title}`,
  },
  { header: 'Serie / subserie', width: 150, value: (i) => [i.series, i.subseries].filter(Boolean).join('\n') || '—' },
  { header: 'Oficina productora', width: 110, value: (i) => i.office ?? '—' },
  { header: 'Fechas extremas', width: 90, value: (i) => `${day(i.date_from)} – ${day(i.date_to)}` },
  { header: 'Folios', width: 42, value: (i) => String(i.folios) },
  { header: 'Ubicación', width: 80, value: (i) => i.location ?? '—' },
  {
    header: 'Disp.',
    width: 42,
    value: (i) => (i.keep ? `${i.disposition ?? ''}\nSe conserva` : (i.disposition ?? '')),
  },
];

function table(doc: PDFKit.PDFDocument, items: InventoryItem[]) {
  const draw = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const h = Math.max(...cells.map((text, c) => doc.heightOfString(text, { width: COLUMNS[c]!.width - 8 }))) + 8;
    if (doc.y + h > doc.page.height - MARGIN) {
      doc.addPage();
      doc.y = MARGIN;
    }
    const y = doc.y;
    let x = MARGIN;
    for (const [c, text] of cells.entries()) {
      const w = COLUMNS[c]!.width;
      if (bold) doc.rect(x, y, w, h).fillAndStroke('#E7ECF2', LINE);
      else doc.rect(x, y, w, h).stroke(LINE);
      doc.fillColor('#000000').text(text, x + 4, y + 4, { width: w - 8 });
      x += w;
    }
    doc.y = y + h;
  };
  draw(
    COLUMNS.map((c) => c.header),
    true,
  );
  for (const [n, item] of items.entries())
    draw(
      COLUMNS.map((c) => c.value(item, n + 1)),
      false,
    );
}

function paragraph(doc: PDFKit.PDFDocument, text: string) {
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor('#000000')
    .text(text, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN, align: 'justify' });
  doc.moveDown(0.6);
}

function signatures(doc: PDFKit.PDFDocument, people: [string, string][]) {
  const width = doc.page.width - 2 * MARGIN;
  const perRow = 3;
  const box = (width - (perRow - 1) * 30) / perRow;
  for (let start = 0; start < people.length; start += perRow) {
    if (doc.y + 110 > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y + 55;
    for (const [i, [role, name]] of people.slice(start, start + perRow).entries()) {
      const x = MARGIN + i * (box + 30);
      signatureCell(doc, { x, y, width: box }, [name, role], { line: LINE, sizes: [9, 8.5], offsets: [5, 18] });
    }
    doc.y = y + 40;
  }
}

export function disposalPdf(settings: Settings, d: PrintedDisposal, paper: DisposalPaper): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Producer: 'Folio', Title: `${paper === 'minutes' ? 'Acta de eliminación' : 'Inventario'} ${d.number}` },
  });
  const done = pdfBytes(doc);
  const destroyed = d.items.filter((i) => !i.keep);
  const kept = d.items.filter((i) => i.keep);
  const folios = (list: InventoryItem[]) => list.reduce((sum, i) => sum + i.folios, 0);
  if (paper === 'inventory') {
    header(doc, settings, 'Inventario de eliminación', d);
    paragraph(
      doc,
      `Unidades cuyo plazo de retención en el archivo central venció y cuya disposición final es eliminación (E) o selección (S): ${formatQuantity(d.items.length, 'unidad', 'unidades')}, ${formatQuantity(folios(d.items), 'folio', 'folios')}, volumen ${metres(d.linear_metres)}.${d.notes ? ` ${d.notes}` : ''}`,
    );
    table(doc, d.items);
  } else {
    header(doc, settings, 'Acta de eliminación', d);
    const witnesses = d.witnesses ?? [];
    paragraph(
      doc,
      `El ${day(d.executed_on)}, en el Archivo Central de ${settings.institution_name}, en presencia de ${witnesses.join(', ')}, se procedió a eliminar por ${DISPOSAL_METHODS[d.method as DisposalMethod]?.toLowerCase() ?? d.method} los documentos del inventario que sigue, conforme a la Resolución N.° ${d.resolution_number} del ${day(d.resolution_date)}, que aprobó su eliminación.`,
    );
    paragraph(
      doc,
      `${destroyed.length === 1 ? 'Se eliminó' : 'Se eliminaron'} ${formatQuantity(destroyed.length, 'unidad', 'unidades')} con ${formatQuantity(folios(destroyed), 'folio', 'folios')}, volumen ${metres(d.linear_metres)}.${kept.length > 0 ? ` Por selección se conservan permanentemente ${formatQuantity(kept.length, 'unidad', 'unidades')} (${kept.map((i) => i.code).join(', ')}).` : ''} Los datos de lo eliminado se conservan de manera permanente en el sistema.`,
    );
    table(doc, d.items);
    doc.moveDown(0.5);
    signatures(doc, [
      ['Responsable del Archivo Central', person(d.executed_by_user)],
      ...witnesses.map((name): [string, string] => ['Testigo', name]),
    ]);
  }
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#666666')
    .text(`Impreso el ${limaDateTime(new Date())}`, MARGIN, doc.y + 10, {
      width: doc.page.width - 2 * MARGIN,
      align: 'right',
    });
  doc.end();
  return done;
}
