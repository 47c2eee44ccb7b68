import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import { nameColumn, retentionColumns } from '../../lib/retention';
import type { Series } from './retention';

export default function SeriesListPage() {
  return (
    <ResourceListPage<Series>
      resource="series"
      title="Series documentales"
      subtitle="Cuadro de clasificación y tabla de retención: plazos por archivo y disposición final."
      defaultSort="code"
      createLabel="Nueva serie"
      searchPlaceholder="Buscar por código o nombre"
      filters={[ACTIVE_FILTER]}
      rowLabel={(row) => `${row.code} ${row.name}`}
      showPath={(row) => `/series/${row.id}`}
      columns={[
        { field: 'code', header: 'Código', sortable: true, hideOnMobile: true },
        { ...nameColumn<Series>((row) => `/series/${row.id}`), sortable: true },
        ...retentionColumns<Series>(),
      ]}
    />
  );
}
