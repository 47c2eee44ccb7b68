import type { LookupOption } from '@shared/crud';
import { can } from '@shared/permissions';
import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { useResourceList, useResourceRecord } from '../../lib/crud/hooks';
import { LookupFilter } from '../../lib/crud/LookupFilter';
import { useListParams } from '../../lib/crud/listParams';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import type { ResourceRecord } from '../../lib/crud/types';
import type { CodeName } from '../../lib/records/names';
import { lookupLabel, nameColumn, RelatedCell, retentionColumns } from '../../lib/retention';
import { useSession } from '../../lib/session';
import type { Subseries } from './retention';

const DEFAULT_SORT = 'code';

function idParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The option of a filter's id, read from a row of the (filtered) list itself. */
function optionFrom(
  rows: Subseries[] | undefined,
  id: number | undefined,
  pick: (row: Subseries) => CodeName | null,
  label: (related: CodeName) => string,
): LookupOption | undefined {
  if (id === undefined) return undefined;
  const related = rows?.map(pick).find((r) => r?.id === id);
  return related ? { id, label: label(related) } : undefined;
}

export default function SubseriesListPage() {
  // The same parameters (and so the same cached query) as the table below.
  const [params, update] = useListParams(DEFAULT_SORT);
  const rows = useResourceList<Subseries>('subseries', params).data?.data;
  const seriesId = idParam(params.filters.series_id);
  const officeId = idParam(params.filters.office_id);
  const { permissions } = useSession();
  // An empty page names neither: ask for the record itself, when the user may read it.
  const seriesFromRows = optionFrom(
    rows,
    seriesId,
    (r) => r.series,
    (s) => s.name,
  );
  const officeFromRows = optionFrom(rows, officeId, (r) => r.office, lookupLabel);
  const seriesRecord = useResourceRecord<CodeName & ResourceRecord>(
    'series',
    rows && !seriesFromRows && can(permissions, ['series-index', 'series-show', 'series-update'])
      ? seriesId
      : undefined,
  ).data;
  const officeRecord = useResourceRecord<CodeName & ResourceRecord>(
    'offices',
    rows && !officeFromRows && can(permissions, ['offices-index', 'offices-update']) ? officeId : undefined,
  ).data;

  return (
    <ResourceListPage<Subseries>
      resource="subseries"
      title="Subseries documentales"
      subtitle="Divisiones de cada serie, con sus propios plazos de retención y disposición final."
      defaultSort={DEFAULT_SORT}
      createLabel="Nueva subserie"
      searchPlaceholder="Buscar por código o nombre"
      filters={[ACTIVE_FILTER]}
      toolbar={
        <>
          <LookupFilter
            name="series_id"
            label="Serie"
            resource="series"
            value={seriesId}
            current={seriesFromRows ?? (seriesRecord && { id: seriesRecord.id, label: seriesRecord.name })}
            onChange={(id) => update({ series_id: id })}
          />
          <LookupFilter
            name="office_id"
            label="Oficina productora"
            resource="offices"
            value={officeId}
            current={officeFromRows ?? (officeRecord && { id: officeRecord.id, label: lookupLabel(officeRecord) })}
            onChange={(id) => update({ office_id: id })}
          />
        </>
      }
      rowLabel={(row) => `${row.code} ${row.name}`}
      showPath={(row) => `/subseries/${row.id}`}
      columns={[
        { field: 'code', header: 'Código', sortable: true, hideOnMobile: true },
        {
          ...nameColumn<Subseries>(
            (row) => `/subseries/${row.id}`,
            // The series column is hidden on a phone too: the series' code goes with the subseries'.
            (row) => (row.series ? `${row.series.code} · ${row.code}` : row.code),
          ),
          sortable: true,
        },
        { field: 'series', header: 'Serie', hideOnMobile: true, body: (row) => <RelatedCell value={row.series} /> },
        ...retentionColumns<Subseries>(),
      ]}
    />
  );
}
