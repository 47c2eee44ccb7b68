/**
 * `/api/v1/archive-expedients` ("Expedientes/Cajas"): reads (list with filters, show with its
 * documents and location, export, history, lookup), transitions (close, reopen, place, move,
 * remove) and writes from the records template.
 */
import { archiveExpedientInput, archiveExpedientUpdateInput } from '@shared/schemas/archive-expedients';
import type { FastifyInstance } from 'fastify';
import { registerTiles } from '../../lib/dashboard/tiles';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { expedientReads } from './archive-expedients.reads';
import { CREATE, UPDATE } from './archive-expedients.scope';
import { createExpedient, updateExpedient } from './archive-expedients.service';
import { EXPEDIENT_TILES } from './archive-expedients.tiles';
import { expedientTransitions } from './archive-expedients.transitions';

export async function archiveExpedientsRoutes(app: FastifyInstance): Promise<void> {
  registerTiles(EXPEDIENT_TILES);
  await registerDocumentRoutes(app, expedientReads, {
    transitions: expedientTransitions,
    create: { body: archiveExpedientInput, permissions: CREATE, register: createExpedient },
    update: { body: archiveExpedientUpdateInput, permissions: UPDATE, save: updateExpedient },
  });
}
