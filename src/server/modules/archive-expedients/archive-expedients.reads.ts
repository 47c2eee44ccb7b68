/** The expedients' reads (lib/records/reads.ts): list, show, export, history and lookup from one definition. */
import { listQuerySchema } from '@shared/crud';
import {
  archiveExpedientRecord,
  EXPEDIENT_KINDS,
  EXPEDIENT_MEDIA,
  EXPEDIENT_STATES,
} from '@shared/schemas/archive-expedients';
import { DISPOSITIONS } from '@shared/schemas/catalogs';
import { calendarDate } from '@shared/working-days';
import { isoDate, queryId } from '@shared/zod';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { archiveExpedients, expedientSearchText, physicalLocations } from '../../db/schema';
import { searchCondition, stateIs } from '../../lib/crud/list';
import { field, labelled } from '../../lib/export/spreadsheet';
import { type ExportSelection, exportSelection, recordReads } from '../../lib/records/reads';
import { EXPEDIENT_NAMES, located, present, UNIT_COLUMNS, withUnitNames } from './archive-expedients.present';
import { ALL, expedientScope, READ } from './archive-expedients.scope';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const optionalId = queryId().optional();

export const expedientListQuery = listQuerySchema.extend({
  office_id: optionalId,
  series_id: optionalId,
  subseries_id: optionalId,
  kind: z.enum(keys(EXPEDIENT_KINDS)).optional(),
  /** The unit's exact code, as a scanner types it from its label (any case). */
  code: z.string().trim().max(40).optional(),
  state: z.enum(keys(EXPEDIENT_STATES)).optional(),
  /** Units placed under this node of the location tree (a building, deposit, shelf… or level). */
  location_id: optionalId,
  /** `true`: only units on a shelf; `false`: only those waiting to be placed (a destroyed one waits for nothing). */
  placed: z.enum(['true', 'false']).optional(),
  /** Central-archive retention over on or before this day. */
  retention_before: isoDate().optional(),
  /**
   * `true`: retention already over (today) for a unit still kept: the office's period while it is
   * closed there, the central archive's otherwise (what the Tablero's tile counts).
   */
  retention_due: z.enum(['true', 'false']).optional(),
});
type ExpedientListQuery = z.output<typeof expedientListQuery>;

/** The unit's due retention date: the office's while closed there, the central archive's after. */
export const retentionDueOn = sql<string>`(case when ${archiveExpedients.state} = 'cerrado' then ${archiveExpedients.office_retention_until} else ${archiveExpedients.central_retention_until} end)`;

/** The list's filters; the location one walks the tree down from the node (a recursive query). */
export function conditions(f: ExpedientListQuery): (SQL | undefined)[] {
  return [
    f.office_id ? eq(archiveExpedients.office_id, f.office_id) : undefined,
    f.series_id ? eq(archiveExpedients.series_id, f.series_id) : undefined,
    f.subseries_id ? eq(archiveExpedients.subseries_id, f.subseries_id) : undefined,
    f.kind ? eq(archiveExpedients.kind, f.kind) : undefined,
    f.code ? eq(archiveExpedients.code, f.code.toUpperCase()) : undefined,
    f.state ? stateIs(archiveExpedients.state, f.state) : undefined,
    f.location_id
      ? sql`${archiveExpedients.location_id} in (with recursive under(id) as (select ${f.location_id}::int union all select p.id from ${physicalLocations} p join under u on p.parent_id = u.id) select id from under)`
      : undefined,
    f.placed === 'true' ? sql`${archiveExpedients.location_id} is not null` : undefined,
    f.placed === 'false'
      ? sql`(${archiveExpedients.location_id} is null and ${archiveExpedients.state} <> 'eliminado')`
      : undefined,
    f.retention_before ? sql`${archiveExpedients.central_retention_until} <= ${f.retention_before}::date` : undefined,
    f.retention_due === 'true'
      ? sql`(${archiveExpedients.state} not in ('eliminado', 'conservacion_permanente') and ${retentionDueOn} <= ${calendarDate(new Date())}::date)`
      : undefined,
    searchCondition(f.q, [expedientSearchText]),
  ];
}

/** The export's rows with where each unit sits. */
async function locatedRows(db: Executor, selection: ExportSelection) {
  const query = db
    .select({
      ...UNIT_COLUMNS,
      closed_on: archiveExpedients.closed_on,
      office_retention_until: archiveExpedients.office_retention_until,
    })
    .from(archiveExpedients)
    .$dynamic();
  return located(db, await exportSelection(withUnitNames(query), selection));
}

export const expedientReads = recordReads({
  resource: 'archive-expedients',
  table: archiveExpedients,
  permissions: READ,
  seeAll: [ALL],
  scope: expedientScope,
  query: expedientListQuery,
  conditions,
  sortable: {
    id: archiveExpedients.id,
    code: archiveExpedients.code,
    // The records template's number and subject columns.
    number: archiveExpedients.code,
    subject: archiveExpedients.title,
    title: archiveExpedients.title,
    box_number: archiveExpedients.box_number,
    created_at: archiveExpedients.created_at,
    updated_at: archiveExpedients.updated_at,
    central_retention_until: archiveExpedients.central_retention_until,
    retention_due_on: retentionDueOn,
  },
  defaultSort: '-updated_at',
  names: EXPEDIENT_NAMES,
  present,
  record: archiveExpedientRecord,
  lookup: { label: archiveExpedients.code, description: archiveExpedients.title },
  export: {
    filename: 'expedientes',
    sheetName: 'Expedientes',
    title: 'Expedientes y cajas del archivo central',
    rows: locatedRows,
    columns: () => [
      field('Código', 'code'),
      field('Título', 'title'),
      labelled('Tipo', EXPEDIENT_KINDS, 'kind'),
      field('N.° de caja', 'box_number', 10),
      field('Oficina productora', 'office'),
      field('Serie', 'series'),
      field('Subserie', 'subseries'),
      labelled('Soporte', EXPEDIENT_MEDIA, 'medium'),
      labelled('Estado', EXPEDIENT_STATES, 'state'),
      field('Fecha inicial', 'date_from'),
      field('Fecha final', 'date_to'),
      field('Folios', 'folios', 8),
      field('Ubicación topográfica', 'location'),
      field('Cerrado el', 'closed_on'),
      labelled('Disposición final', DISPOSITIONS, 'disposition'),
      field('Retención en oficina hasta', 'office_retention_until'),
      field('Retención en archivo central hasta', 'central_retention_until'),
    ],
  },
});
