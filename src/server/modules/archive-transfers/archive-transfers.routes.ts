/**
 * Transfers to the central archive (`/api/v1/archive-transfers`): reads, transitions (add and
 * remove units, send, receive) and writes from the records template, the units an office may
 * transfer, the annual schedule, and the printed inventory (PDF or Excel, Peruvian or FUID) and
 * box labels.
 */
import { many } from '@shared/schemas/api';
import {
  INVENTORY_FORMATS,
  transferCandidate,
  transferInput,
  transferUpdateInput,
} from '@shared/schemas/archive-transfers';
import { queryId } from '@shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, fileAnswer } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/params';
import { registerTiles } from '../../lib/dashboard/tiles';
import { labelsPdf } from '../../lib/export/labels';
import { sendPdf, sendPrintout } from '../../lib/export/printout';
import { XLSX_CONTENT_TYPE } from '../../lib/export/spreadsheet';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { getSettings } from '../../lib/settings/settings';
import { callerOf } from '../../plugins/auth';
import { boxLabels, buildInventory, type PrintedTransfer } from './archive-transfers.inventory';
import { inventoryPdf } from './archive-transfers.pdf';
import { transferReads } from './archive-transfers.reads';
import { registerScheduleRoutes } from './archive-transfers.schedule';
import { PREPARE, READ } from './archive-transfers.scope';
import { checkOffice, createTransfer, updateTransfer } from './archive-transfers.service';
import { TRANSFER_TILES } from './archive-transfers.tiles';
import { BASE, transferTransitions } from './archive-transfers.transitions';
import { candidates } from './archive-transfers.units';
import { inventoryXlsx } from './archive-transfers.xlsx';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

const inventoryQuery = z.object({
  format: z.enum(keys(INVENTORY_FORMATS)).optional(),
  file: z.enum(['pdf', 'xlsx']).default('pdf'),
});
/** The inventory as the query asks: a PDF or a spreadsheet. */
const INVENTORY_ANSWER = {
  response: {
    200: {
      description: 'El inventario de transferencia en PDF o en Excel (`file`).',
      content: Object.fromEntries(
        ['application/pdf', XLSX_CONTENT_TYPE].map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
      ),
    },
  },
};

const candidatesQuery = z.object({ office_id: queryId(), q: z.string().trim().max(100).optional() });

export async function archiveTransfersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { answer, findVisible } = transferReads;

  // The closed units of an office that may go in its transfer (the form's picker).
  r.get(
    `${BASE}/candidates`,
    {
      schema: { querystring: candidatesQuery, ...answers(200, many(transferCandidate)) },
      config: { permissions: PREPARE },
    },
    async (request) => {
      await checkOffice(app.db, callerOf(request), request.query.office_id);
      return { data: await candidates(app.db, request.query.office_id, request.query.q) };
    },
  );
  registerScheduleRoutes(app);
  registerTiles(TRANSFER_TILES);

  await registerDocumentRoutes(app, transferReads, {
    transitions: transferTransitions,
    create: { body: transferInput, permissions: PREPARE, register: createTransfer },
    update: { body: transferUpdateInput, permissions: PREPARE, save: updateTransfer },
  });

  const printed = async (request: { params: { id: string } } & Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(request);
    const row = await findVisible(app.db, caller, parseId(request.params.id));
    return (await answer(app.db, caller, row)).data as unknown as PrintedTransfer;
  };

  r.get(
    `${BASE}/:id/inventory`,
    { schema: { params: idParams, querystring: inventoryQuery, ...INVENTORY_ANSWER }, config: { permissions: READ } },
    async (request, reply) => {
      const transfer = await printed(request);
      const settings = await getSettings(app.db);
      const inventory = buildInventory(settings, transfer, request.query.format ?? settings.archive.transfer_inventory);
      const file = request.query.file;
      return sendPrintout(
        reply,
        inventory.file,
        file,
        file === 'pdf' ? await inventoryPdf(inventory) : await inventoryXlsx(inventory),
      );
    },
  );
  r.get(
    `${BASE}/:id/labels`,
    {
      schema: { params: idParams, ...fileAnswer('Los rótulos de las cajas en PDF.', 'application/pdf') },
      config: { permissions: READ },
    },
    async (request, reply) => {
      const transfer = await printed(request);
      const settings = await getSettings(app.db);
      return sendPdf(
        reply,
        `rotulos-${transfer.number}`,
        await labelsPdf(
          settings.institution_name,
          `Rótulos de cajas ${transfer.number}`,
          boxLabels(transfer),
          'Esta transferencia no tiene unidades que rotular.',
        ),
      );
    },
  );
}
