/**
 * Where everything goes on a sticker, in millimetres from its top-left corner: each text line
 * (already cut or wrapped, with its font size and baseline), the QR and the barcode. The server's
 * PDF (src/server/modules/stickers/stickers.pdf.ts) and the designer's preview
 * (src/web/features/stickers/StickerPreview.tsx) both draw exactly this, so they cannot drift.
 * Text is measured with Helvetica's own metrics (./helvetica.ts), the font the PDF prints in.
 */
import { HELVETICA_ASCENT, HELVETICA_LINE_HEIGHT, helveticaWidth } from './helvetica';
import type { Sticker, StickerData } from './schemas/stickers';
import { formatCode } from './schemas/tracking';
import { TIME_ZONE } from './working-days';

export const POINTS_PER_MM = 72 / 25.4;
/** Between the text and the QR, and (half of it) above the barcode. */
const GAP = 1.5;
/** The smallest size the number may shrink to before it is cut instead. */
const MIN_NUMBER_SIZE = 4;
/** Code 128 needs ten modules of blank space on each side to scan. */
const QUIET_ZONE_MODULES = 10;
/** A QR symbol needs four modules of blank space around it to scan (ISO/IEC 18004). */
export const QR_QUIET_MODULES = 4;
/** Wider bars than this read no better and only look coarse. */
const MAX_MODULE_WIDTH = 0.5;
const ELLIPSIS = '…';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextLine {
  text: string;
  bold: boolean;
  /** Font size in points. */
  size: number;
  x: number;
  /** The top of the line. */
  y: number;
  /** Where the letters sit: `y` plus the font's ascent. */
  baseline: number;
  height: number;
}

export interface StickerLayout {
  width: number;
  height: number;
  /** The printable area inside the margin. */
  inner: Box;
  lines: TextLine[];
  qr: Box | null;
  /** The verification code, centred under the QR (without a QR it is one of `lines`). */
  code: TextLine | null;
  barcode: Box | null;
  /** The barcode's human-readable line: the number it encodes, centred under the bars. */
  barcodeText: TextLine | null;
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

/** "20/11/2026 10:05" in the organisation's time zone. */
export const formatReceivedAt = (iso: string) => RECEIVED_AT.format(new Date(iso)).replace(',', '');

export const excerpt = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}${ELLIPSIS}` : text;

/** Width in millimetres of `text` at `size` points. */
export const textWidth = (text: string, size: number, bold = false) => helveticaWidth(text, size, bold) / POINTS_PER_MM;

const lineHeight = (size: number, bold: boolean) =>
  (size * HELVETICA_LINE_HEIGHT[bold ? 'bold' : 'regular']) / POINTS_PER_MM;

/** The text cut with an ellipsis so that it fits `width` on one line. */
function fitLine(text: string, width: number, size: number, bold: boolean): string {
  if (textWidth(text, size, bold) <= width) return text;
  let end = text.length;
  while (end > 0 && textWidth(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`, size, bold) > width) end--;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

