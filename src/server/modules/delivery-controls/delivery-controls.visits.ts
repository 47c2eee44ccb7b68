/**
 * A visit's result with the photo of the signed cargo in one request (multipart: the attempt as
 * JSON in `data`, the photo or PDF in `cargo`): the file is saved in the same transaction as the
 * result, so a refused result (the cargo neither signed nor sealed, a visit too many) leaves no
 * file on the control and a retry does not add another copy. Field errors name the attempt's
 * fields (`signed`, `received_by_name`…) or `cargo`.
 */
import { one } from '@shared/schemas/api';
import { attemptInput, deliveryControlRecord } from '@shared/schemas/delivery';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { saveAttachments } from '../../lib/attachments/attachments';
import { readUploads } from '../../lib/attachments/uploads';
import { idParams, parseId } from '../../lib/crud/params';
import { invalid } from '../../lib/errors';
import { actorOf, callerAt } from '../../lib/records/caller';
import { parseInput } from '../../lib/validation';
import type { Auth } from '../../plugins/auth';
import { type DeliveryControlRow, ENTITY, RECORD } from './delivery-controls.scope';
import { BASE, controlTransitions, findVisible } from './delivery-controls.transitions';

const params = idParams.extend({ itemId: z.string().max(12) });
const answered = one(deliveryControlRecord);

/** The multipart `data` field: the attempt as JSON. */
function attemptOf(data: string | undefined) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data ?? '{}');
  } catch {
    throw invalid({ _: ['El resultado llegó mal formado. Vuelva a enviarlo.'] });
  }
  return parseInput(attemptInput, parsed);
}

/** The request's parts, for the document: the attempt as JSON text and the cargo's file. */
const VISIT_PARTS = {
  fields: z.object({
    data: z.string().meta({
      description:
        'El resultado de la visita en JSON, con los campos de una visita sin cargo (`result`, `at`, `received_by_name`, `reason_code`, `note`…).',
    }),
  }),
  files: { cargo: { description: 'La foto o el PDF del cargo firmado (un solo archivo).' } },
};

export function registerResultWithCargo(
  app: FastifyInstance,
  answer: (db: Executor, caller: Auth, row: DeliveryControlRow) => Promise<unknown>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${BASE}/:id/items/:itemId/visits`,
    {
      schema: {
        description:
          'Registra el resultado de una visita con la foto o PDF del cargo (multipart: `data` con el resultado en JSON y `cargo` con el archivo), en una sola transacción.',
        params,
        response: { 200: answered },
      },
      config: { permissions: RECORD, multipart: VISIT_PARTS },
    },
    async (request) => {
      const caller = callerAt(request);
      const id = parseId(request.params.id);
      await findVisible(app.db, caller, id);
      const { files, fields } = await readUploads(request, { field: 'cargo' });
      if (files.length > 1) throw invalid({ cargo: ['Adjunte un solo archivo: la foto o el PDF del cargo.'] });
      const attempt = attemptOf(fields.data);
      const row = await app.db.transaction(async (tx) => {
        let cargo: number | null = null;
        if (files.length > 0) {
          await controlTransitions.assertAttach(tx, caller, await findVisible(tx, caller, id, true));
          const [file] = await saveAttachments(tx, {
            store: app.files,
            ownerType: ENTITY,
            ownerId: id,
            files,
            actor: actorOf(caller),
            field: 'cargo',
          });
          cargo = file!.id;
        }
        return controlTransitions.apply(
          tx,
          caller,
          'record',
          id,
          { ...attempt, cargo_attachment_id: cargo },
          { itemId: request.params.itemId },
        );
      });
      return (await answer(app.db, caller, row)) as z.infer<typeof answered>;
    },
  );
}
