import { seriesInput } from '@shared/schemas/catalogs';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextField } from '../../lib/form/FormTextField';
import { OfficeField } from '../../lib/form/OfficeField';
import { RetentionFormFields, retentionValues } from '../../lib/retention';
import type { Series } from './retention';

export default function SeriesFormPage() {
  return (
    <ResourceFormPage<typeof seriesInput, Series>
      resource="series"
      noun="serie documental"
      feminine
      schema={seriesInput}
      defaults={{ code: '', name: '', office_id: null }}
      toValues={(r) => ({ code: r.code, name: r.name, ...retentionValues(r) })}
      afterSave={(record) => `/series/${record.id}`}
      fields={(form, record) => (
        <>
          <FormTextField form={form} name="code" label="Código" autoFocus />
          <OfficeField control={form.control} name="office_id" label="Oficina productora" current={record?.office} />
          <div className="form-grid-full">
            <FormTextField form={form} name="name" label="Nombre" />
          </div>
          <RetentionFormFields
            control={form.control}
            note="Años que los documentos permanecen en cada archivo antes de su disposición final."
          />
        </>
      )}
    />
  );
}
