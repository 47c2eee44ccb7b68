import { Link } from 'react-router';
import { ActiveTag } from '../../lib/crud/columns';
import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import { DispositionCell, RelatedCell, Retention, type Series } from './retention';

export default function SeriesListPage() {
  return (
    <ResourceListPage<Series>
      resource="series"
      title="Series documentales"
      subtitle="Cuadro de clasificación y tabla de retención: plazos por archivo y disposición final."
      defaultSort="code"
      createPermissions={['series-create']}
      createLabel="Nueva serie"
      searchPlaceholder="Buscar por código o nombre"
      filters={[ACTIVE_FILTER]}
      rowLabel={(row) => `${row.code} ${row.name}`}
      showPath={(row) => `/series/${row.id}`}
      columns={[
        { field: 'code', header: 'Código', sortable: true, hideOnMobile: true },
        {
          field: 'name',
          header: 'Nombre',
          sortable: true,
          body: (row) => (
            <span className="cell-stack">
              {/* On a phone the code column is hidden: the code goes above the name. */}
              <small className="cell-code show-mobile">{row.code}</small>
              <Link to={`/series/${row.id}`} className="cell-link">
                {row.name}
              </Link>
            </span>
          ),
        },
        {
          field: 'office',
          header: 'Oficina productora',
          hideOnMobile: true,
          body: (row) => <RelatedCell value={row.office} />,
        },
        {
          field: 'years_office',
          header: 'Retención (gestión + central)',
          hideOnMobile: true,
          body: (row) => <Retention row={row} />,
        },
        {
          field: 'disposition',
          header: 'Disposición final',
          hideOnMobile: true,
          body: (row) => <DispositionCell value={row.disposition} />,
        },
        { field: 'active', header: 'Estado', hideOnMobile: true, body: (row) => <ActiveTag active={row.active} /> },
      ]}
    />
  );
}
