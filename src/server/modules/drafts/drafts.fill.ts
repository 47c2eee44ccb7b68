/**
 * Fills the fields the frozen PDF reserved (drafts.pdf.ts) in one incremental update, just before
 * the author signs: `numero` with the number taken at signature, and every page's
 * `codigo_verificacion.pN` with the QR of the verification page and the code. Only the fields'
 * values and appearances change (what the certifying signature's DocMDP level 2 allows), so
 * every earlier V°B° keeps verifying over its own revision.
 */
import {
  beginText,
  endText,
  fill,
  moveText,
  PDFArray,
  PDFBool,
  PDFDict,
  type PDFDocument,
  type PDFFont,
  PDFName,
  type PDFOperator,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  setFillingColor,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { openForUpdate } from '../../lib/signatures/incremental';

export interface ReservedValues {
  /** What follows «<TIPO> N.° », e.g. `000123-2026-OAJ`. */
  number: string;
  code: string;
  /** `<APP_URL>/verificar-documento`. */
  url: string;
}

/** Every terminal field by its full name (`codigo_verificacion.p1`). */
function fieldsByName(doc: PDFDocument): Map<string, PDFDict> {
  const out = new Map<string, PDFDict>();
  const visit = (dict: PDFDict, prefix: string) => {
    const own = dict.lookupMaybe(PDFName.of('T'), PDFString)?.decodeText();
    const name = own ? (prefix ? `${prefix}.${own}` : own) : prefix;
    const kids = dict.lookupMaybe(PDFName.of('Kids'), PDFArray);
    if (!kids) {
      out.set(name, dict);
      return;
    }
    for (let i = 0; i < kids.size(); i++) visit(kids.lookup(i, PDFDict), name);
  };
  const fields = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  for (let i = 0; i < (fields?.size() ?? 0); i++) visit(fields!.lookup(i, PDFDict), '');
  return out;
}

function sizeOf(widget: PDFDict): { width: number; height: number } {
  const [x1, y1, x2, y2] = widget
    .lookup(PDFName.of('Rect'), PDFArray)
    .asArray()
    .map((n) => Number(n.toString()));
  return { width: Math.abs(x2! - x1!), height: Math.abs(y2! - y1!) };
}

function setAppearance(doc: PDFDocument, widget: PDFDict, value: string, operators: PDFOperator[], fonts: PDFFont[]) {
  const { width, height } = sizeOf(widget);
  const stream = doc.context.formXObject(operators, {
    BBox: [0, 0, width, height],
    Resources: { Font: Object.fromEntries(fonts.map((f, i) => [`F${i + 1}`, f.ref])) },
  });
  widget.set(PDFName.of('V'), PDFString.of(value));
  widget.set(PDFName.of('AP'), doc.context.obj({ N: doc.context.register(stream) }));
}

const text = (font: PDFFont, name: string, size: number, x: number, y: number, value: string) => [
  beginText(),
  setFontAndSize(name, size),
  moveText(x, y),
  showText(font.encodeText(value)),
  endText(),
];

/** The number over the pending «____-2026-OAJ», on white so the blanks do not show through. */
function numberOperators(bold: PDFFont, width: number, height: number, number: string): PDFOperator[] {
  return [
    pushGraphicsState(),
    setFillingColor(rgb(1, 1, 1)),
    rectangle(0, 0, width, height),
    fill(),
    setFillingColor(rgb(0, 0, 0)),
    ...text(bold, 'F1', 12, 1, 5, number),
    rectangle(1, 2.5, bold.widthOfTextAtSize(number, 12), 0.6),
    fill(),
    popGraphicsState(),
  ];
}

/** The QR (square, the widget's height) and, beside it at the bottom, the address and the code. */
function verificationOperators(regular: PDFFont, height: number, values: ReservedValues): PDFOperator[] {
  const qr = QRCode.create(`${values.url}?codigo=${values.code}`, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = height / (count + 2);
  const operators: PDFOperator[] = [pushGraphicsState(), setFillingColor(rgb(0, 0, 0))];
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.modules.get(row, col)) operators.push(rectangle((col + 1) * cell, height - (row + 2) * cell, cell, cell));
  operators.push(fill());
  const x = height + 6;
  operators.push(
    ...text(regular, 'F1', 7, x, 11, `Dirección: ${values.url}`),
    ...text(regular, 'F1', 7, x, 2, `Código de verificación: ${values.code}`),
    popGraphicsState(),
  );
  return operators;
}

/** The PDF with `numero` and every `codigo_verificacion.pN` filled, appended as one incremental update. */
export async function fillReservedFields(pdf: Uint8Array, values: ReservedValues): Promise<Uint8Array> {
  const update = await openForUpdate(pdf);
  const { doc } = update;
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  await regular.embed();
  await bold.embed();
  // pdfkit asks viewers to redraw every field from its value: that would drop the QR drawn here.
  doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict).set(PDFName.of('NeedAppearances'), PDFBool.False);
  const fields = fieldsByName(doc);
  const number = fields.get('numero');
  if (!number) throw new Error('The draft PDF has no field «numero»');
  const size = sizeOf(number);
  setAppearance(doc, number, values.number, numberOperators(bold, size.width, size.height, values.number), [bold]);
  for (const [name, widget] of fields) {
    if (!name.startsWith('codigo_verificacion.')) continue;
    const operators = verificationOperators(regular, sizeOf(widget).height, values);
    setAppearance(doc, widget, values.code, operators, [regular]);
  }
  return update.save();
}
