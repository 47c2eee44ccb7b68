import { Link } from 'react-router';
import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import { retentionColumns } from '../../lib/retention';
import type { Series } from './retention';

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
        ...retentionColumns<Series>(),
      ]}
    />
  );
}
