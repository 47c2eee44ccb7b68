/**
 * The requests' reads (lib/records/reads.ts): list (the operators' queue is `queue=true` sorted
 * `submitted_at`, oldest first; "my requests" is `mine=true`), show, export and history.
 */
import { listQuerySchema } from '@shared/crud';
import { QUEUED_REQUEST_STATES, REQUEST_STATES, REQUEST_URGENCIES, requestRecord } from '@shared/schemas/requests';
import { isoDate, queryId } from '@shared/zod';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { entries, offices, outputs, requests, users } from '../../db/schema';
import { searchCondition, sortableColumns, stateIn, stateIs } from '../../lib/crud/list';
import { withinDays } from '../../lib/days';
import { field, labelled } from '../../lib/export/spreadsheet';
import { codeDashName, fullName } from '../../lib/records/names';
import { recordReads } from '../../lib/records/reads';
import { recordSearch } from '../../lib/records/scoped-search';
import type { Transitions } from '../../lib/records/transitions';
import type { Auth } from '../../plugins/auth';
import type { RequestKindDef } from './requests.kinds';
import { REQUEST_NAMES, requestPresenter } from './requests.present';
import { type RequestRow, readKeys, requestScope } from './requests.scope';
import type { RequestSettings } from './requests.transitions';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const requestListQuery = listQuerySchema.extend({
  state: z.enum(keys(REQUEST_STATES)).optional(),
  office_id: queryId().optional(),
  urgency: z.enum(keys(REQUEST_URGENCIES)).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  mine: z.enum(['true', 'false']).optional(),
  /** Only what waits for the registry (pendiente, en revisión). */
  queue: z.enum(['true', 'false']).optional(),
});
type RequestListQuery = z.output<typeof requestListQuery>;

const SORTABLE = sortableColumns(requests, ['id', 'number', 'submitted_at', 'created_at', 'subject', 'state']);

const searchText = sql`(${requests.number} || ' ' || ${requests.subject} || ' ' || coalesce(${requests.sender_reference}, ''))`;

const search = recordSearch(requests.number, (word) => searchCondition(word, [searchText]));

function filters(query: RequestListQuery, caller: Auth): (SQL | undefined)[] {
  return [
    query.state ? stateIs(requests.state, query.state) : undefined,
    query.queue === 'true' ? stateIn(requests.state, QUEUED_REQUEST_STATES) : undefined,
    query.office_id ? eq(requests.requesting_office_id, query.office_id) : undefined,
    query.urgency ? eq(requests.urgency, query.urgency) : undefined,
    withinDays(requests.submitted_at, query.from, query.to),
    query.mine === 'true' ? eq(requests.requested_by, caller.user.id) : undefined,
  ];
}

export function requestReads(def: RequestKindDef, table: Transitions<RequestRow, RequestSettings>) {
  const present = requestPresenter(def, table);
  const title = def.kind === 'entry' ? 'Solicitudes de ingreso' : 'Solicitudes de salida';
  return recordReads({
    resource: def.resource,
    record: requestRecord,
    table: requests,
    permissions: readKeys(def),
    scope: requestScope(def),
    query: requestListQuery,
    conditions: filters,
    search,
    sortable: SORTABLE,
    defaultSort: '-submitted_at',
    names: REQUEST_NAMES,
    present: (db, caller, rows, detail) => present(db, caller, rows, detail),
    export: {
      filename: def.kind === 'entry' ? 'solicitudes-ingreso' : 'solicitudes-salida',
      sheetName: 'Solicitudes',
      title,
      query: (db: Executor) =>
        db
          .select({
            number: requests.number,
            submitted_at: requests.submitted_at,
            subject: requests.subject,
            office: codeDashName(offices),
            requested_by: fullName(users),
            urgency: requests.urgency,
            state: requests.state,
            paper_to_come: requests.paper_to_come,
            record: sql<string | null>`coalesce(${entries.number}, ${outputs.number})`,
          })
          .from(requests)
          .innerJoin(offices, eq(offices.id, requests.requesting_office_id))
          .innerJoin(users, eq(users.id, requests.requested_by))
          .leftJoin(entries, eq(entries.id, requests.entry_id))
          .leftJoin(outputs, eq(outputs.id, requests.output_id)),
      columns: () => [
        field('Número', 'number'),
        field('Enviada', 'submitted_at'),
        field('Asunto', 'subject'),
        field('Oficina solicitante', 'office'),
        field('Solicitada por', 'requested_by'),
        labelled('Urgencia', REQUEST_URGENCIES, 'urgency'),
        labelled('Estado', REQUEST_STATES, 'state'),
        { header: 'Original en papel por llegar', value: (r) => (r.paper_to_come ? 'Sí' : 'No') },
        field(def.kind === 'entry' ? 'Ingreso' : 'Salida', 'record'),
      ],
    },
  });
}
