import { inflateSync } from 'node:zlib';
import { DEFAULT_STICKER, type StickerData } from '@shared/schemas/stickers';
import { printedLines, QR_QUIET_MODULES, stickerLayout } from '@shared/sticker-layout';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { POINTS_PER_MM, renderStickerPdf } from './stickers.pdf';

const DATA: StickerData = {
  institution: 'Municipalidad Provincial de Ejemplo',
  number: 'ING-2026-000123',
  received_at: '2026-11-20T15:05:00Z',
  folios: 12,
  sender: 'Juan Carlos Mendoza Ríos',
  destination_office: 'Oficina de Asesoría Jurídica',
  received_by: 'María Quispe Huamán',
  subject: 'Solicitud de acceso a la información pública',
  verification_code: '7K3M9QXD',
  verification_url: 'http://folio.test/verificar/ING-2026-000123?codigo=7K3M9QXD',
};

/**
 * The page size and the text shown, each piece with where pdfkit put its baseline and its size,
 * read back from the PDF (pdfkit writes text as hex strings, from the page's bottom up).
 */
function readPdf(pdf: Buffer) {
  const source = pdf.toString('latin1');
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(source);
  const height = Number(box?.[2]);
  const runs = [...source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .flatMap((content) => [...content.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\n\/F\d+ ([\d.]+) Tf\n\[(.*)\] TJ/g)])
    .map((m) => ({
      x: Number(m[1]),
      baseline: height - Number(m[2]),
      size: Number(m[3]),
      text: [...m[4]!.matchAll(/<([0-9a-f]*)>/g)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join('')
        .replaceAll('\x85', '…'),
    }));
  return { width: Number(box?.[1]), height, runs, text: runs.map((r) => r.text) };
}

describe('sticker PDF', () => {
  it('is a PDF of exactly the template size in points', async () => {
    const pdf = await renderStickerPdf({ ...DEFAULT_STICKER, width_mm: 100, height_mm: 50 }, DATA);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { width, height } = readPdf(pdf);
    expect(width).toBeCloseTo(100 * POINTS_PER_MM, 3);
    expect(height).toBeCloseTo(50 * POINTS_PER_MM, 3);
    expect(width).toBeCloseTo(283.4646, 3);
  });

  it('prints the chosen fields with Spanish labels and Lima time', async () => {
    const { text } = readPdf(
      await renderStickerPdf({ ...DEFAULT_STICKER, width_mm: 100, height_mm: 60, qr: false }, DATA),
    );
    expect(text).toEqual([
      'Municipalidad Provincial de Ejemplo',
      'ING-2026-000123',
      'Código: 7K3M-9QXD',
      'Recibido: 20/11/2026 10:05',
      'Folios: 12',
      'Remitente: Juan Carlos Mendoza Ríos',
      'Destino: Oficina de Asesoría Jurídica',
      'Recibido por: María Quispe Huamán',
      'Asunto: Solicitud de acceso a la información pública',
      // The barcode's human-readable line.
      'ING-2026-000123',
    ]);
  });

  it('leaves out hidden and missing fields and cuts the subject to its excerpt', async () => {
    const sticker = {
      ...DEFAULT_STICKER,
      fields: { ...DEFAULT_STICKER.fields, institution: false, received_by: false },
      subject_length: 20,
    };
    const { text } = readPdf(await renderStickerPdf(sticker, { ...DATA, sender: null }));
    expect(text).toEqual([
      'ING-2026-000123',
      'Recibido: 20/11/2026 10:05',
      'Folios: 12',
      'Destino: Oficina de Asesoría Jurídica',
      'Asunto: Solicitud de acceso…',
      'Código: 7K3M-9QXD',
      'ING-2026-000123',
    ]);
  });

  it('keeps the whole number on the smallest sticker', async () => {
    const tiny = { ...DEFAULT_STICKER, width_mm: 30, height_mm: 15, margin_mm: 1 };
    const { text } = readPdf(await renderStickerPdf(tiny, DATA));
    expect(text).toContain('ING-2026-000123');
  });

  it('prints every line where the shared layout (and so the preview) puts it', async () => {
    const sticker = { ...DEFAULT_STICKER, width_mm: 70, height_mm: 40, subject_length: 200 };
    const data = { ...DATA, subject: `${DATA.subject} sobre los contratos de la obra del parque zonal` };
    const { runs } = readPdf(await renderStickerPdf(sticker, data));
    const layout = stickerLayout(sticker, data);
    const lines = printedLines(layout);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.at(-2)?.text).toBe('Código: 7K3M-9QXD');
    expect(lines.at(-1)?.text).toBe(DATA.number);
    expect(runs.map((r) => r.text)).toEqual(lines.map((l) => l.text));
    runs.forEach((run, i) => {
      const line = lines[i]!;
      expect(run.x).toBeCloseTo(line.x * POINTS_PER_MM, 3);
      expect(run.baseline).toBeCloseTo(line.baseline * POINTS_PER_MM, 3);
      expect(run.size).toBeCloseTo(line.size, 3);
    });
  });

  it('leaves the QR its quiet zone of four modules inside its box, away from the label edge', async () => {
    const sticker = { ...DEFAULT_STICKER, margin_mm: 0, barcode: false };
    const pdf = await renderStickerPdf(sticker, DATA);
    const squares = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .flatMap((m) => {
        try {
          return [
            ...inflateSync(Buffer.from(m[1]!, 'latin1'))
              .toString('latin1')
              .matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g),
          ];
        } catch {
          return [];
        }
      })
      .map((m) => m.slice(1, 5).map(Number))
      .filter(([, , w, h]) => Math.abs(w! - h!) < 1e-3);
    const qr = stickerLayout(sticker, DATA).qr!;
    const size = QRCode.create(DATA.verification_url, { errorCorrectionLevel: 'M' }).modules.size;
    const cell = (qr.width * POINTS_PER_MM) / (size + 2 * QR_QUIET_MODULES);
    expect(squares[0]![2]).toBeCloseTo(cell, 3);
    const right = Math.max(...squares.map(([x, , w]) => x! + w!));
    expect(Math.min(...squares.map(([x]) => x!))).toBeCloseTo(qr.x * POINTS_PER_MM + QR_QUIET_MODULES * cell, 3);
    expect(right).toBeCloseTo((qr.x + qr.width) * POINTS_PER_MM - QR_QUIET_MODULES * cell, 3);
    expect(Math.min(...squares.map(([, y]) => y!))).toBeCloseTo(QR_QUIET_MODULES * cell, 3);
  });
});
