/**
 * The permissions' reads (lib/records/reads.ts): list, show, export and history from one
 * definition. `overdue=true` lists the active ones past their until date.
 */
import { listQuerySchema } from '@shared/crud';
import {
  PERMISSION_ITEM_KINDS,
  PERMISSION_STATES,
  PERMISSION_TYPES,
  permissionRecord,
} from '@shared/schemas/archive-temporary-permissions';
import { calendarDate } from '@shared/working-days';
import { queryId } from '@shared/zod';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { archiveTemporaryPermissions, users } from '../../db/schema';
import { containsPhrase, sortableColumns, stateIs } from '../../lib/crud/list';
import { field, labelled } from '../../lib/export/spreadsheet';
import { fullName } from '../../lib/records/names';
import { recordReads } from '../../lib/records/reads';
import { PERMISSION_NAMES, present } from './archive-temporary-permissions.present';
import { ENTITY, type PermissionRow, permissionScope, READ } from './archive-temporary-permissions.scope';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const permissionListQuery = listQuerySchema.extend({
  state: z.enum(keys(PERMISSION_STATES)).optional(),
  type: z.enum(keys(PERMISSION_TYPES)).optional(),
  item_kind: z.enum(keys(PERMISSION_ITEM_KINDS)).optional(),
  item_id: queryId().optional(),
  holder_id: queryId().optional(),
  overdue: z.enum(['true', 'false']).optional(),
  /** The office the item belongs to (the archive report's links). */
  item_office_id: queryId().optional(),
});
type PermissionListQuery = z.output<typeof permissionListQuery>;

const SORTABLE = sortableColumns(archiveTemporaryPermissions, [
  'id',
  'number',
  'starts_on',
  'until_on',
  'created_at',
  'state',
]);

const overdue = (today: string) =>
  sql`(${archiveTemporaryPermissions.state} = 'vigente' and ${archiveTemporaryPermissions.until_on} < ${today}::date)`;

export function conditions(query: PermissionListQuery): (SQL | undefined)[] {
  const words = query.q?.trim();
  return [
    query.state ? stateIs(archiveTemporaryPermissions.state, query.state) : undefined,
    query.type ? eq(archiveTemporaryPermissions.type, query.type) : undefined,
    query.item_kind ? eq(archiveTemporaryPermissions.item_kind, query.item_kind) : undefined,
    query.item_id ? eq(archiveTemporaryPermissions.item_id, query.item_id) : undefined,
    query.holder_id ? eq(archiveTemporaryPermissions.holder_id, query.holder_id) : undefined,
    query.item_office_id ? eq(archiveTemporaryPermissions.item_office_id, query.item_office_id) : undefined,
    query.overdue === undefined
      ? undefined
      : query.overdue === 'true'
        ? overdue(calendarDate(new Date()))
        : sql`not ${overdue(calendarDate(new Date()))}`,
    words
      ? containsPhrase(
          sql`${archiveTemporaryPermissions.number} || ' ' || ${archiveTemporaryPermissions.item_label} || ' ' || ${archiveTemporaryPermissions.reason}`,
          words,
        )
      : undefined,
  ];
}

export const permissionReads = recordReads({
  resource: ENTITY,
  table: archiveTemporaryPermissions,
  permissions: READ,
  scope: permissionScope,
  query: permissionListQuery,
  conditions: (query) => conditions(query),
  sortable: SORTABLE,
  defaultSort: '-id',
  names: PERMISSION_NAMES,
  present: (db, caller, rows) => present(db, caller, rows as PermissionRow[]),
  record: permissionRecord,
  export: {
    filename: 'permisos-de-acceso',
    sheetName: 'Permisos',
    title: 'Permisos de acceso',
    query: (db: Executor) =>
      db
        .select({
          number: archiveTemporaryPermissions.number,
          holder: fullName(users),
          item_kind: archiveTemporaryPermissions.item_kind,
          item_label: archiveTemporaryPermissions.item_label,
          type: archiveTemporaryPermissions.type,
          starts_on: archiveTemporaryPermissions.starts_on,
          until_on: archiveTemporaryPermissions.until_on,
          renewals: archiveTemporaryPermissions.renewals,
          state: archiveTemporaryPermissions.state,
          reason: archiveTemporaryPermissions.reason,
        })
        .from(archiveTemporaryPermissions)
        .innerJoin(users, eq(users.id, archiveTemporaryPermissions.holder_id)),
    columns: () => [
      field('Número', 'number'),
      field('Titular', 'holder'),
      labelled('Qué', PERMISSION_ITEM_KINDS, 'item_kind'),
      field('Código o número', 'item_label'),
      labelled('Tipo', PERMISSION_TYPES, 'type'),
      field('Desde', 'starts_on'),
      field('Hasta', 'until_on'),
      field('Renovaciones', 'renewals', 10),
      labelled('Estado', PERMISSION_STATES, 'state'),
      field('Motivo', 'reason'),
    ],
  },
});
