import { activeColumn } from '../../lib/crud/columns';
import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import type { ResourceRecord } from '../../lib/crud/types';

export interface TypeEntry extends ResourceRecord {
  code: string;
  name: string;
  response_days: number;
  active: boolean;
}

export default function TypeEntriesListPage() {
  return (
    <ResourceListPage<TypeEntry>
      resource="type-entries"
      title="Tipos de ingreso"
      subtitle="Clases de documentos que se reciben y su plazo de respuesta por defecto."
      createLabel="Nuevo tipo"
      searchPlaceholder="Buscar por código o nombre"
      filters={[ACTIVE_FILTER]}
      columns={[
        { field: 'code', header: 'Código', sortable: true },
        { field: 'name', header: 'Nombre', sortable: true },
        { field: 'response_days', header: 'Plazo (días hábiles)', sortable: true, hideOnMobile: true },
        activeColumn(false),
      ]}
    />
  );
}
