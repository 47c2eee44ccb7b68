/**
 * Runs a report for a caller: fills the query's defaults (grouping, the period), refuses a
 * grouping the report does not have, and adds the header every report prints — its filters,
 * who generated it and when.
 */
import { ENTRY_CHANNELS } from '@shared/schemas/entries';
import {
  DELIVERY_REPORT_KINDS,
  REPORT_BUCKETS,
  REPORT_DIMENSIONS,
  REPORTS,
  REQUEST_KINDS,
  type ReportQuery,
  type ReportResult,
  reportDimensionNames,
} from '@shared/schemas/reports';
import { calendarDate } from '@shared/working-days';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invalid } from '../../lib/errors';
import type { Auth } from '../../plugins/auth';
import { workingCalendar } from './reports.calendar';
import type { ReportContext, ReportDefinition } from './reports.definition';
import { entryTypeLabels, officeLabels } from './reports.labels';

const pretty = (date: string) => date.split('-').reverse().join('/');

function withDefaults(def: ReportDefinition, query: ReportQuery, today: string): ReportContext['query'] {
  const by = query.by ?? def.defaultBy;
  const allowed: readonly string[] = REPORTS[def.slug].dimensions;
  if (!allowed.includes(by)) {
    throw invalid({ by: [`Este reporte se agrupa por ${reportDimensionNames(def.slug)}.`] });
  }
  const filled = { ...query, by };
  if ((REPORTS[def.slug].filters as readonly string[]).includes('request_kind')) filled.request_kind ??= 'entry';
  if (by === 'period') filled.bucket = query.bucket ?? 'month';
  else delete filled.bucket;
  if (def.defaultPeriod || filled.from || filled.to) {
    filled.to ??= today;
    filled.from ??= `${filled.to.slice(0, 8)}01`;
  }
  return filled;
}

async function filterLines(
  db: Executor,
  def: ReportDefinition,
  query: ReportContext['query'],
): Promise<ReportResult['filters']> {
  const filters: readonly string[] = REPORTS[def.slug].filters;
  const lines: ReportResult['filters'] = [];
  if (filters.includes('request_kind'))
    lines.push({ label: 'Solicitudes', value: REQUEST_KINDS[query.request_kind ?? 'entry'] });
  if (filters.includes('period'))
    lines.push({
      label: 'Periodo',
      value: query.from && query.to ? `del ${pretty(query.from)} al ${pretty(query.to)}` : 'todas las fechas',
    });
  lines.push({
    label: 'Agrupado por',
    value: `${REPORT_DIMENSIONS[query.by].toLowerCase()}${query.bucket ? ` (${REPORT_BUCKETS[query.bucket].toLowerCase()})` : ''}`,
  });
  if (query.office_id)
    lines.push({ label: 'Oficina', value: (await officeLabels(db, [query.office_id])).get(query.office_id) ?? '' });
  if (query.type_entry_id)
    lines.push({
      label: 'Tipo de ingreso',
      value: (await entryTypeLabels(db, [query.type_entry_id])).get(query.type_entry_id) ?? '',
    });
  if (query.channel) lines.push({ label: 'Canal', value: ENTRY_CHANNELS[query.channel] });
  if (query.delivery_kind) lines.push({ label: 'Tipo de control', value: DELIVERY_REPORT_KINDS[query.delivery_kind] });
  return lines;
}

export async function buildReport(
  db: Executor,
  caller: Auth,
  def: ReportDefinition,
  query: ReportQuery,
): Promise<ReportResult> {
  const now = new Date();
  const today = calendarDate(now);
  const ctx: ReportContext = {
    db,
    caller,
    query: withDefaults(def, query, today),
    today,
    calendar: await workingCalendar(db),
  };
  // A report groups a year of records: a read-only transaction with room to hash them in memory
  // (the server's default work_mem of 4 MB makes PostgreSQL sort a million rows on disk instead).
  const body = await db.transaction(
    async (tx) => {
      await tx.execute(sql`set local work_mem = '64MB'`);
      return def.run({ ...ctx, db: tx });
    },
    { accessMode: 'read only' },
  );
  return {
    report: def.slug,
    title: REPORTS[def.slug].title,
    dimension: REPORT_DIMENSIONS[ctx.query.by],
    filters: await filterLines(db, def, ctx.query),
    generated_by: `${caller.user.names} ${caller.user.surnames}`,
    generated_at: now.toISOString(),
    ...body,
    query: ctx.query,
  };
}
