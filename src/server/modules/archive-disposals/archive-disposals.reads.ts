/** The disposals' reads (lib/records/reads.ts): list, show, export and history from one definition. */
import { listQuerySchema } from '@shared/crud';
import { DISPOSAL_METHODS, DISPOSAL_STATES } from '@shared/schemas/archive-disposals';
import { queryId } from '@shared/zod';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { archiveDisposalItems, archiveDisposals } from '../../db/schema';
import { searchCondition, stateIs } from '../../lib/crud/list';
import { labelOf } from '../../lib/export/limit';
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

function exportRows(db: Executor, { where, order, limit }: { where: SQL | undefined; order: SQL[]; limit: number }) {
  return db
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
    .from(archiveDisposals)
    .where(where)
    .orderBy(...order)
    .limit(limit);
}
type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];

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
  export: {
    filename: 'eliminaciones',
    sheetName: 'Eliminaciones',
    title: 'Eliminación documental',
    rows: exportRows,
    columns: () => [
      { header: 'Número', value: (d: ExportRow) => d.number },
      { header: 'Estado', value: (d: ExportRow) => labelOf(DISPOSAL_STATES, d.state) },
      { header: 'Unidades', width: 10, value: (d: ExportRow) => d.units },
      { header: 'Metros lineales', width: 10, value: (d: ExportRow) => d.linear_metres },
      { header: 'Resolución', value: (d: ExportRow) => d.resolution_number },
      { header: 'Fecha de la resolución', value: (d: ExportRow) => d.resolution_date },
      { header: 'Método', value: (d: ExportRow) => (d.method ? labelOf(DISPOSAL_METHODS, d.method) : null) },
      { header: 'Ejecutada el', value: (d: ExportRow) => d.executed_on },
      { header: 'Registrada', value: (d: ExportRow) => d.created_at },
    ],
  },
});
