/** The «Generado por … el …» line of a report's Excel and PDF (the screen writes the same). */
import type { ReportResult } from '@shared/schemas/reports';
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
