/**
 * The delivery controls' reads (lib/records/reads.ts): list, show, export and history from one
 * definition. `mine=true` is the courier's "my open controls".
 */
import { listQuerySchema } from '@shared/crud';
import { DELIVERY_CONTROL_STATES, DELIVERY_KINDS, deliveryControlRecord, ITEM_RESULTS } from '@shared/schemas/delivery';
import { isoDate, queryId } from '@shared/zod';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { deliveryAttempts, deliveryControls, deliveryItems, users } from '../../db/schema';
import { containsPhrase, recordNumberOf, sortableColumns, stateIn, stateIs } from '../../lib/crud/list';
import { field, labelled } from '../../lib/export/spreadsheet';
import { fullName } from '../../lib/records/names';
import { recordReads } from '../../lib/records/reads';
import type { Auth } from '../../plugins/auth';
import { CONTROL_NAMES, present } from './delivery-controls.present';
import { controlScope, READ } from './delivery-controls.scope';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const controlListQuery = listQuerySchema.extend({
  state: z.enum(keys(DELIVERY_CONTROL_STATES)).optional(),
  kind: z.enum(keys(DELIVERY_KINDS)).optional(),
  courier_id: queryId().optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  /** The caller's own open controls as courier. */
  mine: z.enum(['true', 'false']).optional(),
  /** Not closed nor annulled yet (borrador, en ruta). */
  open: z.enum(['true', 'false']).optional(),
  /** The office that prepared it. */
  office_id: queryId().optional(),
  /** Holding a copy with this final result (the delivery report's links). */
  item_result: z.enum(keys(ITEM_RESULTS)).optional(),
  /** Holding a copy returned with this reason code. */
  return_reason: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/)
    .optional(),
});
type ControlListQuery = z.output<typeof controlListQuery>;

const SORTABLE = sortableColumns(deliveryControls, ['id', 'number', 'scheduled_date', 'created_at', 'state']);

function conditions(query: ControlListQuery, caller: Auth): (SQL | undefined)[] {
  const number = recordNumberOf(query.q);
  const words = number ? undefined : query.q?.trim();
  return [
    query.state ? stateIs(deliveryControls.state, query.state) : undefined,
    query.kind ? eq(deliveryControls.kind, query.kind) : undefined,
    query.courier_id ? eq(deliveryControls.courier_id, query.courier_id) : undefined,
    query.from ? sql`${deliveryControls.scheduled_date} >= ${query.from}::date` : undefined,
    query.to ? sql`${deliveryControls.scheduled_date} <= ${query.to}::date` : undefined,
    query.mine === 'true'
      ? and(eq(deliveryControls.courier_id, caller.user.id), stateIn(deliveryControls.state, ['borrador', 'en_ruta']))
      : undefined,
    query.open === 'true' ? stateIn(deliveryControls.state, ['borrador', 'en_ruta']) : undefined,
    query.office_id ? eq(deliveryControls.office_id, query.office_id) : undefined,
    query.item_result
      ? sql`exists (select 1 from ${deliveryItems} where ${deliveryItems.control_id} = ${deliveryControls.id} and ${deliveryItems.result} = ${query.item_result})`
      : undefined,
    query.return_reason
      ? sql`exists (select 1 from ${deliveryItems} join ${deliveryAttempts} on ${deliveryAttempts.item_id} = ${deliveryItems.id} where ${deliveryItems.control_id} = ${deliveryControls.id} and ${deliveryItems.result} = 'devuelto' and ${deliveryAttempts.result} = 'devuelto' and ${deliveryAttempts.reason_code} = ${query.return_reason})`
      : undefined,
    number ? eq(deliveryControls.number, number) : undefined,
    words
      ? containsPhrase(
          sql`${deliveryControls.number} || ' ' || coalesce(${deliveryControls.zone}, '') || ' ' || coalesce(${deliveryControls.provider}, '') || ' ' || coalesce(${deliveryControls.notes}, '')`,
          words,
        )
      : undefined,
  ];
}

/** How many items the control carries (with this final result). */
const itemCount = (result?: string) =>
  sql<number>`(select count(*)::int from ${deliveryItems} where ${deliveryItems.control_id} = ${deliveryControls.id}${result ? sql` and ${deliveryItems.result} = ${result}` : sql``})`;

export const controlReads = recordReads({
  record: deliveryControlRecord,
  resource: 'delivery-controls',
  table: deliveryControls,
  permissions: READ,
  scope: controlScope,
  query: controlListQuery,
  conditions,
  sortable: SORTABLE,
  defaultSort: '-id',
  names: CONTROL_NAMES,
  present: (db, caller, rows, detail) => present(db, caller, rows, detail),
  export: {
    filename: 'controles-de-entrega',
    sheetName: 'Controles',
    title: 'Controles de entrega',
    query: (db: Executor) =>
      db
        .select({
          number: deliveryControls.number,
          kind: deliveryControls.kind,
          scheduled_date: deliveryControls.scheduled_date,
          carrier: sql<string>`coalesce(${fullName(users)}, ${deliveryControls.provider} || ' (guía ' || ${deliveryControls.guide_number} || ')')`,
          zone: deliveryControls.zone,
          state: deliveryControls.state,
          items: itemCount(),
          delivered: itemCount('entregado'),
          returned: itemCount('devuelto'),
        })
        .from(deliveryControls)
        .leftJoin(users, eq(users.id, deliveryControls.courier_id)),
    columns: () => [
      field('Número', 'number'),
      labelled('Tipo', DELIVERY_KINDS, 'kind'),
      field('Fecha programada', 'scheduled_date'),
      field('Mensajero o proveedor', 'carrier'),
      field('Zona', 'zone'),
      labelled('Estado', DELIVERY_CONTROL_STATES, 'state'),
      field('Documentos', 'items', 10),
      field('Entregados', 'delivered', 10),
      field('Devueltos', 'returned', 10),
    ],
  },
});
