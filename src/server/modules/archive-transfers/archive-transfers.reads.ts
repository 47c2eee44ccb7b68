/** The transfers' reads (lib/records/reads.ts): list, show, export and history from one definition. */
import { booleanParam, listQuerySchema } from '@shared/crud';
import { TRANSFER_STATES, transferRecord } from '@shared/schemas/archive-transfers';
import { isoDate, queryId } from '@shared/zod';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { archiveTransferItems, archiveTransfers, offices } from '../../db/schema';
import { containsPhrase, stateIs } from '../../lib/crud/list';
import { localDay } from '../../lib/days';
import { field, labelled } from '../../lib/export/spreadsheet';
import { codeDashName } from '../../lib/records/names';
import { recordReads } from '../../lib/records/reads';
import { present, TRANSFER_NAMES } from './archive-transfers.present';
import { ALL, ENTITY, READ, type TransferRow, transferScope } from './archive-transfers.scope';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const transferListQuery = listQuerySchema.extend({
  state: z.enum(keys(TRANSFER_STATES)).optional(),
  office_id: queryId().optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  /** Those with (or without) a unit the archive rejected. */
  rejected: booleanParam.optional(),
  /** Received on or after this day (Lima). */
  received_from: isoDate().optional(),
});
type TransferListQuery = z.output<typeof transferListQuery>;

function conditions(query: TransferListQuery): (SQL | undefined)[] {
  const words = query.q?.trim();
  return [
    query.state ? stateIs(archiveTransfers.state, query.state) : undefined,
    query.office_id ? eq(archiveTransfers.office_id, query.office_id) : undefined,
    query.year ? eq(archiveTransfers.year, query.year) : undefined,
    query.rejected === undefined
      ? undefined
      : sql`${query.rejected ? sql`` : sql`not `}exists (select 1 from ${archiveTransferItems} i where i.transfer_id = ${archiveTransfers.id} and i.decision = 'rechazado')`,
    query.received_from ? sql`${localDay(archiveTransfers.received_at)} >= ${query.received_from}::date` : undefined,
    words
      ? containsPhrase(sql`${archiveTransfers.number} || ' ' || coalesce(${archiveTransfers.notes}, '')`, words)
      : undefined,
  ];
}

export const transferReads = recordReads({
  resource: ENTITY,
  table: archiveTransfers,
  permissions: READ,
  seeAll: [ALL],
  scope: transferScope,
  query: transferListQuery,
  conditions: (query) => conditions(query),
  sortable: {
    id: archiveTransfers.id,
    number: archiveTransfers.number,
    transfer_date: archiveTransfers.transfer_date,
    created_at: archiveTransfers.created_at,
    updated_at: archiveTransfers.updated_at,
    state: archiveTransfers.state,
    sent_at: archiveTransfers.sent_at,
    received_at: archiveTransfers.received_at,
  },
  defaultSort: '-id',
  names: TRANSFER_NAMES,
  present: (db, caller, rows, detail) => present(db, caller, rows as TransferRow[], detail),
  record: transferRecord,
  export: {
    filename: 'transferencias',
    sheetName: 'Transferencias',
    title: 'Transferencias al archivo central',
    query: (db: Executor) =>
      db
        .select({
          number: archiveTransfers.number,
          office: codeDashName(offices),
          transfer_date: archiveTransfers.transfer_date,
          state: archiveTransfers.state,
          units: sql<number>`(select count(*)::int from ${archiveTransferItems} i where i.transfer_id = ${archiveTransfers.id})`,
          sent_at: archiveTransfers.sent_at,
          received_at: archiveTransfers.received_at,
          notes: archiveTransfers.notes,
        })
        .from(archiveTransfers)
        .innerJoin(offices, eq(offices.id, archiveTransfers.office_id)),
    columns: () => [
      field('Número', 'number'),
      field('Oficina', 'office'),
      field('Fecha de transferencia', 'transfer_date'),
      labelled('Estado', TRANSFER_STATES, 'state'),
      field('Unidades', 'units', 10),
      field('Enviada', 'sent_at'),
      field('Recibida', 'received_at'),
      field('Observaciones', 'notes'),
    ],
  },
});
