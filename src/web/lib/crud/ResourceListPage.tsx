/**
 * The list screen every resource uses: server-side pagination, sort, accent-insensitive search
 * and filters, all kept in the URL; row actions follow each record's `can`.
 */
import { pageReport } from '@shared/pagination';
import { can, type PermissionKey } from '@shared/permissions';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { classNames } from 'primereact/utils';
import { type ComponentType, type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { useSession } from '../session';
import { type ColumnDef, tableColumn } from './columns';
import type { FilterDef } from './filters';
import { useResourceList } from './hooks';
import { filterIsSet, ListFilter } from './ListFilter';
import { PER_PAGE_OPTIONS, useListParams } from './listParams';
import { OtherFilters } from './OtherFilters';
import { RowActions } from './RowActions';
import { SearchBox } from './SearchBox';
import type { ResourceRecord } from './types';
import { useSearchBox } from './useSearchBox';

export interface ResourceListPageProps<T extends ResourceRecord> {
  resource: string;
  title: string;
  subtitle?: string;
  columns: ColumnDef<T>[];
  /** The sort before the user picks one: `name` unless said. */
  defaultSort?: string;
  /** Who may create: shows the "Nuevo" button; `<resource>-create` unless said. */
  createPermissions?: readonly PermissionKey[];
  createLabel?: string;
  filters?: FilterDef[];
  /** Filters the URL may carry without a control (a Tablero tile's), by name: what each means. */
  otherFilters?: Record<string, string>;
  searchPlaceholder?: string;
  /** How a row is named in confirmations and accessible labels; its `name` unless said. */
  rowLabel?: (row: T) => string;
  /** The record's show page, when the resource has one. */
  showPath?: (row: T) => string;
  basePath?: string;
  /** Extra content above the table (e.g. a tree view switch). */
  toolbar?: ReactNode;
  /** Acting on several rows at once: a selection column and the action's button. */
  bulk?: BulkAction<T>;
}

export interface BulkAction<T> {
  /** "Asignar seleccionadas": the button shows the count. */
  label: string;
  icon: string;
  /** Who sees the selection at all. */
  permissions: readonly PermissionKey[];
  /** Rows the action applies to; the others cannot be ticked. */
  selectable: (row: T) => boolean;
  /** Asks, runs and reports; `onHide(true)` once it ran, to clear the selection. */
  dialog: ComponentType<{ rows: T[]; visible: boolean; onHide: (ran: boolean) => void }>;
}

/** More filters than this fold behind a "Filtros" button on a phone, so the rows stay in sight. */
const FOLD_FILTERS_AFTER = 3;

function sortState(sort: string | undefined) {
  if (!sort) return { sortField: undefined, sortOrder: undefined };
  return sort.startsWith('-')
    ? { sortField: sort.slice(1), sortOrder: -1 as const }
    : { sortField: sort, sortOrder: 1 as const };
}

/** A catalogue row's name, as most lists call their rows. */
const nameOf = (row: ResourceRecord) => String(row.name);

export function ResourceListPage<T extends ResourceRecord>(props: ResourceListPageProps<T>) {
  const { resource, columns, filters = [], rowLabel = nameOf } = props;
  const basePath = props.basePath ?? `/${resource}`;
  const [params, update] = useListParams(props.defaultSort ?? 'name');
  const createPermissions = props.createPermissions ?? [`${resource}-create` as PermissionKey];
  const { data, isFetching, error, refetch } = useResourceList<T>(resource, params);
  const { permissions } = useSession();
  const [search, setSearch] = useSearchBox(
    params.q,
    useCallback((q: string) => update({ q }), [update]),
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const bulk = props.bulk && can(permissions, props.bulk.permissions) ? props.bulk : undefined;
  const [selected, setSelected] = useState<T[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const foldable = filters.length > FOLD_FILTERS_AFTER;
  const setCount = filters.filter((filter) => filterIsSet(filter, params)).length;

  const onPage = (event: DataTableStateEvent) =>
    update({ page: (event.page ?? 0) + 1, per_page: event.rows === 25 ? undefined : event.rows });
  const onSort = (event: DataTableStateEvent) =>
    update({ sort: event.sortField ? `${event.sortOrder === -1 ? '-' : ''}${event.sortField}` : undefined });

  return (
    <div className="page">
      <PageHeader title={props.title} subtitle={props.subtitle} />
      <div className="list-toolbar">
        <SearchBox value={search} onChange={setSearch} placeholder={props.searchPlaceholder ?? 'Buscar…'} />
        {foldable && (
          <Button
            type="button"
            label={setCount ? `Filtros (${setCount})` : 'Filtros'}
            icon="pi pi-filter"
            outlined
            aria-expanded={filtersOpen}
            className="list-filters-toggle show-mobile"
            onClick={() => setFiltersOpen(!filtersOpen)}
          />
        )}
        <div className={classNames('list-filters', { 'list-filters-folded': foldable && !filtersOpen })}>
          {filters.map((filter) => (
            <ListFilter key={filter.name} filter={filter} params={params} update={update} />
          ))}
        </div>
        {props.toolbar}
        {bulk && (
          <Button
            type="button"
            label={selected.length > 0 ? `${bulk.label} (${selected.length})` : bulk.label}
            icon={bulk.icon}
            disabled={selected.length === 0}
            onClick={() => setBulkOpen(true)}
          />
        )}
        {can(permissions, createPermissions) && (
          <Link to={`${basePath}/create`} className="p-button p-component list-create">
            <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">{props.createLabel ?? 'Nuevo'}</span>
          </Link>
        )}
      </div>
      <OtherFilters filters={filters} labels={props.otherFilters ?? {}} params={params} update={update} />
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="panel table-card">
          <DataTable
            value={data?.data ?? []}
            dataKey="id"
            lazy
            loading={isFetching}
            paginator
            first={(params.page - 1) * params.per_page}
            rows={params.per_page}
            totalRecords={data?.meta.total ?? 0}
            rowsPerPageOptions={PER_PAGE_OPTIONS}
            onPage={onPage}
            {...sortState(params.sort)}
            onSort={onSort}
            // Before the first answer there is nothing to count: no "0–0 de 0", no "No se encontraron".
            emptyMessage={data ? 'No se encontraron registros' : 'Cargando registros…'}
            paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
            // "976–1 000 de más de 1 000": PrimeReact's {first}/{totalRecords} would print 1000, unspaced.
            currentPageReportTemplate={data ? pageReport(data.meta, data.data.length) : 'Cargando…'}
            size="small"
            stripedRows
            rowClassName={(row: T) => (row.active === false ? 'row-inactive' : '')}
            selectionMode={bulk ? 'checkbox' : null}
            selection={selected}
            onSelectionChange={(event: { value: unknown }) => setSelected(event.value as T[])}
            isDataSelectable={(event) => bulk?.selectable(event.data as T) ?? false}
          >
            {bulk && <Column selectionMode="multiple" headerClassName="select-column" className="select-column" />}
            {columns.map(tableColumn)}
            <Column
              header="Acciones"
              headerClassName="actions-column"
              className="actions-column"
              body={(row: T) => (
                <RowActions
                  resource={resource}
                  record={row}
                  label={rowLabel(row)}
                  showPath={props.showPath?.(row)}
                  editPath={`${basePath}/${row.id}/edit`}
                />
              )}
            />
          </DataTable>
        </div>
      )}
      {bulk && (
        <bulk.dialog
          rows={selected}
          visible={bulkOpen}
          onHide={(ran) => {
            setBulkOpen(false);
            if (ran) setSelected([]);
          }}
        />
      )}
      <ConfirmDialog />
    </div>
  );
}
