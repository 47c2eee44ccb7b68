/**
 * Outputs ("Salidas documentales"): the routes only parse, call a service and answer. Reads
 * (list, show, export, history) come from `outputs.reads.ts`, the transitions from
 * `outputs.transitions.ts`, registration and edit from `outputs.service.ts`; who sees what is
 * `outputs.scope.ts`.
 */
import { outputInput, outputUpdateInput } from '@shared/schemas/outputs';
import type { FastifyInstance } from 'fastify';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { registerTiles } from '../../lib/dashboard/tiles';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { registerDeliveryRoutes } from './outputs.deliveries';
import { outputReads } from './outputs.reads';
import { CREATE, READ, UPDATE } from './outputs.scope';
import { registerOutput, updateOutput } from './outputs.service';
import { OUTPUT_TILES } from './outputs.tiles';
import { outputTransitions } from './outputs.transitions';

export async function outputsRoutes(app: FastifyInstance): Promise<void> {
  const { findVisible, isVisible } = outputReads;

  registerTiles(OUTPUT_TILES);
  await registerDocumentRoutes(app, outputReads, {
    transitions: outputTransitions,
    create: { body: outputInput, permissions: CREATE, register: registerOutput },
    update: { body: outputUpdateInput, permissions: UPDATE, save: updateOutput },
  });

  await registerAttachmentRoutes(app, { read: READ, findVisible, isVisible, transitions: outputTransitions });
  registerDeliveryRoutes(app);
}
