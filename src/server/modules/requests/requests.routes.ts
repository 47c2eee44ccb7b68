/**
 * Entry and output requests ("Solicitudes de ingreso / de salida"): one request module per kind
 * (`requests.module.ts`, built from `requests.kinds.ts`), plus the hourly expiry of both.
 */
import type { FastifyInstance } from 'fastify';
import { registerTiles } from '../../lib/dashboard/tiles';
import { scheduleRequestExpiry } from './requests.expiry-scheduler';
import { ENTRY_REQUESTS, OUTPUT_REQUESTS } from './requests.kinds';
import { requestModule } from './requests.module';
import { requestTiles } from './requests.tiles';

export const entryRequests = requestModule(ENTRY_REQUESTS);
export const outputRequests = requestModule(OUTPUT_REQUESTS);

export async function requestsRoutes(app: FastifyInstance): Promise<void> {
  await entryRequests.routes(app);
  await outputRequests.routes(app);
  registerTiles([...requestTiles(entryRequests, 0), ...requestTiles(outputRequests, 1)]);
  scheduleRequestExpiry(app);
}
