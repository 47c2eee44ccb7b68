/**
 * Reports (docs/domain.md §6): the catalogue shown at /reports, the filters every report reads from the
 * URL (one schema for the API and the screen) and the shape of a report's answer, which the
 * screen, the Excel and the PDF all draw from.
 */
import { z } from 'zod';
import { formatCount, formatMetres, formatOneDecimal } from '../numbers';
import { isoDate, queryId } from '../zod';
import { ENTRY_CHANNELS } from './entries';

export const REPORT_DIMENSIONS = {
  period: 'Periodo',
  office: 'Oficina',
  person: 'Responsable',
  type: 'Tipo',
  channel: 'Canal',
  result: 'Resultado',
  reason: 'Motivo de devolución',
  series: 'Serie',
  location: 'Ubicación',
} as const;
export type ReportDimension = keyof typeof REPORT_DIMENSIONS;

/** The chart's colours, in the order of its series: the same on screen and in the PDF. */
export const REPORT_COLOURS = ['#2563eb', '#f59e0b', '#16a34a', '#dc2626', '#7c3aed', '#0891b2', '#64748b'];

export const REPORT_BUCKETS = { day: 'Día', week: 'Semana', month: 'Mes' } as const;
export type ReportBucket = keyof typeof REPORT_BUCKETS;

/** The filters a report offers on screen; `period` is the dates the report names in `PERIOD_LABELS`. */
export type ReportFilter = 'period' | 'office' | 'type' | 'channel' | 'request_kind' | 'delivery_kind';

export const REQUEST_KINDS = { entry: 'De ingreso', output: 'De salida' } as const;
export const DELIVERY_REPORT_KINDS = { interno: 'Interno', externo: 'Externo' } as const;

/** What the period filters of each report: the label of its date range. */
export const PERIOD_LABELS: Partial<Record<string, string>> = {
  requests: 'Fecha de envío',
  delivery: 'Fecha programada',
};

export const REPORTS = {
  volume: {
    title: 'Ingresos y salidas',
    description: 'Documentos registrados por periodo (día, semana o mes), oficina, tipo y canal.',
    dimensions: ['period', 'office', 'type', 'channel'],
    filters: ['period', 'office', 'type', 'channel'],
  },
  backlog: {
    title: 'Pendientes y vencidos',
    description: 'Ingresos abiertos y vencidos por oficina y por responsable, con su antigüedad en días hábiles.',
    dimensions: ['office', 'person'],
    filters: ['period', 'office', 'type', 'channel'],
  },
  'attention-time': {
    title: 'Tiempo de atención',
    description: 'Días hábiles de la recepción a la atención: media, mediana y percentil 90.',
    dimensions: ['office', 'person', 'type'],
    filters: ['period', 'office', 'type', 'channel'],
  },
  requests: {
    title: 'Solicitudes',
    description: 'Solicitudes de ingreso o de salida por estado, y días hábiles del registro a la asignación.',
    dimensions: ['office', 'period'],
    filters: ['request_kind', 'period', 'office'],
  },
  delivery: {
    title: 'Entregas',
    description:
      'Copias despachadas por resultado y motivo de devolución, con visitas y días hábiles hasta la entrega.',
    dimensions: ['result', 'reason', 'period', 'office'],
    filters: ['delivery_kind', 'period', 'office'],
  },
  archive: {
    title: 'Archivo central',
    description:
      'Expedientes, cajas y metros lineales por serie, oficina y ubicación; préstamos y retenciones vencidas.',
    dimensions: ['series', 'office', 'location'],
    filters: ['office'],
  },
} as const satisfies Record<
  string,
  { title: string; description: string; dimensions: readonly ReportDimension[]; filters: readonly ReportFilter[] }
>;
export type ReportSlug = keyof typeof REPORTS;
export const REPORT_SLUGS = Object.keys(REPORTS) as ReportSlug[];

const channels = Object.keys(ENTRY_CHANNELS) as [keyof typeof ENTRY_CHANNELS, ...(keyof typeof ENTRY_CHANNELS)[]];

/** The filters in the URL; each report reads those it knows and checks `by` against its dimensions. */
export const reportQuery = z
  .object({
    from: isoDate().optional(),
    to: isoDate().optional(),
    by: z.enum(Object.keys(REPORT_DIMENSIONS) as [ReportDimension, ...ReportDimension[]]).optional(),
    bucket: z.enum(['day', 'week', 'month']).optional(),
    office_id: queryId().optional(),
    type_entry_id: queryId().optional(),
    channel: z.enum(channels).optional(),
    request_kind: z.enum(['entry', 'output']).optional(),
    delivery_kind: z.enum(['interno', 'externo']).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'La fecha final no puede ser anterior a la inicial.',
  });
export type ReportQuery = z.output<typeof reportQuery>;

export interface ReportColumn {
  key: string;
  label: string;
  /** `count`: a number of records; `days`: working days and `decimal` a mean, with one decimal; `metres`: two. */
  format: 'count' | 'days' | 'decimal' | 'metres';
}

export interface ReportRow {
  label: string;
  values: Record<string, number | null>;
  /** Per column, the list behind the number (`/entries?…`). */
  links: Record<string, string>;
}

export interface ReportResult {
  report: ReportSlug;
  title: string;
  /** The first column's heading (the dimension). */
  dimension: string;
  /** The filters applied, as printed in the header. */
  filters: { label: string; value: string }[];
  generated_by: string;
  generated_at: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow | null;
  /** The columns drawn as bars; `stacked` piles them. */
  chart: { series: string[]; stacked: boolean };
  /** The query as the report read it, defaults filled in. */
  query: ReportQuery;
}

/** A figure as the screen, the Excel header and the PDF write it: «—» when it does not apply. */
export function formatReportValue(column: ReportColumn, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (column.format === 'metres') return formatMetres(value);
  return column.format === 'count' ? formatCount(value) : formatOneDecimal(value);
}
