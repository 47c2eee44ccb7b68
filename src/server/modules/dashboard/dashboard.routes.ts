/**
 * The Tablero's API (`GET /api/v1/dashboard`, permission `home`): every tile the modules
 * registered (lib/dashboard) that the caller's keys open, each counting only their scope.
 */
import { type DashboardAnswer, dashboardAnswer } from '@shared/schemas/dashboard';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../lib/crud/answers';
import { loadTiles, tileContext } from '../../lib/dashboard/tiles';
import { callerOf } from '../../plugins/auth';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v1/dashboard',
    { schema: answers(200, dashboardAnswer), config: { permissions: ['home'] } },
    async (request): Promise<DashboardAnswer> => {
      const ctx = await tileContext(app.db, callerOf(request));
      return { today: ctx.today, tiles: await loadTiles(ctx) };
    },
  );
}
