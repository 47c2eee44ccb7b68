/**
 * Where everything goes on the sticker, in millimetres: the same rules as the server's PDF
 * (src/server/modules/stickers/sticker-pdf.ts), so that the preview shows what will print.
 */
import type { Sticker, StickerData } from '@shared/schemas/stickers';
import { TIME_ZONE } from '@shared/working-days';

export const POINTS_PER_MM = 72 / 25.4;
const GAP = 1.5;
/** Helvetica's line height with its line gap, per point of font size (pdfkit's currentLineHeight(true)). */
export const LINE_HEIGHT = 1.156;
const MIN_NUMBER_SIZE = 4;
export const QUIET_ZONE_MODULES = 10;
export const MAX_MODULE_WIDTH = 0.5;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidLine {
  text: string;
  bold: boolean;
  /** Font size in points. */
  size: number;
  y: number;
  height: number;
}

export interface StickerLayout {
  width: number;
  height: number;
  inner: Box;
  textWidth: number;
  qr: Box | null;
  barcode: Box | null;
  lines: LaidLine[];
  /** The subject excerpt, wrapped over `maxLines` lines at most. */
  subject: { text: string; y: number; size: number; maxLines: number } | null;
}

const RECEIVED_AT = new Intl.DateTimeFormat('es-PE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const formatReceivedAt = (iso: string) => RECEIVED_AT.format(new Date(iso)).replace(',', '');

export const excerpt = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/** Width of `text` in millimetres at `size` points. */
export type Measure = (text: string, size: number, bold: boolean) => number;

/** A rough Helvetica average when no canvas can measure (tests). */
export const roughMeasure: Measure = (text, size) => (text.length * size * 0.55) / POINTS_PER_MM;

interface Line {
  text: string;
  bold?: boolean;
  size?: number;
  shrink?: boolean;
}

function lines(sticker: Sticker, data: StickerData): Line[] {
  const { fields } = sticker;
  const labelled = (show: boolean, label: string, value: string | number | null): Line[] =>
    show && value !== null && value !== '' ? [{ text: `${label}: ${value}` }] : [];
  return [
    ...(fields.institution ? [{ text: data.institution, bold: true }] : []),
    ...(fields.number ? [{ text: data.number, bold: true, size: sticker.font_size * 1.3, shrink: true }] : []),
    ...labelled(fields.received_at, 'Recibido', formatReceivedAt(data.received_at)),
    ...labelled(fields.folios, 'Folios', data.folios),
    ...labelled(fields.sender, 'Remitente', data.sender),
    ...labelled(fields.destination_office, 'Destino', data.destination_office),
    ...labelled(fields.received_by, 'Recibido por', data.received_by),
  ];
}

const lineHeight = (size: number) => (size * LINE_HEIGHT) / POINTS_PER_MM;

export function stickerLayout(sticker: Sticker, data: StickerData, measure: Measure = roughMeasure): StickerLayout {
  const { width_mm: width, height_mm: height, margin_mm: margin } = sticker;
  const inner: Box = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  let textWidth = inner.width;
  let qr: Box | null = null;
  if (sticker.qr) {
    const side = Math.min(inner.height, inner.width * 0.4);
    qr = { x: inner.x + inner.width - side, y: inner.y, width: side, height: side };
    textWidth -= side + GAP;
  }
  let textBottom = inner.y + inner.height;
  let barcode: Box | null = null;
  if (sticker.barcode) {
    const barHeight = Math.min(Math.max(inner.height * 0.25, 4), 12);
    barcode = { x: inner.x, y: textBottom - barHeight, width: textWidth, height: barHeight };
    textBottom -= barHeight + GAP / 2;
  }

  const laid: LaidLine[] = [];
  let y = inner.y;
  for (const line of lines(sticker, data)) {
    let size = line.size ?? sticker.font_size;
    const overflow = measure(line.text, size, Boolean(line.bold)) / textWidth;
    if (line.shrink && overflow > 1) size = Math.max(MIN_NUMBER_SIZE, size / overflow);
    const h = lineHeight(size);
    if (y + h > textBottom) break;
    laid.push({ text: line.text, bold: Boolean(line.bold), size, y, height: h });
    y += h;
  }
  let subject: StickerLayout['subject'] = null;
  if (sticker.fields.subject && data.subject) {
    const h = lineHeight(sticker.font_size);
    if (y + h <= textBottom) {
      subject = {
        text: `Asunto: ${excerpt(data.subject, sticker.subject_length)}`,
        y,
        size: sticker.font_size,
        maxLines: Math.floor((textBottom - y) / h),
      };
    }
  }
  return { width, height, inner, textWidth, qr, barcode, lines: laid, subject };
}

/** The Code 128 bars of `bars` (module widths) laid in `box` as the PDF does: left-aligned after the quiet zone. */
export function barRects(bars: number[], box: Box): Box[] {
  const modules = bars.reduce((sum, w) => sum + w, 0) + 2 * QUIET_ZONE_MODULES;
  const unit = Math.min(box.width / modules, MAX_MODULE_WIDTH);
  let cursor = QUIET_ZONE_MODULES * unit;
  const rects: Box[] = [];
  bars.forEach((w, i) => {
    if (i % 2 === 0) rects.push({ x: cursor, y: 0, width: w * unit, height: box.height });
    cursor += w * unit;
  });
  return rects;
}
