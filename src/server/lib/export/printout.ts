/**
 * A generated document as the routes answer it: a PDF shown inline (a spreadsheet downloaded),
 * named after its record with only safe characters, never cached.
 */
import type { FastifyReply } from 'fastify';
import { XLSX_CONTENT_TYPE } from './spreadsheet';

const FORMATS = {
  pdf: { type: 'application/pdf', disposition: 'inline' },
  xlsx: { type: XLSX_CONTENT_TYPE, disposition: 'attachment' },
} as const;

/** `name` without its extension, e.g. `planilla-CE-2026-000001`. */
export function sendPrintout(reply: FastifyReply, name: string, format: keyof typeof FORMATS, bytes: Buffer) {
  const { type, disposition } = FORMATS[format];
  return reply
    .type(type)
    .header('content-disposition', `${disposition}; filename="${name.replace(/[^\w.-]/g, '_')}.${format}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}

/** The response schema of a route answering a PDF (sent as bytes, never serialised). */
export const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) => sendPrintout(reply, name, 'pdf', pdf);

/** The bytes a pdfkit document writes, once it ends: call it before drawing, await it after `end()`. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
