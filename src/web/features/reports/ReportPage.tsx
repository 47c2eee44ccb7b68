/**
 * /reports/:report — one report: its filters (in the URL, the lists' filter controls), the header
 * the Excel and PDF print too (filters, who generated it and when), the chart, and the table whose
 * every number opens the list of the records behind it.
 */
import { ENTRY_CHANNELS } from '@shared/schemas/entries';
import {
  DELIVERY_REPORT_KINDS,
  PERIOD_LABELS,
  REPORT_BUCKETS,
  REPORT_DIMENSIONS,
  REPORTS,
  REQUEST_KINDS,
  type ReportDimension,
  type ReportFilter,
  type ReportSlug,
} from '@shared/schemas/reports';
import { lazy, Suspense, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { FilterDef } from '../../lib/crud/filters';
import { ListFilter } from '../../lib/crud/ListFilter';
import { useListParams } from '../../lib/crud/listParams';
import { formatDayTime } from '../../lib/dates';
import ErrorPage from '../../lib/ErrorPage';
import { labelOptions } from '../../lib/form/SelectField';
import { LoadError } from '../../lib/LoadError';
import { PageHeader } from '../../lib/PageHeader';
import { Spinner } from '../../lib/Spinner';
import { useTheme } from '../../lib/theme';
import { ReportDownloads } from './ReportDownloads';
import { ReportTable } from './ReportTable';
import { useReport } from './useReport';
import './reports.css';

const ReportChart = lazy(() => import('./ReportChart'));

function filtersOf(slug: ReportSlug, by: ReportDimension): FilterDef[] {
  const dimensions: readonly ReportDimension[] = REPORTS[slug].dimensions;
  const offered: readonly ReportFilter[] = REPORTS[slug].filters;
  const filters: FilterDef[] = [];
  if (offered.includes('request_kind'))
    filters.push({ name: 'request_kind', label: 'Solicitudes', options: labelOptions(REQUEST_KINDS) });
  filters.push({
    name: 'by',
    label: 'Agrupar por',
    options: dimensions.map((d) => ({ value: d, label: REPORT_DIMENSIONS[d] })),
  });
  if (by === 'period') filters.push({ name: 'bucket', label: 'Intervalo', options: labelOptions(REPORT_BUCKETS) });
  const all: Record<Exclude<ReportFilter, 'request_kind'>, FilterDef> = {
    period: { kind: 'date-range', name: 'from', to: 'to', label: PERIOD_LABELS[slug] ?? 'Fecha de recepción' },
    office: { kind: 'lookup', name: 'office_id', label: 'Oficina', resource: 'offices' },
    type: { kind: 'lookup', name: 'type_entry_id', label: 'Tipo de ingreso', resource: 'type-entries' },
    channel: { name: 'channel', label: 'Canal', options: labelOptions(ENTRY_CHANNELS) },
    delivery_kind: { name: 'delivery_kind', label: 'Tipo de control', options: labelOptions(DELIVERY_REPORT_KINDS) },
  };
  for (const name of offered) if (name !== 'request_kind') filters.push(all[name]);
  return filters;
}

function Report({ slug }: { slug: ReportSlug }) {
  const [search] = useSearchParams();
  const [params, update] = useListParams();
  const query = search.toString();
  const { data: report, error, refetch, isFetching } = useReport(slug, query);
  const [theme] = useTheme();
  const by = (params.filters.by as ReportDimension | undefined) ?? report?.query.by ?? REPORTS[slug].dimensions[0];
  const filters = useMemo(() => filtersOf(slug, by), [slug, by]);
  // The controls show what the report applied, its defaults (grouping, this month) included.
  const shown = useMemo(() => {
    const applied: Record<string, string> = {};
    for (const key of ['by', 'bucket', 'from', 'to', 'request_kind'] as const) {
      const value = report?.query[key];
      if (value) applied[key] = String(value);
    }
    return { ...params, filters: { ...applied, ...params.filters } };
  }, [params, report]);

  return (
    <div className="page report-page">
      <PageHeader title={REPORTS[slug].title} subtitle={REPORTS[slug].description} />
      <div className="list-toolbar report-filters">
        <div className="list-filters">
          {filters.map((filter) => (
            <ListFilter key={filter.name} filter={filter} params={shown} update={update} />
          ))}
        </div>
        {report && <ReportDownloads report={report} query={query} />}
      </div>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !report ? (
        <Spinner />
      ) : (
        <>
          <section className="panel report-header" aria-label="Filtros del reporte" aria-busy={isFetching}>
            <dl>
              {report.filters.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-muted">
              Generado por {report.generated_by} el {formatDayTime(report.generated_at)}
            </p>
          </section>
          <section className="panel report-chart" aria-label="Gráfico">
            {report.rows.length === 0 ? (
              <p className="text-muted">Sin datos para los filtros elegidos.</p>
            ) : (
              <Suspense fallback={<Spinner />}>
                <ReportChart report={report} dark={theme === 'dark'} />
              </Suspense>
            )}
          </section>
          <ReportTable report={report} />
        </>
      )}
    </div>
  );
}

export default function ReportPage() {
  const { report } = useParams();
  if (!report || !(report in REPORTS)) return <ErrorPage code={404} />;
  return <Report key={report} slug={report as ReportSlug} />;
}
