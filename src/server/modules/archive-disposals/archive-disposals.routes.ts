/**
 * Disposal of the central archive ("Eliminación documental", `/api/v1/archive-disposals`): the
 * routes only parse, call a service and answer. Reads come from `archive-disposals.reads.ts`, the
 * transitions (approve, execute, annul) from `archive-disposals.transitions.ts`, drafting and edit
 * from `archive-disposals.service.ts`; the candidates, the resolution's file (attachments), the
 * inventory (PDF and spreadsheet) and the minutes are the module's own.
 */

import { many } from '@shared/schemas/api';
import { disposalCandidate, disposalInput, disposalUpdateInput } from '@shared/schemas/archive-disposals';
import { EXPEDIENT_KINDS } from '@shared/schemas/archive-expedients';
import { DISPOSITIONS } from '@shared/schemas/catalogs';
import { calendarDate } from '@shared/working-days';
import { queryId } from '@shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { answers, fileAnswer } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/params';
import { notFound } from '../../lib/errors';
import { labelOf } from '../../lib/export/limit';
import { sendPdf } from '../../lib/export/printout';
import { sendSpreadsheet, XLSX_CONTENT_TYPE } from '../../lib/export/spreadsheet';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { getSettings } from '../../lib/settings/settings';
import { type Auth, callerOf } from '../../plugins/auth';
import { candidates } from './archive-disposals.candidates';
import { type DisposalPaper, disposalPdf, type PrintedDisposal } from './archive-disposals.pdf';
import { disposalReads } from './archive-disposals.reads';
import { DRAFT, READ, UPDATE } from './archive-disposals.scope';
import { registerDisposal, updateDisposal } from './archive-disposals.service';
import { BASE, disposalTransitions } from './archive-disposals.transitions';
import type { InventoryItem } from './archive-disposals.units';

const candidatesQuery = z.object({
  q: z.string().max(100).optional(),
  office_id: queryId().optional(),
  series_id: queryId().optional(),
  disposal_id: queryId().optional(),
});

const PAPERS: Record<string, { paper: DisposalPaper; file: string; description: string }> = {
  inventory: {
    paper: 'inventory',
    file: 'inventario-eliminacion',
    description: 'El inventario de eliminación en PDF.',
  },
  minutes: { paper: 'minutes', file: 'acta-eliminacion', description: 'El acta de eliminación en PDF.' },
};

export async function archiveDisposalsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { answer, findVisible, isVisible } = disposalReads;

  r.get(
    `${BASE}/candidates`,
    {
      schema: { querystring: candidatesQuery, ...answers(200, many(disposalCandidate)) },
      config: { permissions: DRAFT },
    },
    async (request) => ({
      data: await candidates(app.db, callerOf(request), request.query),
    }),
  );

  await registerDocumentRoutes(app, disposalReads, {
    transitions: disposalTransitions,
    create: { body: disposalInput, permissions: ['archive-disposals-create'], register: registerDisposal },
    update: { body: disposalUpdateInput, permissions: UPDATE, save: updateDisposal },
  });

  await registerAttachmentRoutes(app, { read: READ, findVisible, isVisible, transitions: disposalTransitions });

  /** The disposal as printed: its names and its inventory. */
  async function printed(caller: Auth, id: number) {
    const row = await findVisible(app.db, caller, id);
    const { data } = (await answer(app.db, caller, row)) as unknown as {
      data: PrintedDisposal & { can: Record<string, boolean> };
    };
    return data;
  }

  for (const [path, { paper, file, description }] of Object.entries(PAPERS))
    r.get(
      `${BASE}/:id/${path}`,
      { schema: { params: idParams, ...fileAnswer(description, 'application/pdf') }, config: { permissions: READ } },
      async (request, reply) => {
        const data = await printed(callerOf(request), parseId(request.params.id));
        if (paper === 'minutes' && !data.can.minutes)
          throw notFound('El acta existe cuando la eliminación se ejecuta.');
        return sendPdf(reply, `${file}-${data.number}`, await disposalPdf(await getSettings(app.db), data, paper));
      },
    );

  r.get(
    `${BASE}/:id/inventory/export`,
    {
      schema: { params: idParams, ...fileAnswer('El inventario de eliminación en Excel.', XLSX_CONTENT_TYPE) },
      config: { permissions: READ },
    },
    async (request, reply) => {
      const data = await printed(callerOf(request), parseId(request.params.id));
      return sendSpreadsheet(reply, {
        filename: `inventario-eliminacion-${data.number}-${calendarDate(new Date())}.xlsx`,
        sheetName: 'Inventario',
        title: `Inventario de eliminación ${data.number}`,
        columns: [
          { header: 'N.°', width: 6, value: (i: InventoryItem & { n: number }) => i.n },
          { header: 'Código', value: (i) => i.code },
          { header: 'Título', value: (i) => i.title },
          { header: 'Tipo', value: (i) => labelOf(EXPEDIENT_KINDS, i.kind) },
          { header: 'Oficina productora', value: (i) => i.office },
          { header: 'Serie', value: (i) => i.series },
          { header: 'Subserie', value: (i) => i.subseries },
          { header: 'Fecha inicial', value: (i) => i.date_from },
          { header: 'Fecha final', value: (i) => i.date_to },
          { header: 'Folios', width: 8, value: (i) => i.folios },
          { header: 'Ubicación topográfica', value: (i) => i.location },
          { header: 'Disposición final', value: (i) => (i.disposition ? labelOf(DISPOSITIONS, i.disposition) : null) },
          { header: 'Retención hasta', value: (i) => i.central_retention_until },
          { header: 'Se conserva (selección)', value: (i) => (i.keep ? 'Sí' : 'No') },
        ],
        rows: data.items.map((item, index) => ({ ...item, n: index + 1 })),
      });
    },
  );
}
