/** `GET {base}/:id/history`: the audit trail of a record the caller sees (404 outside their scope). */
import { listQuerySchema } from '@shared/crud';
import type { PermissionKey } from '@shared/permissions';
import { historyEntry, page } from '@shared/schemas/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth';
import { answers } from '../crud/answers';
import { historyPage } from '../crud/history';
import { idParams, parseId } from '../crud/params';
import type { ScopedRecords } from './scoped';

export async function registerHistoryRoute<Row extends { id: number }>(
  app: FastifyInstance,
  options: {
    base: string;
    entity: string;
    permissions: readonly PermissionKey[];
    findVisible: ScopedRecords<Row>['findVisible'];
  },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${options.base}/:id/history`,
    {
      schema: {
        params: idParams,
        querystring: listQuerySchema.pick({ page: true, per_page: true }),
        ...answers(200, page(historyEntry)),
      },
      config: { permissions: options.permissions },
    },
    async (request) => {
      const row = await options.findVisible(app.db, callerOf(request), parseId(request.params.id));
      return historyPage(app.db, options.entity, row.id, request.query);
    },
  );
}
