/**
 * The printed proof of a request ("constancia"): A4, the institution, the request's number with
 * its barcode, when and by whom it was made, what it asks for, its state and, once assigned, the
 * record it became. pdfkit with the standard Helvetica (as the sticker), bwip-js for the barcode.
 */

import { REQUEST_STATES, REQUEST_URGENCIES, type RequestState } from '@shared/schemas/requests';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/export/printout';
import { labelledRow } from '../../lib/export/proof-rows';
import { limaMinute } from '../../lib/local-time';

export interface ConstanciaData {
  institution: string;
  title: string;
  number: string;
  submitted_at: Date;
  requested_by: string;
  office: string;
  subject: string;
  urgency: string;
  paper_to_come: boolean;
  note: string | null;
  state: string;
  /** «Ingreso ING-2026-000123», once assigned. */
  record: string | null;
  /** Label/value pairs of the proposed record. */
  details: [string, string][];
  printed_by: string;
}

export async function renderConstancia(data: ConstanciaData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Constancia ${data.number}`, Creator: 'Folio' },
  });
  const finished = pdfBytes(doc);
  const width = doc.page.width - 112;

  doc.font('Helvetica-Bold').fontSize(11).fillColor('#333').text(data.institution, { align: 'center' });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(`Constancia de ${data.title}`, { align: 'center' });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(13).text(data.number, { align: 'center' });
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: data.number, scale: 2, height: 10 });
  doc.moveDown(0.5);
  doc.image(barcode, 56 + width / 2 - 110, doc.y, { width: 220, height: 44 });
  doc.y += 56;

  const rows: [string, string][] = [
    ['Enviada', limaMinute(data.submitted_at)],
    ['Solicitada por', data.requested_by],
    ['Oficina solicitante', data.office],
    ['Asunto', data.subject],
    ['Urgencia', REQUEST_URGENCIES[data.urgency as keyof typeof REQUEST_URGENCIES] ?? data.urgency],
    ['Original en papel', data.paper_to_come ? 'Por entregar a mesa de partes' : 'No corresponde'],
    ...data.details,
    ...(data.note ? [['Nota', data.note] as [string, string]] : []),
    ['Estado', REQUEST_STATES[data.state as RequestState] ?? data.state],
    ...(data.record ? [['Registrada como', data.record] as [string, string]] : []),
  ];
  for (const [label, value] of rows) labelledRow(doc, label, value);

  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text(
      `Esta constancia acredita que la solicitud fue recibida por el sistema. Impresa por ${data.printed_by} el ${limaMinute(new Date())}.`,
      56,
      doc.y,
      { width, align: 'center' },
    );
  doc.end();
  return finished;
}
