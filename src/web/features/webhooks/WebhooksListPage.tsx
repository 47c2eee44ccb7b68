import { activeColumn } from '../../lib/crud/columns';
import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import type { WebhookRecord } from './types';

export default function WebhooksListPage() {
  return (
    <ResourceListPage<WebhookRecord>
      resource="webhooks"
      title="Webhooks"
      subtitle="Direcciones de otros sistemas que reciben, firmados, los eventos de los documentos."
      createLabel="Nuevo webhook"
      searchPlaceholder="Buscar por nombre o URL"
      filters={[ACTIVE_FILTER]}
      columns={[
        { field: 'name', header: 'Nombre', sortable: true },
        {
          field: 'url',
          header: 'URL',
          hideOnMobile: true,
          body: (row) => <span className="cell-clamp">{row.url}</span>,
        },
        { field: 'events', header: 'Eventos', body: (row) => String(row.events.length) },
        activeColumn<WebhookRecord>(false),
      ]}
    />
  );
}
