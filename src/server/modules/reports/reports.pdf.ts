/**
 * A report as a PDF (pdfkit, as every printed piece of Folio): the header (institution, title,
 * filters, who and when), the chart drawn as vector bars from the same rows as the screen's, its
 * legend, and the table with the totals.
 */
import { formatReportValue, REPORT_COLOURS, type ReportResult, type ReportRow } from '@shared/schemas/reports';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/export/printout';
import { generatedLine } from './reports.text';

type Doc = PDFKit.PDFDocument;

const LEFT = 40;
/** The printable width of the page (A4 less the margins; landscape for reports of many columns). */
const widthOf = (doc: Doc) => doc.page.width - 2 * LEFT;
/** Past this many columns the page turns landscape, so headings like «Días a asignar (media)» fit. */
const PORTRAIT_COLUMNS = 6;
const CHART_HEIGHT = 190;

/** A round step for the value axis: 1, 2 or 5 times a power of ten, about five lines. */
function niceStep(max: number): number {
  const raw = Math.max(max, 1) / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
}

function header(doc: Doc, report: ReportResult, institution: string) {
  const WIDTH = widthOf(doc);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#444').text(institution.toLocaleUpperCase('es'), LEFT, 40, {
    width: WIDTH,
  });
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(report.title, LEFT, 56, { width: WIDTH });
  doc.moveDown(0.4);
  for (const f of report.filters) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).text(`${f.label}:`, LEFT, y, { width: 90 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(f.value, LEFT + 90, y, { width: WIDTH - 90 });
  }
  doc
    .font('Helvetica-Oblique')
    .fontSize(8)
    .fillColor('#555')
    .text(generatedLine(report), LEFT, doc.y + 4);
  doc.fillColor('black');
  doc.moveDown(1);
}

function chart(doc: Doc, report: ReportResult) {
  const WIDTH = widthOf(doc);
  const series = report.chart.series.map((key) => report.columns.find((c) => c.key === key)!);
  const rows = report.rows;
  const top = doc.y + 6;
  const axisLeft = LEFT + 40;
  const plotWidth = WIDTH - 40;
  const bottom = top + CHART_HEIGHT;
  const totals = rows.map((r) =>
    report.chart.stacked
      ? series.reduce((sum, s) => sum + (r.values[s.key] ?? 0), 0)
      : Math.max(0, ...series.map((s) => r.values[s.key] ?? 0)),
  );
  const step = niceStep(Math.max(0, ...totals));
  const max = Math.ceil(Math.max(1, ...totals) / step) * step;
  const y = (value: number) => bottom - (value / max) * CHART_HEIGHT;

  doc.lineWidth(0.5).font('Helvetica').fontSize(7);
  for (let v = 0; v <= max; v += step) {
    doc
      .moveTo(axisLeft, y(v))
      .lineTo(axisLeft + plotWidth, y(v))
      .stroke('#d4d4d8');
    doc.fillColor('#555').text(formatReportValue(series[0]!, v), LEFT, y(v) - 3, { width: 36, align: 'right' });
  }
  const slot = plotWidth / Math.max(1, rows.length);
  const groupWidth = slot * 0.7;
  const barWidth = report.chart.stacked ? groupWidth : groupWidth / series.length;
  const labelEvery = Math.ceil(rows.length / 14);
  rows.forEach((row, i) => {
    const x0 = axisLeft + i * slot + (slot - groupWidth) / 2;
    let base = 0;
    series.forEach((s, j) => {
      const value = row.values[s.key] ?? 0;
      if (value > 0) {
        const x = report.chart.stacked ? x0 : x0 + j * barWidth;
        const from = report.chart.stacked ? base : 0;
        doc
          .rect(x, y(from + value), barWidth, y(from) - y(from + value))
          .fill(REPORT_COLOURS[j % REPORT_COLOURS.length]!);
      }
      base += value;
    });
    if (i % labelEvery === 0)
      doc.fillColor('#333').text(row.label, axisLeft + i * slot, bottom + 4, {
        width: slot * labelEvery,
        height: 18,
        align: 'center',
        ellipsis: true,
      });
  });
  doc
    .moveTo(axisLeft, bottom)
    .lineTo(axisLeft + plotWidth, bottom)
    .stroke('#333');
  if (rows.length === 0)
    doc
      .fillColor('#555')
      .fontSize(9)
      .text('Sin datos para los filtros elegidos.', axisLeft, top + CHART_HEIGHT / 2, {
        width: plotWidth,
        align: 'center',
      });

  // Legend.
  let x = axisLeft;
  const legendY = bottom + 26;
  doc.fontSize(8);
  series.forEach((s, j) => {
    doc.rect(x, legendY, 9, 9).fill(REPORT_COLOURS[j % REPORT_COLOURS.length]!);
    doc.fillColor('black').text(s.label, x + 12, legendY + 1, { lineBreak: false });
    x += 20 + doc.widthOfString(s.label);
  });
  doc.x = LEFT;
  doc.y = legendY + 24;
}

function tableRow(doc: Doc, cells: string[], widths: number[], kind: 'header' | 'body' | 'total') {
  doc.font(kind === 'body' ? 'Helvetica' : 'Helvetica-Bold').fontSize(8);
  const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 6 }))) + 8;
  if (doc.y + height > doc.page.height - 50) {
    doc.addPage();
    doc.y = 40;
  }
  const top = doc.y;
  let x = LEFT;
  cells.forEach((cell, i) => {
    if (kind === 'body') doc.rect(x, top, widths[i]!, height).stroke('#999');
    else doc.rect(x, top, widths[i]!, height).fillAndStroke('#e8eef7', '#999').fillColor('black');
    doc.fillColor('black').text(cell, x + 3, top + 4, { width: widths[i]! - 6, align: i === 0 ? 'left' : 'right' });
    x += widths[i]!;
  });
  doc.y = top + height;
}

function table(doc: Doc, report: ReportResult) {
  const WIDTH = widthOf(doc);
  const valueWidth = Math.min(70, (WIDTH - 160) / report.columns.length);
  const widths = [WIDTH - valueWidth * report.columns.length, ...report.columns.map(() => valueWidth)];
  tableRow(doc, [report.dimension, ...report.columns.map((c) => c.label)], widths, 'header');
  const cells = (r: ReportRow) => [r.label, ...report.columns.map((c) => formatReportValue(c, r.values[c.key]))];
  for (const row of report.rows) tableRow(doc, cells(row), widths, 'body');
  if (report.totals) tableRow(doc, cells(report.totals), widths, 'total');
  if (report.rows.length === 0)
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text('No hay registros para los filtros elegidos.', LEFT, doc.y + 6);
}

export async function reportPdf(report: ReportResult, institution: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: report.columns.length > PORTRAIT_COLUMNS ? 'landscape' : 'portrait',
    margin: 40,
    info: { Title: report.title, Creator: 'Folio' },
  });
  const done = pdfBytes(doc);
  header(doc, report, institution);
  chart(doc, report);
  table(doc, report);
  doc.end();
  return done;
}
