/**
 * Reports (docs/domain.md §6): the catalogue shown at /reports, the filters every report reads from the
 * URL (one schema for the API and the screen) and the shape of a report's answer, which the
 * screen, the Excel and the PDF all draw from.
 */
import { z } from 'zod';
import { formatCount, formatMetres, formatOneDecimal } from '../numbers';
import { isoDate, queryId } from '../zod';
import { named, timestamp } from './api';
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

const dimensions = Object.keys(REPORT_DIMENSIONS) as [ReportDimension, ...ReportDimension[]];

/** The filters in the URL but `by`: each report reads those it knows. */
const reportFilters = {
  from: isoDate().optional(),
  to: isoDate().optional(),
  bucket: z.enum(['day', 'week', 'month']).optional(),
  office_id: queryId().optional(),
  type_entry_id: queryId().optional(),
  channel: z.enum(channels).optional(),
  request_kind: z.enum(['entry', 'output']).optional(),
  delivery_kind: z.enum(['interno', 'externo']).optional(),
};
const datesInOrder: [(q: { from?: string; to?: string }) => boolean, { path: string[]; message: string }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' },
];

/** The filters of any report, `by` any dimension (the screen's form). */
export const reportQuery = z.object({ ...reportFilters, by: z.enum(dimensions).optional() }).refine(...datesInOrder);
export type ReportQuery = z.output<typeof reportQuery>;

/** The dimensions a report is grouped by, as its 422 names them. */
export const reportDimensionNames = (slug: ReportSlug) =>
  REPORTS[slug].dimensions.map((d) => REPORT_DIMENSIONS[d].toLowerCase()).join(', ');

/** The filters one report accepts: `by` only its own dimensions (the API's querystring). */
export const reportQueryOf = (slug: ReportSlug) =>
  z
    .object({
      ...reportFilters,
      by: z
        .enum(REPORTS[slug].dimensions as unknown as [ReportDimension, ...ReportDimension[]], {
          error: `Este reporte se agrupa por ${reportDimensionNames(slug)}.`,
        })
        .optional(),
    })
    .refine(...datesInOrder);

export const reportColumn = z.object({
  key: z.string(),
  label: z.string(),
  /** `count`: a number of records; `days`: working days and `decimal` a mean, with one decimal; `metres`: two. */
  format: z.enum(['count', 'days', 'decimal', 'metres']),
});
export type ReportColumn = z.infer<typeof reportColumn>;

export const reportRow = z.object({
  label: z.string(),
  values: z.record(z.string(), z.number().nullable()),
  /** Per column, the list behind the number (`/entries?…`). */
  links: z.record(z.string(), z.string()),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportResult = named(
  'Report',
  z.object({
    report: z.enum(REPORT_SLUGS as [ReportSlug, ...ReportSlug[]]),
    title: z.string(),
    /** The first column's heading (the dimension). */
    dimension: z.string(),
    /** The filters applied, as printed in the header. */
    filters: z.array(z.object({ label: z.string(), value: z.string() })),
    generated_by: z.string(),
    generated_at: timestamp(),
    columns: z.array(reportColumn),
    rows: z.array(reportRow),
    totals: reportRow.nullable(),
    /** The columns drawn as bars; `stacked` piles them. */
    chart: z.object({ series: z.array(z.string()), stacked: z.boolean() }),
    /** The query as the report read it, defaults filled in. */
    query: z.object({
      from: z.string().optional(),
      to: z.string().optional(),
      by: z.enum(dimensions),
      bucket: z.enum(['day', 'week', 'month']).optional(),
      office_id: z.number().int().optional(),
      type_entry_id: z.number().int().optional(),
      channel: z.enum(channels).optional(),
      request_kind: z.enum(['entry', 'output']).optional(),
      delivery_kind: z.enum(['interno', 'externo']).optional(),
    }),
  }),
  'Un reporte: columnas, filas, totales y el gráfico, como lo muestran la pantalla, el Excel y el PDF.',
);
export type ReportResult = z.infer<typeof reportResult>;

/** A figure as the screen, the Excel header and the PDF write it: «—» when it does not apply. */
export function formatReportValue(column: ReportColumn, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (column.format === 'metres') return formatMetres(value);
  return column.format === 'count' ? formatCount(value) : formatOneDecimal(value);
}
