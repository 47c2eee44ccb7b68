/**
 * The supporting document modules, built per kind from the files beside this one: each one's
 * scope, transitions table, services (`register`, `update`, `attend`, `archive`, `annul`: plain
 * functions other modules call in their own transaction), reads and `routes` (the template's
 * registrars). `supporting.routes.ts` registers them.
 */
import { supportingInput, supportingUpdateInput } from '@shared/schemas/supporting';
import type { FastifyInstance } from 'fastify';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { registerTiles } from '../../lib/dashboard/tiles';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { SUPPORTING_ENTRIES, SUPPORTING_OUTPUTS, type SupportingKind } from './supporting.kind';
import { supportingReads } from './supporting.reads';
import { supportingServices } from './supporting.service';
import { supportingTiles } from './supporting.tiles';
import { supportingTransitions } from './supporting.transitions';

export function supportingModule(kind: SupportingKind) {
  const { transitions } = supportingTransitions(kind);
  const reads = supportingReads(kind, transitions);
  const services = supportingServices(kind, transitions);

  async function routes(app: FastifyInstance): Promise<void> {
    registerTiles(supportingTiles(kind, reads));
    await registerDocumentRoutes(app, reads, {
      transitions,
      create: { body: supportingInput, permissions: kind.create, register: services.register },
      update: { body: supportingUpdateInput, permissions: kind.update, save: services.update },
    });
    await registerAttachmentRoutes(app, {
      read: kind.read,
      findVisible: reads.findVisible,
      isVisible: reads.isVisible,
      transitions,
    });
  }

  return { kind, transitions, reads, services, routes };
}

export const supportingEntriesModule = supportingModule(SUPPORTING_ENTRIES);
export const supportingOutputsModule = supportingModule(SUPPORTING_OUTPUTS);
