/** One series: its retention data, its subseries (with "Nueva subserie") and its Historial. */
import { can } from '@shared/permissions';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { tableColumn } from '../../lib/crud/columns';
import { HistoryPanel } from '../../lib/crud/HistoryPanel';
import { useResourceList } from '../../lib/crud/hooks';
import { RecordStatusActions } from '../../lib/crud/RecordStatusActions';
import { RowActions } from '../../lib/crud/RowActions';
import { ShowHeader, showPage } from '../../lib/crud/ShowPage';
import { LinkButton } from '../../lib/LinkButton';
import { LoadError } from '../../lib/LoadError';
import { DataItem as Item } from '../../lib/records/RecordData';
import {
  HISTORY_FORMATS,
  RETENTION_HISTORY_LABELS as HISTORY_LABELS,
  nameColumn,
  RetentionItems,
  relatedFormat,
  retentionColumns,
} from '../../lib/retention';
import { useSession } from '../../lib/session';
import type { Series, SubseriesRow } from './retention';

const TABS = ['subseries', 'historial'];
const PER_PAGE = 10;

function SeriesDetail({ record: series }: { record: Series }) {
  const [search, setSearch] = useSearchParams();
  const tab = Math.max(0, TABS.indexOf(search.get('tab') ?? ''));
  const label = `${series.code} ${series.name}`;
  return (
    <div className="page">
      <ShowHeader
        trail={[{ to: '/series', label: 'Series documentales' }]}
        code={series.code}
        title={`${series.code} · ${series.name}`}
        subtitle="Serie documental"
        actions={
          <RecordStatusActions resource="series" record={series} label={label} editPath={`/series/${series.id}/edit`} />
        }
      />

      <section className="panel" aria-label="Datos de la serie">
        <dl className="detail-grid">
          <Item label="Código">{series.code}</Item>
          <RetentionItems record={series} />
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
          <LinkButton to={`/subseries/create?series_id=${series.id}`} icon="pi-plus" label="Nueva subserie" />
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
            {[
              { field: 'code', header: 'Código', hideOnMobile: true },
              nameColumn<SubseriesRow>((row) => `/subseries/${row.id}`),
              ...retentionColumns<SubseriesRow>(),
            ].map(tableColumn)}
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

export default showPage<Series>('series', SeriesDetail);
