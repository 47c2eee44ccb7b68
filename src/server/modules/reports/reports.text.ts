/** How a report's header and numbers read in its Excel and PDF (the screen formats the same way). */
import type { ReportColumn, ReportResult } from '@shared/schemas/reports';
import { TIME_ZONE } from '@shared/working-days';

const moment = new Intl.DateTimeFormat('es-PE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const generatedLine = (report: ReportResult) =>
  `Generado por ${report.generated_by} el ${moment.format(new Date(report.generated_at)).replace(',', '')}`;

const days = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const counts = new Intl.NumberFormat('es-PE');

export function formatValue(column: ReportColumn, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return column.format === 'days' ? days.format(value) : counts.format(value);
}
