/** The institution's lines atop an archive printout: its name, its RUC and address, the issuing unit. */
import type { Settings } from '@shared/schemas/configs';

export function letterhead(doc: PDFKit.PDFDocument, settings: Settings, margin: number, unit: string) {
  const width = doc.page.width - 2 * margin;
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(settings.institution_name, margin, margin, { width });
  const line = [settings.tax_id ? `RUC ${settings.tax_id}` : null, settings.address].filter(Boolean).join(' — ');
  if (line) doc.font('Helvetica').fontSize(8).text(line, { width });
  doc.font('Helvetica').fontSize(8).text(unit, { width });
}
