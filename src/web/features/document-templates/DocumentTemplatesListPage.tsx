/** Configuración → «Plantillas de documento»: the body each type of document starts from, per office. */
import type { RichDoc } from '@shared/rich-text';
import { activeColumn, codeName } from '../../lib/crud/columns';
import { ACTIVE_FILTER } from '../../lib/crud/filters';
import { ResourceListPage } from '../../lib/crud/ResourceListPage';
import type { ResourceRecord } from '../../lib/crud/types';
import type { CodeName } from '../../lib/records/names';

export interface DocumentTemplate extends ResourceRecord {
  name: string;
  type_output_id: number;
  type_output: CodeName | null;
  office_id: number | null;
  office: CodeName | null;
  body: RichDoc;
  copies: string | null;
  active: boolean;
}

export default function DocumentTemplatesListPage() {
  return (
    <ResourceListPage<DocumentTemplate>
      resource="document-templates"
      title="Plantillas de documento"
      subtitle="El texto con que empieza cada tipo de documento que se proyecta en Folio, por oficina."
      defaultSort="name"
      createPermissions={['document-templates-create']}
      createLabel="Nueva plantilla"
      searchPlaceholder="Buscar por nombre"
      filters={[ACTIVE_FILTER]}
      columns={[
        { field: 'name', header: 'Nombre', sortable: true },
        { field: 'type_output', header: 'Tipo', body: (row) => row.type_output?.name ?? '' },
        {
          field: 'office',
          header: 'Oficina',
          hideOnMobile: true,
          body: (row) => (row.office ? codeName(row.office) : 'Toda la institución'),
        },
        activeColumn(),
      ]}
    />
  );
}
