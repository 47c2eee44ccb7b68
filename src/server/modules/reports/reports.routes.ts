/**
 * The reports' API (`/api/v1/reports/{slug}`, permission `reports`): each report answers its
 * figures as JSON, `…/xlsx` as a spreadsheet and `…/pdf` with its chart, from one run of the
 * report in the caller's scope; a download stops when its client goes away (lib/export/disconnect.ts).
 * Adding a report: a file with its `ReportDefinition`, its entry in
 * `REPORTS` (`@shared/schemas/reports`) and in `DEFINITIONS` below.
 */
import { one } from '@shared/schemas/api';
import { reportQueryOf, reportResult } from '@shared/schemas/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../lib/crud/answers';
import { clientGone, stopIfGone } from '../../lib/export/disconnect';
import { sendPdf } from '../../lib/export/printout';
import { sendSpreadsheet, XLSX_CONTENT_TYPE } from '../../lib/export/spreadsheet';
import { getSettings } from '../../lib/settings/settings';
import { callerOf } from '../../plugins/auth';
import { archiveReport } from './reports.archive';
import { attentionTimeReport } from './reports.attention-time';
import { backlogReport } from './reports.backlog';
import { buildReport } from './reports.build';
import type { ReportDefinition } from './reports.definition';
import { deliveryReport } from './reports.delivery';
import { reportPdf } from './reports.pdf';
import { requestsReport } from './reports.requests';
import { volumeReport } from './reports.volume';
import { reportSpreadsheet } from './reports.xlsx';

export const DEFINITIONS: readonly ReportDefinition[] = [
  volumeReport,
  backlogReport,
  attentionTimeReport,
  requestsReport,
  deliveryReport,
  archiveReport,
];

const BASE = '/api/v1/reports';

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permissions: ['reports'] as const };

  for (const def of DEFINITIONS) {
    const querystring = reportQueryOf(def.slug);
    r.get(
      `${BASE}/${def.slug}`,
      { schema: { querystring, response: { 200: one(reportResult) } }, config },
      async (request) => ({
        data: await buildReport(app.db, callerOf(request), def, request.query),
      }),
    );

    const xlsx = fileAnswer('El reporte en Excel.', XLSX_CONTENT_TYPE);
    r.get(`${BASE}/${def.slug}/xlsx`, { schema: { querystring, ...xlsx }, config }, async (request, reply) => {
      const signal = clientGone(reply);
      const report = await buildReport(app.db, callerOf(request), def, request.query);
      stopIfGone(signal);
      return sendSpreadsheet(reply, reportSpreadsheet(report));
    });

    const pdf = fileAnswer('El reporte en PDF, con su gráfico.', 'application/pdf');
    r.get(`${BASE}/${def.slug}/pdf`, { schema: { querystring, ...pdf }, config }, async (request, reply) => {
      const signal = clientGone(reply);
      const report = await buildReport(app.db, callerOf(request), def, request.query);
      stopIfGone(signal);
      const pdf = await reportPdf(report, (await getSettings(app.db)).institution_name);
      stopIfGone(signal);
      return sendPdf(reply, `reporte-${def.slug}-${report.generated_at.slice(0, 10)}`, pdf);
    });
  }
}