/** Words over lines of at most `width`; a word longer than a line is broken where it must. */
function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (textWidth(joined, size) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size) > width && line.length > 1) {
      let end = line.length - 1;
      while (end > 1 && textWidth(line.slice(0, end), size) > width) end--;
      lines.push(line.slice(0, end));
      line = line.slice(end);
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Field {
  text: string;
  bold?: boolean;
  size?: number;
  /** Shrinks the font to fit rather than cutting the text (the number must be read whole). */
  shrink?: boolean;
}

/** The one-line fields in print order; those the template hides or the document lacks are left out. */
function fields(sticker: Sticker, data: StickerData): Field[] {
  const { fields: show } = sticker;
  const labelled = (on: boolean, label: string, value: string | number | null): Field[] =>
    on && value !== null && value !== '' ? [{ text: `${label}: ${value}` }] : [];
  return [
    ...(show.institution ? [{ text: data.institution, bold: true }] : []),
    ...(show.number ? [{ text: data.number, bold: true, size: sticker.font_size * 1.3, shrink: true }] : []),
    ...(sticker.qr ? [] : [{ text: `Código: ${formatCode(data.verification_code)}`, bold: true }]),
    ...labelled(show.received_at, 'Recibido', formatReceivedAt(data.received_at)),
    ...labelled(show.folios, 'Folios', data.folios),
    ...labelled(show.sender, 'Remitente', data.sender),
    ...labelled(show.destination_office, 'Destino', data.destination_office),
    ...labelled(show.received_by, 'Recibido por', data.received_by),
  ];
}

export function stickerLayout(sticker: Sticker, data: StickerData): StickerLayout {
  const { width_mm: width, height_mm: height, margin_mm: margin } = sticker;
  const inner: Box = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  let room = inner.width;
  let qr: Box | null = null;
  let code: TextLine | null = null;
  if (sticker.qr) {
    const codeHeight = lineHeight(sticker.font_size, true);
    const side = Math.min(inner.height - codeHeight - GAP / 2, inner.width * 0.4);
    qr = { x: inner.x + inner.width - side, y: inner.y, width: side, height: side };
    code = codeUnder(qr, data.verification_code, sticker.font_size);
    room -= side + GAP;
  }
  let bottom = inner.y + inner.height;
  let barcode: Box | null = null;
  let barcodeText: TextLine | null = null;
  if (sticker.barcode) {
    const textSize = Math.max(MIN_NUMBER_SIZE, sticker.font_size * 0.8);
    const textHeight = lineHeight(textSize, false);
    const barHeight = Math.min(Math.max(inner.height * 0.25, 4), 12);
    const textTop = bottom - textHeight;
    barcode = { x: inner.x, y: textTop - GAP / 3 - barHeight, width: room, height: barHeight };
    const shown = fitLine(data.number, room, textSize, false);
    barcodeText = {
      text: shown,
      bold: false,
      size: textSize,
      x: inner.x + Math.max(0, (room - textWidth(shown, textSize)) / 2),
      y: textTop,
      baseline: textTop + (textSize * HELVETICA_ASCENT) / POINTS_PER_MM,
      height: textHeight,
    };
    bottom = barcode.y - GAP / 2;
  }

  const lines: TextLine[] = [];
  let y = inner.y;
  /** Adds a line if it still fits above the barcode (or the margin). */
  const place = (text: string, size: number, bold: boolean) => {
    const height = lineHeight(size, bold);
    if (y + height > bottom) return false;
    lines.push({ text, bold, size, x: inner.x, y, baseline: y + (size * HELVETICA_ASCENT) / POINTS_PER_MM, height });
    y += height;
    return true;
  };

  for (const field of fields(sticker, data)) {
    const bold = Boolean(field.bold);
    let size = field.size ?? sticker.font_size;
    const overflow = textWidth(field.text, size, bold) / room;
    if (field.shrink && overflow > 1) size = Math.max(MIN_NUMBER_SIZE, size / overflow);
    if (!place(fitLine(field.text, room, size, bold), size, bold)) break;
  }

  if (sticker.fields.subject && data.subject) {
    const size = sticker.font_size;
    const fitting = Math.floor((bottom - y) / lineHeight(size, false));
    const wrapped = wrap(`Asunto: ${excerpt(data.subject, sticker.subject_length)}`, room, size);
    const shown = wrapped.slice(0, Math.max(fitting, 0));
    // More than fits: the last line shown runs on into the next and ends in an ellipsis.
    if (shown.length > 0 && shown.length < wrapped.length) {
      const last = shown.length - 1;
      shown[last] = fitLine(`${shown[last]} ${wrapped[last + 1]}`, room, size, false);
    }
    for (const text of shown) place(text, size, false);
  }
  return { width, height, inner, lines, qr, code, barcode, barcodeText };
}

/** «Código: 7K3M-9QXD» centred under the QR, or the bare code (shrunk if it must) when that is too wide. */
function codeUnder(qr: Box, verificationCode: string, fontSize: number): TextLine {
  const grouped = formatCode(verificationCode);
  const labelled = `Código: ${grouped}`;
  const fits = textWidth(labelled, fontSize, true) <= qr.width;
  const text = fits ? labelled : grouped;
  const size = fits
    ? fontSize
    : Math.max(MIN_NUMBER_SIZE, Math.min(fontSize, (fontSize * qr.width) / textWidth(grouped, fontSize, true)));
  const y = qr.y + qr.height + GAP / 2;
  return {
    text,
    bold: true,
    size,
    x: qr.x + Math.max(0, (qr.width - textWidth(text, size, true)) / 2),
    y,
    baseline: y + (size * HELVETICA_ASCENT) / POINTS_PER_MM,
    height: lineHeight(size, true),
  };
}

/** Every text line to print: the fields, the code under the QR and the barcode's readable line. */
export const printedLines = (layout: StickerLayout): TextLine[] => [
  ...layout.lines,
  ...(layout.code ? [layout.code] : []),
  ...(layout.barcodeText ? [layout.barcodeText] : []),
];

/**
 * The bars of a Code 128 symbol (`bars`: module widths, bar first) in `box`, relative to its
 * corner: centred with its quiet zone on each side (as the readable line under it), each module as
 * wide as fits, up to a limit.
 */
export function barRects(bars: number[], box: Box): Box[] {
  const modules = bars.reduce((sum, w) => sum + w, 0) + 2 * QUIET_ZONE_MODULES;
  const unit = Math.min(box.width / modules, MAX_MODULE_WIDTH);
  let cursor = (box.width - modules * unit) / 2 + QUIET_ZONE_MODULES * unit;
  const rects: Box[] = [];
  bars.forEach((w, i) => {
    if (i % 2 === 0) rects.push({ x: cursor, y: 0, width: w * unit, height: box.height });
    cursor += w * unit;
  });
  return rects;
}
