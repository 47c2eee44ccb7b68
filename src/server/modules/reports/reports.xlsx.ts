/** A report as a spreadsheet (lib/export): the header's lines above the table, the totals last. */
import type { ReportResult, ReportRow } from '@shared/schemas/reports';
import { calendarDate } from '@shared/working-days';
import { generatedLine } from './reports.text';

export function reportSpreadsheet(report: ReportResult) {
  const rows: ReportRow[] = report.totals ? [...report.rows, report.totals] : report.rows;
  return {
    filename: `reporte-${report.report}-${calendarDate(report.generated_at)}.xlsx`,
    sheetName: report.title,
    title: report.title,
    subtitle: [...report.filters.map((f) => `${f.label}: ${f.value}`), generatedLine(report)],
    columns: [
      { header: report.dimension, value: (r: ReportRow) => r.label },
      ...report.columns.map((c) => ({ header: c.label, value: (r: ReportRow) => r.values[c.key] ?? null })),
    ],
    rows,
  };
}
