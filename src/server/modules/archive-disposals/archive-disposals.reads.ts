/** The disposals' reads (lib/records/reads.ts): list, show, export and history from one definition. */
import { listQuerySchema } from '@shared/crud';
import { DISPOSAL_METHODS, DISPOSAL_STATES, disposalRecord } from '@shared/schemas/archive-disposals';
import { queryId } from '@shared/zod';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { archiveDisposalItems, archiveDisposals } from '../../db/schema';
import { searchCondition, stateIs } from '../../lib/crud/list';
import { field, labelled } from '../../lib/export/spreadsheet';
import { recordReads } from '../../lib/records/reads';
import { DISPOSAL_NAMES, present } from './archive-disposals.present';
import { ALL, type DisposalRow, disposalScope, ENTITY, READ } from './archive-disposals.scope';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const disposalListQuery = listQuerySchema.extend({
  state: z.enum(keys(DISPOSAL_STATES)).optional(),
  /** The disposals that list this unit. */
  expedient_id: queryId().optional(),
});
type DisposalListQuery = z.output<typeof disposalListQuery>;

function conditions(query: DisposalListQuery): (SQL | undefined)[] {
  return [
    query.state ? stateIs(archiveDisposals.state, query.state) : undefined,
    query.expedient_id
      ? sql`exists (select 1 from ${archiveDisposalItems} i where i.disposal_id = ${archiveDisposals.id} and i.expedient_id = ${query.expedient_id})`
      : undefined,
    searchCondition(query.q, [archiveDisposals.number, archiveDisposals.resolution_number, archiveDisposals.notes]),
  ];
}

export const disposalReads = recordReads({
  resource: ENTITY,
  table: archiveDisposals,
  permissions: READ,
  seeAll: [ALL],
  scope: disposalScope,
  query: disposalListQuery,
  conditions: (query) => conditions(query),
  sortable: {
    id: archiveDisposals.id,
    number: archiveDisposals.number,
    created_at: archiveDisposals.created_at,
    updated_at: archiveDisposals.updated_at,
    executed_on: archiveDisposals.executed_on,
    state: archiveDisposals.state,
  },
  defaultSort: '-id',
  names: DISPOSAL_NAMES,
  present: (db, caller, rows, detail) => present(db, caller, rows as DisposalRow[], detail),
  record: disposalRecord,
  export: {
    filename: 'eliminaciones',
    sheetName: 'Eliminaciones',
    title: 'Eliminación documental',
    query: (db: Executor) =>
      db
        .select({
          number: archiveDisposals.number,
          state: archiveDisposals.state,
          units: sql<number>`(select count(*)::int from ${archiveDisposalItems} i where i.disposal_id = ${archiveDisposals.id})`,
          linear_metres: archiveDisposals.linear_metres,
          resolution_number: archiveDisposals.resolution_number,
          resolution_date: archiveDisposals.resolution_date,
          method: archiveDisposals.method,
          executed_on: archiveDisposals.executed_on,
          created_at: archiveDisposals.created_at,
        })
        .from(archiveDisposals),
    columns: () => [
      field('Número', 'number'),
      labelled('Estado', DISPOSAL_STATES, 'state'),
      field('Unidades', 'units', 10),
      field('Metros lineales', 'linear_metres', 10),
      field('Resolución', 'resolution_number'),
      field('Fecha de la resolución', 'resolution_date'),
      labelled('Método', DISPOSAL_METHODS, 'method'),
      field('Ejecutada el', 'executed_on'),
      field('Registrada', 'created_at'),
    ],
  },
});
