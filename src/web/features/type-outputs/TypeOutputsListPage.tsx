import { activeColumn } from '../../lib/crud/columns';
import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import type { ResourceRecord } from '../../lib/crud/types';

export interface TypeOutput extends ResourceRecord {
  code: string;
  name: string;
  active: boolean;
}

export default function TypeOutputsListPage() {
  return (
    <ResourceListPage<TypeOutput>
      resource="type-outputs"
      title="Tipos de salida"
      subtitle="Clases de documentos que la institución emite: oficios, cartas, resoluciones…"
      createLabel="Nuevo tipo"
      searchPlaceholder="Buscar por código o nombre"
      filters={[ACTIVE_FILTER]}
      columns={[
        { field: 'code', header: 'Código', sortable: true },
        { field: 'name', header: 'Nombre', sortable: true },
        activeColumn(),
      ]}
    />
  );
}
