/**
 * "Recibir documentos": `GET /delivery-events/lookup?text=` shows what a scan would receive (or
 * why not) and `POST /delivery-events` `{ text }` receives it. `delivery-events-store` receives for
 * any office; `my-delivery-events-store` (also spelled `my-deliver-events-store`) for one's own.
 */
import { one } from '@shared/schemas/api';
import { deliveryEvent, deliveryEventInput, deliveryEventLookup, scanText } from '@shared/schemas/delivery';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../lib/crud/answers';
import { callerAt } from '../../lib/records/caller';
import { callerOf } from '../../plugins/auth';
import { inspectScan, receiverNeeded, receiveScan, STORE } from './delivery-events.service';

const BASE = '/api/v1/delivery-events';

export async function deliveryEventsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${BASE}/lookup`,
    {
      schema: { querystring: z.object({ text: scanText }), ...answers(200, one(deliveryEventLookup)) },
      config: { permissions: STORE },
    },
    async (request) => {
      const caller = callerOf(request);
      const { document, movement, refusal } = await inspectScan(app.db, caller, request.query.text);
      return {
        data: {
          ...document,
          receivable: movement !== null && refusal === null,
          refusal: refusal?.message ?? null,
          receiver_needed: refusal === null && receiverNeeded(caller, movement),
        },
      };
    },
  );

  r.post(
    `${BASE}`,
    { schema: { body: deliveryEventInput, ...answers(201, one(deliveryEvent)) }, config: { permissions: STORE } },
    async (request, reply) => {
      const caller = callerAt(request);
      const data = await app.db.transaction((tx) => receiveScan(tx, caller, request.body));
      return reply.status(201).send({ data });
    },
  );
}
