import { seriesInput } from '@shared/schemas/catalogs';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { LookupField } from '../../lib/form/LookupField';
import { NumberField } from '../../lib/form/NumberField';
import { SelectField } from '../../lib/form/SelectField';
import { TextField } from '../../lib/form/TextField';
import { DISPOSITION_OPTIONS, type Series } from './retention';

export default function SeriesFormPage() {
  return (
    <ResourceFormPage<typeof seriesInput, Series>
      resource="series"
      noun="serie documental"
      feminine
      schema={seriesInput}
      defaults={{ code: '', name: '', office_id: null }}
      toValues={(r) => ({
        code: r.code,
        name: r.name,
        office_id: r.office_id,
        years_office: r.years_office,
        years_central: r.years_central,
        disposition: r.disposition,
      })}
      afterSave={(record) => `/series/${record.id}`}
      fields={(form, record) => (
        <>
          <TextField
            id="code"
            label="Código"
            autoComplete="off"
            autoFocus
            error={form.formState.errors.code}
            registration={form.register('code')}
          />
          <LookupField
            control={form.control}
            name="office_id"
            label="Oficina productora"
            resource="offices"
            placeholder="Escriba las siglas o el nombre"
            initial={
              record?.office ? [{ id: record.office.id, label: `${record.office.code} - ${record.office.name}` }] : []
            }
          />
          <div className="form-grid-full">
            <TextField
              id="name"
              label="Nombre"
              autoComplete="off"
              error={form.formState.errors.name}
              registration={form.register('name')}
            />
          </div>
          <div className="form-section form-grid-full">
            <h2>Plazos de retención</h2>
            <p>Años que los documentos permanecen en cada archivo antes de su disposición final.</p>
          </div>
          <NumberField
            control={form.control}
            name="years_office"
            label="Años en archivo de gestión"
            min={0}
            max={100}
          />
          <NumberField control={form.control} name="years_central" label="Años en archivo central" min={0} max={100} />
          <SelectField
            control={form.control}
            name="disposition"
            label="Disposición final"
            options={DISPOSITION_OPTIONS}
          />
        </>
      )}
    />
  );
}
