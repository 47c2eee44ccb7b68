/** A signer's place on a printout: a ruled line and two centred lines of text under it. */

export interface SignatureStyle {
  /** The colour of the line. */
  line: string;
  /** Font sizes of the bold first line and the plain second line. */
  sizes: readonly [number, number];
  /** How far below the line each text line starts. */
  offsets: readonly [number, number];
}

/** Draws the line from (x, y), `width` wide, with `first` in bold and `second` plain under it. */
export function signatureCell(
  doc: PDFKit.PDFDocument,
  { x, y, width }: { x: number; y: number; width: number },
  [first, second]: readonly [string, string],
  style: SignatureStyle,
) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke(style.line);
  doc
    .font('Helvetica-Bold')
    .fontSize(style.sizes[0])
    .text(first, x, y + style.offsets[0], { width, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(style.sizes[1])
    .text(second, x, y + style.offsets[1], { width, align: 'center' });
}
