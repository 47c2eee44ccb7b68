/**
 * An output's files (lib/attachments): listed and downloaded by whoever sees the output; uploaded
 * and removed while `can.attach` allows it (outputs-update, or its registrar, until archived or
 * annulled).
 */
import type { FastifyInstance } from 'fastify';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { BASE, stateConflict } from './output-common';
import { CREATE, READ, UPDATE } from './output-scope';
import { abilities, findVisible, isVisible, type OutputRow } from './output-view';

export async function outputAttachmentRoutes(app: FastifyInstance): Promise<void> {
  await registerAttachmentRoutes<OutputRow>(app, {
    base: BASE,
    ownerType: 'outputs',
    permissions: { read: READ, write: [...UPDATE, ...CREATE] },
    findVisible,
    isVisible,
    canAttach: (caller, output) => abilities(caller, output).attach,
    openState: 'registrado',
    closed: (state) => stateConflict('modificar los adjuntos de', state),
    forbidden: 'No puede modificar los adjuntos de esta salida.',
  });
}
