import { activeColumn } from '../../lib/crud/columns';
import { ACTIVE_FILTER, type FilterDef } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import type { ResourceRecord } from '../../lib/crud/types';
import { RestrictedTag } from './RestrictedTag';

export interface DocumentClassification extends ResourceRecord {
  name: string;
  description: string | null;
  restricted: boolean;
  active: boolean;
}

const RESTRICTED_FILTER: FilterDef = {
  name: 'restricted',
  label: 'Acceso',
  options: [
    { label: 'Reservadas', value: 'true' },
    { label: 'Sin restricción', value: 'false' },
  ],
};

export default function DocumentClassificationsListPage() {
  return (
    <ResourceListPage<DocumentClassification>
      resource="document-classifications"
      title="Clasificaciones documentales"
      subtitle="Grado de acceso de los documentos. Los de una clasificación reservada solo los ven la oficina que los registra y la de destino."
      createLabel="Nueva clasificación"
      searchPlaceholder="Buscar por nombre o descripción"
      filters={[RESTRICTED_FILTER, ACTIVE_FILTER]}
      columns={[
        { field: 'name', header: 'Nombre', sortable: true },
        {
          field: 'description',
          header: 'Descripción',
          hideOnMobile: true,
          body: (row) => <span className="cell-clamp">{row.description ?? '—'}</span>,
        },
        {
          field: 'restricted',
          header: 'Acceso',
          sortable: true,
          body: (row) => <RestrictedTag restricted={row.restricted} />,
        },
        activeColumn(),
      ]}
    />
  );
}
