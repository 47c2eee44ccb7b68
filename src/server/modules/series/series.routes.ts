import { booleanParam } from '@shared/crud';
import { seriesInput, seriesRecord } from '@shared/schemas/catalogs';
import { queryId } from '@shared/zod';
import { eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { offices, series, subseries } from '../../db/schema';
import { codeAndNameList, resourceKeysWithShow } from '../../lib/crud/catalogue';
import { exactFilters } from '../../lib/crud/filters';
import { assertExists, attachRelated, codeAndName } from '../../lib/crud/related';
import { lookupFilters, registerCrud } from '../../lib/crud/resource';
import { LOOKUP_PERMISSIONS } from '../../lib/lookup-access';

export async function seriesRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, {
    resource: 'series',
    table: series,
    permissions: resourceKeysWithShow('series'),
    input: seriesInput,
    record: seriesRecord,
    ...codeAndNameList(series),
    defaultSort: 'code',
    filters: exactFilters({ active: [booleanParam, series.active], office_id: [queryId(), series.office_id] }),
    unique: [{ field: 'code', column: series.code, message: 'Ya existe una serie con ese código.' }],
    references: [
      { table: subseries, column: subseries.series_id, message: 'No se puede eliminar: la serie tiene subseries.' },
    ],
    validate: (tx, input) => assertExists(tx, offices, input.office_id, 'office_id', 'La oficina no existe.'),
    present: (db, rows) => attachRelated(db, rows, codeAndName('office_id', 'office', offices)),
    lookup: {
      permissions: LOOKUP_PERMISSIONS.series,
      label: series.name,
      description: series.code,
      // A unit's series are its producing office's own and those common to every office.
      filters: lookupFilters(z.object({ office_id: queryId().optional() }), (f) => [
        f.office_id ? or(eq(series.office_id, f.office_id), isNull(series.office_id)) : undefined,
      ]),
    },
  });
}
