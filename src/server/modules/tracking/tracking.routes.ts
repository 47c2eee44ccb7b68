/**
 * The citizens' public lookup of an entry (no sign-in): `GET /api/v1/public/tracking/:number?codigo=`.
 * Every call counts against the caller's address in the shared throttle table (lib/throttle.ts),
 * so guessing codes is slow on every instance at once.
 */
import { TRACKING_TOO_MANY, trackingAnswer, trackingNumber, trackingQuery } from '@shared/schemas/tracking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../lib/crud/answers';
import { countUse, throttleRule } from '../../lib/throttle';
import { trackEntry } from './tracking.service';

export const TRACKING_PATH = '/api/v1/public/tracking';

export async function trackingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { secret, perIp, windowMinutes } = app.config.tracking;
  const rule = throttleRule(perIp, windowMinutes);

  r.get(
    `${TRACKING_PATH}/:number`,
    {
      schema: {
        description:
          'Consulta de trámite: el estado de un ingreso para quien tiene su número y el código de verificación impreso en su sticker. Un número inexistente y un código equivocado responden el mismo 404.',
        params: z.object({ number: trackingNumber }),
        querystring: trackingQuery,
        ...answers(200, trackingAnswer),
      },
      config: { public: true },
    },
    async (request, reply) => {
      await countUse(app.db, `tracking:${request.ip}`, rule, TRACKING_TOO_MANY);
      const answer = await trackEntry(app.db, secret, request.params.number, request.query.codigo);
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );
}
