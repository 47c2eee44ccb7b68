import { booleanParam } from '@shared/crud';
import { subseriesInput, subseriesRecord } from '@shared/schemas/catalogs';
import { queryId } from '@shared/zod';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { offices, series, subseries } from '../../db/schema';
import { codeAndNameList, resourceKeysWithShow } from '../../lib/crud/catalogue';
import { exactFilters } from '../../lib/crud/filters';
import { assertExists, attachAllRelated, codeAndName } from '../../lib/crud/related';
import { lookupFilters, registerCrud } from '../../lib/crud/resource';
import { LOOKUP_PERMISSIONS } from '../../lib/lookup-access';

export async function subseriesRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    resource: 'subseries',
    table: subseries,
    permissions: resourceKeysWithShow('subseries'),
    input: subseriesInput,
    record: subseriesRecord,
    ...codeAndNameList(subseries),
    defaultSort: 'code',
    filters: exactFilters({
      active: [booleanParam, subseries.active],
      series_id: [queryId(), subseries.series_id],
      office_id: [queryId(), subseries.office_id],
    }),
    unique: [
      {
        field: 'code',
        column: subseries.code,
        message: 'Ya existe una subserie con ese código en la serie.',
        scope: (input) => eq(subseries.series_id, input.series_id),
      },
    ],
    validate: async (tx, input) => {
      await assertExists(tx, series, input.series_id, 'series_id', 'La serie no existe.');
      await assertExists(tx, offices, input.office_id, 'office_id', 'La oficina no existe.');
    },
    present: (db, rows) =>
      attachAllRelated(db, rows, [
        codeAndName('series_id', 'series', series),
        codeAndName('office_id', 'office', offices),
      ]),
    lookup: {
      permissions: LOOKUP_PERMISSIONS.subseries,

      label: subseries.name,
      description: subseries.code,
      filters: lookupFilters(z.object({ series_id: queryId().optional() }), (f) => [
        f.series_id ? eq(subseries.series_id, f.series_id) : undefined,
      ]),
    },
  });
}
