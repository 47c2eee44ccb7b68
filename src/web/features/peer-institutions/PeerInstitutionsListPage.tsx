import { activeColumn } from '../../lib/crud/columns';
import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import type { PeerInstitutionRecord } from './types';

export default function PeerInstitutionsListPage() {
  return (
    <ResourceListPage<PeerInstitutionRecord>
      resource="peer-institutions"
      title="Instituciones vinculadas"
      subtitle="Otras entidades a las que se envían documentos firmados y de las que se reciben, sin papel."
      createLabel="Nueva institución"
      searchPlaceholder="Buscar por nombre o RUC"
      filters={[ACTIVE_FILTER]}
      rowLabel={(row) => row.name}
      columns={[
        { field: 'name', header: 'Institución', sortable: true },
        { field: 'ruc', header: 'RUC', sortable: true },
        {
          field: 'base_url',
          header: 'Dirección',
          hideOnMobile: true,
          body: (row) => <span className="cell-clamp">{row.base_url}</span>,
        },
        {
          field: 'has_receive_secret',
          header: 'Recepción',
          hideOnMobile: true,
          body: (row) => (row.has_receive_secret ? 'Configurada' : 'Falta su clave'),
        },
        activeColumn<PeerInstitutionRecord>(false),
      ]}
    />
  );
}
