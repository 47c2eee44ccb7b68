import { Tag } from 'primereact/tag';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import { formatDayTime } from '../../lib/dates';
import type { IntegrationRecord } from './types';

export function TokenTag({ integration }: { integration: IntegrationRecord }) {
  return integration.token_hint ? (
    <Tag severity="success" value={`Vigente · ${integration.token_hint}…`} />
  ) : (
    <Tag severity="danger" value="Revocado" />
  );
}

export default function IntegrationsListPage() {
  return (
    <ResourceListPage<IntegrationRecord>
      resource="integrations"
      title="Integraciones"
      subtitle="Otros sistemas que llaman a la API con un token propio, por una oficina y con los permisos que se les dan."
      createLabel="Nueva integración"
      searchPlaceholder="Buscar por nombre"
      columns={[
        { field: 'name', header: 'Nombre', sortable: true },
        { field: 'office', header: 'Oficina', hideOnMobile: true, body: (row) => row.office?.name ?? '—' },
        { field: 'role', header: 'Rol', hideOnMobile: true, body: (row) => row.role?.name ?? '—' },
        {
          field: 'last_used_at',
          header: 'Último uso',
          sortable: true,
          body: (row) => (row.last_used_at ? formatDayTime(row.last_used_at) : 'Nunca'),
        },
        { field: 'token_hint', header: 'Token', body: (row) => <TokenTag integration={row} /> },
      ]}
    />
  );
}
