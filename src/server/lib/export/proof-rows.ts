/** The rows of the A4 proofs (constancias, the reception receipt): margins of 56, a label and its value side by side. */

/** The label in bold on the left, its value beside it; the next row starts below the taller of the two. */
export function labelledRow(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(label, 56, y, { width: 150 });
  const labelEnd = doc.y;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(value, 216, y, { width: doc.page.width - 272 });
  doc.y = Math.max(doc.y, labelEnd) + 6;
}
