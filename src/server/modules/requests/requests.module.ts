/**
 * One request module (entry or output requests) built from its kind: scope, transitions table,
 * services, reads and routes, on the records template as entries and outputs are.
 */
import { many } from '@shared/schemas/api';
import { bulkAssignInput, bulkAssignResult } from '@shared/schemas/requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requests } from '../../db/schema';
import { registerAttachmentRoutes } from '../../lib/attachments/routes';
import { answers, fileAnswer } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/params';
import { sendPdf } from '../../lib/export/printout';
import { callerAt } from '../../lib/records/caller';
import { scopedRecords } from '../../lib/records/scoped';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { callerOf } from '../../plugins/auth';
import { sealPdf } from '../institution-seal/institution-seal.service';
import { renderConstancia } from './requests.constancia';
import { constanciaOf } from './requests.constancia-data';
import type { RequestInput, RequestKindDef } from './requests.kinds';
import { requestReads } from './requests.reads';
import { readKeys, requestScope } from './requests.scope';
import { requestServices } from './requests.service';
import { requestTransitions } from './requests.transitions';

export function requestModule(def: RequestKindDef) {
  const base = `/api/v1/${def.resource}`;
  const scoped = scopedRecords(requests, requestScope(def));
  const table = requestTransitions(def, scoped.findVisible);
  const services = requestServices(def, table);
  const reads = requestReads(def, table);

  async function routes(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { findVisible, isVisible } = reads;
    await registerDocumentRoutes(app, reads, {
      transitions: table,
      create: {
        body: def.input as z.ZodObject,
        permissions: [def.keys.create],
        register: (tx, caller, input) => services.createRequest(tx, caller, input as RequestInput),
        errors: { 404: 'El documento de apoyo que promueve no existe o no está a su alcance.' },
      },
      update: {
        body: def.updateInput as z.ZodObject,
        permissions: [def.keys.create],
        save: (tx, caller, id, version, input) =>
          services.updateRequest(tx, caller, id, version, input as RequestInput),
      },
    });

    r.post(
      `${base}/bulk-assign`,
      {
        schema: { body: bulkAssignInput, ...answers(200, many(bulkAssignResult)) },
        config: { permissions: [def.keys.assign] },
      },
      async (request) => ({ data: await services.bulkAssign(app.db, callerAt(request), request.body) }),
    );

    r.get(
      `${base}/:id/constancia`,
      {
        schema: { params: idParams, ...fileAnswer('La constancia sellada, en PDF.', 'application/pdf') },
        config: { permissions: readKeys(def) },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const row = await findVisible(app.db, caller, parseId(request.params.id));
        const pdf = await sealPdf(
          app.db,
          await renderConstancia(await constanciaOf(app.db, def, row, caller)),
          'Constancia de la solicitud',
          {
            sealSecret: app.config.sealSecret,
            tsaUrl: app.config.tsaUrl,
          },
        );
        return sendPdf(reply, `constancia-${row.number}`, Buffer.from(pdf));
      },
    );

    await registerAttachmentRoutes(app, { read: readKeys(def), findVisible, isVisible, transitions: table });
  }

  return { def, base, table, services, reads, routes };
}
