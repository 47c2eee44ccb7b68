/**
 * Outputs ("Salidas documentales"): the routes only parse, call a service and answer. Reads
 * (list, show, export, history) come from `outputs.reads.ts`, the transitions from
 * `outputs.transitions.ts`, registration and edit from `outputs.service.ts`; who sees what is
 * `outputs.scope.ts`.
 */
import { outputInput, outputUpdateInput } from '@shared/schemas/outputs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { idParams, parseId } from '../../lib/crud/params';
import { callerAt } from '../../lib/records/caller';
import { outputReads } from './outputs.reads';
import { CREATE, canAttach, type OutputRow, READ, UPDATE } from './outputs.scope';
import { registerOutput, updateOutput } from './outputs.service';
import { BASE, outputTransitions, stateConflict } from './outputs.transitions';

export async function outputsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { answer, findVisible, isVisible } = outputReads;

  await outputReads.register(app);
  outputTransitions.register(app, answer);

  r.post(BASE, { schema: { body: outputInput }, config: { permissions: CREATE } }, async (request, reply) => {
    const caller = callerAt(request);
    const row = await app.db.transaction((tx) => registerOutput(tx, caller, request.body));
    return reply.status(201).send(await answer(app.db, caller, row));
  });

  r.put(
    `${BASE}/:id`,
    { schema: { params: idParams, body: outputUpdateInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerAt(request);
      const { version, ...input } = request.body;
      const id = parseId(request.params.id);
      const row = await app.db.transaction((tx) => updateOutput(tx, caller, id, version, input));
      return answer(app.db, caller, row);
    },
  );

  await registerAttachmentRoutes<OutputRow>(app, {
    base: BASE,
    ownerType: 'outputs',
    permissions: { read: READ, write: [...UPDATE, ...CREATE] },
    findVisible,
    isVisible,
    canAttach,
    openState: 'registrado',
    closed: (state) => stateConflict('modificar los adjuntos de', state),
    forbidden: 'No puede modificar los adjuntos de esta salida.',
  });
}
