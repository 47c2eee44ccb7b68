/**
 * The visible stamp of a signature: a form XObject used as the widget's normal appearance, so
 * drawing it changes no page content an earlier signature covers. It names the signer, their DNI
 * (or RUC), the reason and the date and time in Lima.
 */
import {
  beginText,
  closePath,
  endText,
  fillAndStroke,
  moveText,
  type PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  setFillingColor,
  setFontAndSize,
  setLineWidth,
  setStrokingColor,
  showText,
} from 'pdf-lib';
import { limaSecond } from '../local-time';

export interface StampText {
  name: string;
  dni: string | null;
  ruc: string | null;
  reason: string;
  signedAt: Date;
}

export const STAMP_WIDTH = 180;
export const STAMP_HEIGHT = 60;

/** The stamp's lines, widest first cut to the box; shared with tests. */
export function stampLines(text: StampText): { text: string; bold: boolean; size: number }[] {
  const id = text.dni ? `DNI ${text.dni}` : text.ruc ? `RUC ${text.ruc}` : 'Sin DNI en el certificado';
  return [
    { text: 'Firmado digitalmente por:', bold: false, size: 6.5 },
    { text: text.name, bold: true, size: 8 },
    { text: id, bold: false, size: 7 },
    { text: `Motivo: ${text.reason}`, bold: false, size: 7 },
    { text: `Fecha: ${limaSecond(text.signedAt).replace(',', '')} (hora de Lima)`, bold: false, size: 7 },
  ];
}

function fitToWidth(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Characters Helvetica (WinAnsi) cannot show are replaced, so an unusual name never stops a signature. */
function printable(font: PDFFont, text: string): string {
  const allowed = new Set(font.getCharacterSet());
  return [...text].map((char) => (allowed.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

export async function drawStamp(doc: PDFDocument, text: StampText): Promise<PDFRef> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  await regular.embed();
  await bold.embed();
  const padding = 5;
  const operators: PDFOperator[] = [
    pushGraphicsState(),
    setFillingColor(rgb(0.94, 0.96, 0.99)),
    setStrokingColor(rgb(0.2, 0.35, 0.6)),
    setLineWidth(0.8),
    rectangle(0.4, 0.4, STAMP_WIDTH - 0.8, STAMP_HEIGHT - 0.8),
    closePath(),
    fillAndStroke(),
    setFillingColor(rgb(0.1, 0.1, 0.15)),
    beginText(),
  ];
  for (const [index, line] of stampLines(text).entries()) {
    const font = line.bold ? bold : regular;
    const shown = fitToWidth(font, printable(font, line.text), line.size, STAMP_WIDTH - 2 * padding);
    const step = line.size + 3;
    operators.push(
      setFontAndSize(line.bold ? 'F2' : 'F1', line.size),
      index === 0 ? moveText(padding, STAMP_HEIGHT - padding - step) : moveText(0, -step),
      showText(font.encodeText(shown)),
    );
  }
  operators.push(endText(), popGraphicsState());
  const stream = doc.context.formXObject(operators, {
    BBox: [0, 0, STAMP_WIDTH, STAMP_HEIGHT],
    Resources: { Font: { F1: regular.ref, F2: bold.ref } },
  });
  return doc.context.register(stream);
}
