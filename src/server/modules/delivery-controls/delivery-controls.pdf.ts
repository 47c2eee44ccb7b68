/**
 * The printed papers of a delivery control (docs/domain.md §4), A4 by pdfkit: the planilla the courier
 * takes out (one row per copy with blank "Recibido por (nombre y DNI)", "Fecha y hora" and
 * "Firma / sello" columns, totals and both signatures, as many pages as the rows need), the
 * single cargo of one copy, and the returns report.
 */
import { formatQuantity } from '@shared/numbers';
import type { Settings } from '@shared/schemas/configs';
import { DELIVERY_KINDS, type DeliveryKind, limaDateTime } from '@shared/schemas/delivery';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/export/printout';
import type { ItemView } from './delivery-controls.present';
import type { DeliveryControlRow } from './delivery-controls.scope';

type Doc = PDFKit.PDFDocument;

export interface PrintedControl extends DeliveryControlRow {
  courier: { names: string; surnames: string } | null;
  registered_by_user: { names: string; surnames: string } | null;
  items: ItemView[];
}

const MARGIN = 36;
const LINE = '#444444';

function render(draw: (doc: Doc) => void, layout: 'portrait' | 'landscape'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout, margin: MARGIN, bufferPages: true, info: { Producer: 'Folio' } });
  const done = pdfBytes(doc);
  draw(doc);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without lifting it, pdfkit would open a new page for the footer.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#666666')
      .text(`Página ${i + 1} de ${count}`, MARGIN, doc.page.height - MARGIN + 8, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

const person = (p: { names: string; surnames: string } | null) => (p ? `${p.names} ${p.surnames}` : '');
const carrier = (c: PrintedControl) =>
  c.courier
    ? `Mensajero: ${person(c.courier)}`
    : `Proveedor: ${c.provider ?? ''} — Guía u orden de servicio: ${c.guide_number ?? ''}`;
const date = (iso: string) => limaDateTime(iso).slice(0, 10);
const scheduled = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** Institution, RUC, title and the control's data. */
function header(doc: Doc, settings: Settings, c: PrintedControl, title: string) {
  const width = doc.page.width - 2 * MARGIN;
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(settings.institution_name, MARGIN, MARGIN, { width });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text([settings.tax_id ? `RUC ${settings.tax_id}` : null, settings.address].filter(Boolean).join(' — '), { width });
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(13).text(`${title} N.° ${c.number}`, { width, align: 'center' });
  doc.moveDown(0.3).font('Helvetica').fontSize(8.5);
  doc.text(
    [
      `Tipo: ${DELIVERY_KINDS[c.kind as DeliveryKind]}`,
      `Fecha programada: ${scheduled(c.scheduled_date)}`,
      `Zona / ruta: ${c.zone ?? '—'}`,
      carrier(c),
    ].join('     '),
    { width },
  );
  if (c.notes) doc.text(`Observaciones: ${c.notes}`, { width });
  doc.moveDown(0.6);
}

interface Column {
  title: string;
  width: number;
  value: (item: ItemView, index: number) => string;
}

/** A table that continues on new pages, repeating its header; rows grow to fit their text. */
function table(doc: Doc, columns: Column[], items: ItemView[], repeatHeader: (doc: Doc) => void, minRow = 30) {
  const x0 = MARGIN;
  const drawHead = () => {
    let x = x0;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(7.5);
    const h = Math.max(...columns.map((c) => doc.heightOfString(c.title, { width: c.width - 6 }))) + 8;
    doc
      .rect(
        x0,
        y,
        columns.reduce((s, c) => s + c.width, 0),
        h,
      )
      .fillAndStroke('#E7ECF2', LINE);
    doc.fillColor('#000000');
    for (const c of columns) {
      doc.text(c.title, x + 3, y + 4, { width: c.width - 6 });
      x += c.width;
    }
    doc.y = y + h;
  };
  drawHead();
  doc.font('Helvetica').fontSize(7.5);
  items.forEach((item, i) => {
    const texts = columns.map((c) => c.value(item, i));
    const h = Math.max(minRow, ...texts.map((t, j) => doc.heightOfString(t, { width: columns[j]!.width - 6 }) + 8));
    if (doc.y + h > doc.page.height - MARGIN - 12) {
      doc.addPage();
      repeatHeader(doc);
      drawHead();
      doc.font('Helvetica').fontSize(7.5);
    }
    const y = doc.y;
    let x = x0;
    texts.forEach((t, j) => {
      const w = columns[j]!.width;
      doc.rect(x, y, w, h).strokeColor(LINE).stroke();
      doc.fillColor('#000000').text(t, x + 3, y + 4, { width: w - 6 });
      x += w;
    });
    doc.y = y + h;
  });
}

function signatures(doc: Doc, left: string, right: string) {
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y + 64 > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y + 36;
  const w = 200;
  for (const [i, label] of [left, right].entries()) {
    const x = i === 0 ? MARGIN + 20 : MARGIN + width - w - 20;
    doc
      .moveTo(x, y)
      .lineTo(x + w, y)
      .strokeColor(LINE)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#000000')
      .text(label, x, y + 4, { width: w, align: 'center' });
  }
  doc.y = y + 40;
}

const where = (item: ItemView) => [item.copy?.address, item.copy?.district].filter(Boolean).join(' — ') || '—';

/** The planilla: every item with blank columns for the receiver, totals and signatures. */
export function planillaPdf(settings: Settings, c: PrintedControl): Promise<Buffer> {
  return render((doc) => {
    const title = 'PLANILLA DE CONTROL DE ENTREGA';
    header(doc, settings, c, title);
    const columns: Column[] = [
      { title: 'N.°', width: 26, value: (_i, n) => String(n + 1) },
      { title: 'Número', width: 86, value: (i) => i.copy?.document.number ?? '' },
      { title: 'Fecha de registro', width: 56, value: (i) => (i.copy ? date(i.copy.document.date) : '') },
      {
        title: c.kind === 'interno' ? 'Oficina de destino' : 'Destinatario',
        width: 120,
        value: (i) => i.copy?.recipient ?? '',
      },
      { title: 'Dirección / distrito', width: 130, value: where },
      { title: 'Folios', width: 34, value: (i) => String(i.copy?.document.folios ?? '') },
      { title: 'Recibido por (nombre y DNI)', width: 150, value: () => '' },
      { title: 'Fecha y hora', width: 74, value: () => '' },
      { title: 'Firma / sello', width: 93, value: () => '' },
    ];
    table(doc, columns, c.items, (d) => {
      d.font('Helvetica-Bold')
        .fontSize(9)
        .fillColor('#000000')
        .text(`${title} N.° ${c.number} (continuación)`, MARGIN, MARGIN);
      d.moveDown(0.5);
    });
    const folios = c.items.reduce((s, i) => s + (i.copy?.document.folios ?? 0), 0);
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#000000')
      .text(
        `Total: ${formatQuantity(c.items.length, 'documento', 'documentos')}, ${formatQuantity(folios, 'folio', 'folios')}.`,
        MARGIN,
      );
    signatures(
      doc,
      `Entregué conforme\n${person(c.registered_by_user)}`,
      `Recibí conforme (${c.courier ? 'mensajero' : 'proveedor'})\n${c.courier ? person(c.courier) : (c.provider ?? '')}`,
    );
  }, 'landscape');
}

/** The cargo of one copy: the document, where it goes, and the receiver's data (blank until delivered). */
export function cargoPdf(settings: Settings, c: PrintedControl, item: ItemView): Promise<Buffer> {
  return render((doc) => {
    header(doc, settings, c, 'CARGO DE ENTREGA');
    const delivered = item.attempts.find((a) => a.result === 'entregado');
    const width = doc.page.width - 2 * MARGIN;
    const rows: [string, string][] = [
      ['Documento', item.copy?.document.number ?? ''],
      ['Fecha de registro', item.copy ? date(item.copy.document.date) : ''],
      ['Asunto', item.copy?.document.subject ?? ''],
      [c.kind === 'interno' ? 'Oficina de destino' : 'Destinatario', item.copy?.recipient ?? ''],
      ['Dirección / distrito', where(item)],
      ['Folios', String(item.copy?.document.folios ?? '')],
      ['Recibido por (nombre)', delivered?.received_by_name ?? ''],
      ['DNI', delivered?.received_by_document ?? ''],
      ['Cargo o relación', delivered?.received_by_position ?? ''],
      ['Fecha y hora', delivered ? limaDateTime(delivered.at) : ''],
      [
        'Firma / sello',
        delivered ? [delivered.signed && 'Firmado', delivered.sealed && 'Sellado'].filter(Boolean).join(' y ') : '',
      ],
    ];
    doc.font('Helvetica').fontSize(10);
    for (const [label, value] of rows) {
      const y = doc.y;
      const h = Math.max(26, doc.heightOfString(value, { width: width - 150 }) + 12);
      doc.rect(MARGIN, y, 140, h).fillAndStroke('#F2F4F7', LINE);
      doc
        .rect(MARGIN + 140, y, width - 140, h)
        .strokeColor(LINE)
        .stroke();
      doc
        .fillColor('#000000')
        .font('Helvetica-Bold')
        .text(label, MARGIN + 6, y + 7, { width: 128 });
      doc.font('Helvetica').text(value, MARGIN + 146, y + 7, { width: width - 152 });
      doc.y = y + h;
    }
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor('#444444')
      .text(
        'El cargo sellado con fecha, hora y lugar de recepción tiene el mismo valor que el original: consérvelo con el expediente.',
        MARGIN,
        doc.y,
        { width },
      );
    signatures(
      doc,
      'Firma / sello de quien recibe',
      `Mensajero\n${c.courier ? person(c.courier) : (c.provider ?? '')}`,
    );
  }, 'portrait');
}

/** The returns of a control: each returned copy with its reason and visits. */
export function returnsPdf(settings: Settings, c: PrintedControl, reasons: Map<string, string>): Promise<Buffer> {
  return render((doc) => {
    const title = 'REPORTE DE DEVOLUCIONES DEL CONTROL';
    header(doc, settings, c, title);
    const returned = c.items.filter((i) => i.result === 'devuelto');
    const last = (i: ItemView) => i.attempts[i.attempts.length - 1];
    const columns: Column[] = [
      { title: 'N.°', width: 26, value: (_i, n) => String(n + 1) },
      { title: 'Número', width: 90, value: (i) => i.copy?.document.number ?? '' },
      {
        title: c.kind === 'interno' ? 'Oficina de destino' : 'Destinatario',
        width: 150,
        value: (i) => i.copy?.recipient ?? '',
      },
      { title: 'Dirección / distrito', width: 170, value: where },
      {
        title: 'Motivo',
        width: 140,
        value: (i) => reasons.get(last(i)?.reason_code ?? '') ?? last(i)?.reason_code ?? '',
      },
      { title: 'Visitas', width: 40, value: (i) => String(i.visits) },
      { title: 'Fecha y hora', width: 80, value: (i) => (last(i) ? limaDateTime(last(i)!.at) : '') },
      { title: 'Observación', width: 73, value: (i) => last(i)?.note ?? '' },
    ];
    if (returned.length === 0) doc.font('Helvetica').fontSize(10).text('Este control no tiene devoluciones.', MARGIN);
    else table(doc, columns, returned, (d) => d.moveDown(0.5), 22);
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#000000')
      .text(`Devueltos: ${returned.length} de ${c.items.length}.`, MARGIN);
  }, 'landscape');
}
