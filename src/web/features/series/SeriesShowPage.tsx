/** One series: its retention data, its subseries (with "Nueva subserie") and its Historial. */
import { can } from '@shared/permissions';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ActiveTag, codeName } from '../../lib/crud/columns';
import { HistoryPanel } from '../../lib/crud/HistoryPanel';
import { useResourceList, useResourceRecord } from '../../lib/crud/hooks';
import { RecordStatusActions } from '../../lib/crud/RecordStatusActions';
import { RowActions } from '../../lib/crud/RowActions';
import { LoadError } from '../../lib/LoadError';
import { Spinner } from '../../lib/Spinner';
import { useSession } from '../../lib/session';
import {
  DispositionCell,
  dispositionLabel,
  HISTORY_FORMATS,
  HISTORY_LABELS,
  RelatedCell,
  Retention,
  relatedFormat,
  type Series,
  type SubseriesRow,
  years,
} from './retention';

const TABS = ['subseries', 'historial'];
const PER_PAGE = 10;

export default function SeriesShowPage() {
  const id = Number(useParams().id);
  const record = useResourceRecord<Series>('series', id);
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return <SeriesDetail series={record.data} />;
}

function SeriesDetail({ series }: { series: Series }) {
  const [search, setSearch] = useSearchParams();
  const tab = Math.max(0, TABS.indexOf(search.get('tab') ?? ''));
  const label = `${series.code} ${series.name}`;
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <nav aria-label="Ruta de navegación" className="breadcrumb">
            <Link to="/series">Series documentales</Link>
            <span aria-hidden="true"> / </span>
            <span>{series.code}</span>
          </nav>
          <h1>
            {series.code} · {series.name}
          </h1>
          <p className="page-subtitle">Serie documental</p>
        </div>
        <RecordStatusActions resource="series" record={series} label={label} editPath={`/series/${series.id}/edit`} />
      </header>

      <section className="panel" aria-label="Datos de la serie">
        <dl className="detail-grid">
          <div>
            <dt>Código</dt>
            <dd>{series.code}</dd>
          </div>
          <div>
            <dt>Oficina productora</dt>
            <dd>{codeName(series.office)}</dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd>
              <ActiveTag active={series.active} />
            </dd>
          </div>
          <div>
            <dt>Archivo de gestión</dt>
            <dd>{years(series.years_office)}</dd>
          </div>
          <div>
            <dt>Archivo central</dt>
            <dd>{years(series.years_central)}</dd>
          </div>
          <div>
            <dt>Disposición final</dt>
            <dd>
              {series.disposition} · {dispositionLabel(series.disposition)}
            </dd>
          </div>
        </dl>
      </section>

      <TabView
        activeIndex={tab}
        onTabChange={(e) =>
          setSearch(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (e.index === 0) next.delete('tab');
              else next.set('tab', TABS[e.index] ?? '');
              return next;
            },
            { replace: true },
          )
        }
        className="show-tabs"
      >
        <TabPanel header="Subseries" leftIcon="pi pi-folder-open">
          <SubseriesOfSeries series={series} />
        </TabPanel>
        <TabPanel header="Historial" leftIcon="pi pi-history">
          <div className="panel table-card history-stack">
            <HistoryPanel
              resource="series"
              id={series.id}
              labels={HISTORY_LABELS}
              formats={{ ...HISTORY_FORMATS, office_id: relatedFormat(series.office) }}
            />
          </div>
        </TabPanel>
      </TabView>
      <ConfirmDialog />
    </div>
  );
}

function SubseriesOfSeries({ series }: { series: Series }) {
  const { permissions } = useSession();
  if (!can(permissions, ['subseries-index']))
    return <p className="text-muted">No tiene permiso para ver las subseries.</p>;
  return <SubseriesTable series={series} mayCreate={can(permissions, ['subseries-create'])} />;
}

function SubseriesTable({ series, mayCreate }: { series: Series; mayCreate: boolean }) {
  const [page, setPage] = useState(1);
  const list = useResourceList<SubseriesRow>('subseries', {
    page,
    per_page: PER_PAGE,
    sort: 'code',
    q: '',
    filters: { series_id: String(series.id) },
  });
  return (
    <div className="subseries-tab">
      <div className="tab-toolbar">
        <p className="text-muted">
          {list.data ? `${list.data.meta.total} ${list.data.meta.total === 1 ? 'subserie' : 'subseries'}` : ' '}
        </p>
        {mayCreate && (
          <Link to={`/subseries/create?series_id=${series.id}`} className="p-button p-component">
            <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">Nueva subserie</span>
          </Link>
        )}
      </div>
      {list.error ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className="panel table-card">
          <DataTable
            value={list.data?.data ?? []}
            dataKey="id"
            lazy
            loading={list.isFetching}
            paginator={(list.data?.meta.total ?? 0) > PER_PAGE}
            rows={PER_PAGE}
            first={(page - 1) * PER_PAGE}
            totalRecords={list.data?.meta.total ?? 0}
            onPage={(e) => setPage((e.page ?? 0) + 1)}
            emptyMessage="No se encontraron registros"
            size="small"
            stripedRows
            rowClassName={(row: SubseriesRow) => (row.active ? '' : 'row-inactive')}
            aria-label="Subseries de la serie"
          >
            <Column field="code" header="Código" className="hide-mobile" headerClassName="hide-mobile" />
            <Column
              field="name"
              header="Nombre"
              body={(row: SubseriesRow) => (
                <span className="cell-stack">
                  <small className="cell-code show-mobile">{row.code}</small>
                  <Link to={`/subseries/${row.id}`} className="cell-link">
                    {row.name}
                  </Link>
                </span>
              )}
            />
            <Column
              header="Oficina productora"
              body={(row: SubseriesRow) => <RelatedCell value={row.office} />}
              className="hide-mobile"
              headerClassName="hide-mobile"
            />
            <Column
              header="Retención (gestión + central)"
              body={(row: SubseriesRow) => <Retention row={row} />}
              className="hide-mobile"
              headerClassName="hide-mobile"
            />
            <Column
              header="Disposición final"
              body={(row: SubseriesRow) => <DispositionCell value={row.disposition} />}
              className="hide-mobile"
              headerClassName="hide-mobile"
            />
            <Column
              header="Estado"
              body={(row: SubseriesRow) => <ActiveTag active={row.active} />}
              className="hide-mobile"
              headerClassName="hide-mobile"
            />
            <Column
              header="Acciones"
              headerClassName="actions-column"
              className="actions-column"
              body={(row: SubseriesRow) => (
                <RowActions
                  resource="subseries"
                  record={row}
                  label={`${row.code} ${row.name}`}
                  showPath={`/subseries/${row.id}`}
                  editPath={`/subseries/${row.id}/edit`}
                />
              )}
            />
          </DataTable>
        </div>
      )}
    </div>
  );
}
