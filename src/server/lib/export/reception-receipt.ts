/**
 * The «cargo de recepción» a citizen keeps of what they presented, at the counter or through the
 * virtual desk: A4, the institution, the entry's number with its barcode, when it was received
 * (the day its terms count from and its due date), the subject, folios, where it went, the
 * verification code with a QR of the tracking page and, for the virtual desk, every file with its
 * SHA-256. pdfkit with Helvetica, as the requests' constancia.
 */

import { formatCount, formatFileSize } from '@shared/numbers';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { limaSecond } from '../local-time';
import { pdfBytes } from './printout';
import { labelledRow } from './proof-rows';

export interface ReceiptData {
  institution: string;
  /** «Mesa de partes virtual», «Mesa de partes presencial». */
  channel: string;
  number: string;
  /** The virtual desk's request it came from. */
  request_number?: string | null;
  received_at: Date;
  counted_from: string;
  outside_hours: boolean;
  /** The entry's due date: the response term counted from `counted_from`. */
  due_date: string;
  sender: string;
  subject: string;
  folios: number;
  code: string;
  /** The tracking page, drawn as a QR beside the code. */
  verification_url?: string;
  destination_office?: string | null;
  received_by?: string | null;
  /** The files received through the virtual desk, each with its SHA-256. */
  files?: { name: string; size: number; sha256: string; main: boolean }[];
}

export const dayOf = (date: string) => date.split('-').reverse().join('/');

export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  return renderReceipts([data]);
}

/** Several cargos printed at once (the Ingresos list's selection): one A4 page each. */
export async function renderReceipts(all: ReceiptData[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    autoFirstPage: false,
    info: {
      Title: all.length === 1 ? `Cargo de recepción ${all[0]!.number}` : 'Cargos de recepción',
      Creator: 'Folio',
    },
  });
  const finished = pdfBytes(doc);
  for (const data of all) {
    doc.addPage({ size: 'A4', margin: 56 });
    await drawReceipt(doc, data);
  }
  doc.end();
  return finished;
}

async function drawReceipt(doc: PDFKit.PDFDocument, data: ReceiptData): Promise<void> {
  const width = doc.page.width - 112;

  doc.font('Helvetica-Bold').fontSize(11).fillColor('#333').text(data.institution, { align: 'center' });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text('Cargo de recepción', { align: 'center' });
  doc.font('Helvetica').fontSize(10).fillColor('#555').text(data.channel, { align: 'center' });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(13).fillColor('black').text(data.number, { align: 'center' });
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: data.number, scale: 2, height: 10 });
  doc.moveDown(0.5);
  doc.image(barcode, 56 + width / 2 - 110, doc.y, { width: 220, height: 44 });
  doc.y += 56;

  const rows: [string, string][] = [
    ['Número de registro', data.number],
    ...(data.request_number ? [['Solicitud', data.request_number] as [string, string]] : []),
    ['Recibido', limaSecond(data.received_at)],
    [
      'Plazo computado desde',
      data.outside_hours
        ? `${dayOf(data.counted_from)} (recibido fuera del horario de atención: se considera presentado el siguiente día hábil)`
        : dayOf(data.counted_from),
    ],
    ['Fecha límite de respuesta', dayOf(data.due_date)],
    ['Remitente', data.sender],
    ['Asunto', data.subject],
    ['Folios', formatCount(data.folios)],
    ...(data.destination_office ? [['Oficina de destino', data.destination_office] as [string, string]] : []),
    ...(data.received_by ? [['Recibido por', data.received_by] as [string, string]] : []),
    ['Código de verificación', `${data.code.slice(0, 4)}-${data.code.slice(4)}`],
  ];
  const row = (label: string, value: string) => labelledRow(doc, label, value);
  for (const [label, value] of rows) row(label, value);

  const files = data.files ?? [];
  if (files.length > 0) {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(11).text('Archivos recibidos', 56, doc.y);
    doc.moveDown(0.3);
    for (const file of files) {
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(
          `${file.main ? 'Documento principal' : 'Anexo'}: ${file.name} (${formatFileSize(file.size)})`,
          56,
          doc.y,
          {
            width,
          },
        );
      doc.font('Courier').fontSize(8).fillColor('#333').text(`SHA-256 ${file.sha256}`, 56, doc.y, { width });
      doc.fillColor('black').moveDown(0.4);
    }
  }

  if (data.verification_url) {
    doc.moveDown(0.8);
    const qr = await QRCode.toBuffer(data.verification_url, { margin: 2, width: 240, errorCorrectionLevel: 'M' });
    const top = doc.y;
    doc.image(qr, 56, top, { width: 90, height: 90 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('black')
      .text('Consulte su trámite escaneando el código QR o en:', 160, top + 20, { width: width - 104 })
      .font('Courier')
      .fontSize(8)
      .text(data.verification_url, 160, doc.y + 2, { width: width - 104 });
    doc.y = top + 96;
  }

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text(
      files.length > 0
        ? 'Con el número de registro y el código de verificación puede consultar el estado de su trámite en la página «Consulta de trámite». El SHA-256 identifica cada archivo tal como fue recibido.'
        : 'Con el número de registro y el código de verificación puede consultar el estado de su trámite en la página «Consulta de trámite».',
      56,
      doc.y,
      { width, align: 'center' },
    );
}
