/**
 * `/api/v1/archive-expedients` ("Expedientes/Cajas"): reads (list with filters, show with its
 * documents and location, export, history, lookup), transitions (close, reopen, place, move,
 * remove) and writes from the records template, and the unit's label with where it sits.
 */
import { archiveExpedientInput, archiveExpedientUpdateInput } from '@shared/schemas/archive-expedients';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/params';
import { registerTiles } from '../../lib/dashboard/tiles';
import { labelsPdf } from '../../lib/export/labels';
import { sendPdf } from '../../lib/export/printout';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { getSettings } from '../../lib/settings/settings';
import { callerOf } from '../../plugins/auth';
import { expedientLabel, type LabelledUnit } from './archive-expedients.labels';
import { expedientReads } from './archive-expedients.reads';
import { CREATE, READ, UPDATE } from './archive-expedients.scope';
import { createExpedient, updateExpedient } from './archive-expedients.service';
import { EXPEDIENT_TILES } from './archive-expedients.tiles';
import { BASE, expedientTransitions } from './archive-expedients.transitions';

export async function archiveExpedientsRoutes(app: FastifyInstance): Promise<void> {
  registerTiles(EXPEDIENT_TILES);
  await registerDocumentRoutes(app, expedientReads, {
    transitions: expedientTransitions,
    create: { body: archiveExpedientInput, permissions: CREATE, register: createExpedient },
    update: { body: archiveExpedientUpdateInput, permissions: UPDATE, save: updateExpedient },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    `${BASE}/:id/label`,
    {
      schema: { params: idParams, ...fileAnswer('El rótulo de la unidad en PDF.', 'application/pdf') },
      config: { permissions: READ },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const row = await expedientReads.findVisible(app.db, caller, parseId(request.params.id));
      const unit = (await expedientReads.answer(app.db, caller, row)).data as unknown as LabelledUnit;
      const { institution_name } = await getSettings(app.db);
      return sendPdf(
        reply,
        `rotulo-${unit.code}`,
        await labelsPdf(institution_name, `Rótulo ${unit.code}`, [expedientLabel(unit)]),
      );
    },
  );
}
