/**
 * The «constancia de notificación electrónica» (pdfkit, A4): the institution, the output notified
 * (number, subject, issuing office), the casilla (holder, document, address), the deposit (when,
 * every file with its SHA-256), the rule of the legal date and the date itself, and the acuse de
 * lectura (when, from what address and browser) or that it has not been read yet. The caller seals it.
 */
import { formatFileSize } from '@shared/numbers';
import PDFDocument from 'pdfkit';
import type { DepositedFile } from '../../db/schema';
import { pdfBytes } from '../../lib/export/printout';
import { labelledRow } from '../../lib/export/proof-rows';
import { limaSecond } from '../../lib/local-time';

export interface ConstanciaData {
  institution: string;
  output: { number: string; subject: string; office: string };
  holder: { name: string; document: string; email: string };
  rule: 'deposito' | 'lectura';
  deposited_at: Date;
  files: DepositedFile[];
  notified_at: Date | null;
  read: { at: Date; ip: string | null; user_agent: string | null } | null;
}

const RULES = {
  deposito: 'La notificación surte efecto en la fecha y hora del depósito en la casilla.',
  lectura: 'La notificación surte efecto en la fecha y hora de la primera lectura en la casilla.',
};

export async function renderConstancia(data: ConstanciaData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Constancia de notificación electrónica ${data.output.number}`, Creator: 'Folio' },
  });
  const finished = pdfBytes(doc);
  const width = doc.page.width - 112;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#333').text(data.institution, { align: 'center' });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text('Constancia de notificación electrónica', {
    align: 'center',
  });
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Casilla electrónica', { align: 'center' });
  doc.moveDown(1);

  const row = (label: string, value: string) => labelledRow(doc, label, value);
  const heading = (text: string) => {
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(text, 56);
    doc.moveDown(0.3);
  };

  heading('Documento notificado');
  row('Número', data.output.number);
  row('Asunto', data.output.subject);
  row('Oficina que lo emite', data.output.office);
  heading('Casilla electrónica');
  row('Titular', data.holder.name);
  row('Documento', data.holder.document);
  row('Correo de aviso', data.holder.email);
  heading('Depósito');
  row('Depositado', limaSecond(data.deposited_at));
  for (const file of data.files)
    row(
      file.role === 'documento' ? 'Documento firmado' : 'Anexo',
      `${file.name} (${formatFileSize(file.size)})\nSHA-256 ${file.sha256}`,
    );
  heading('Fecha de notificación');
  row('Regla', RULES[data.rule]);
  row('Notificado', data.notified_at ? limaSecond(data.notified_at) : 'Aún no: surte efecto con la primera lectura.');
  heading('Acuse de lectura');
  if (data.read) {
    row('Primera lectura', limaSecond(data.read.at));
    row('Dirección de origen', data.read.ip ?? '—');
    row('Navegador', data.read.user_agent ?? '—');
  } else row('Primera lectura', 'El documento aún no ha sido abierto en la casilla.');
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text(
      'Constancia emitida automáticamente por Folio y sellada con el sello digital de la institución. Se vuelve a emitir cuando el destinatario abre el documento por primera vez.',
      56,
      doc.y,
      { width },
    );
  doc.end();
  return finished;
}
