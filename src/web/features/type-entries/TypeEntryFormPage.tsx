import { typeEntryInput } from '@shared/schemas/catalogs';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextField } from '../../lib/form/FormTextField';
import { NumberField } from '../../lib/form/NumberField';
import type { TypeEntry } from './TypeEntriesListPage';

export default function TypeEntryFormPage() {
  return (
    <ResourceFormPage<typeof typeEntryInput, TypeEntry>
      resource="type-entries"
      noun="tipo de ingreso"
      schema={typeEntryInput}
      defaults={{ code: '', name: '', response_days: 15 }}
      toValues={(r) => ({ code: r.code, name: r.name, response_days: r.response_days })}
      fields={(form) => (
        <>
          <FormTextField form={form} name="code" label="Código" autoFocus />
          <FormTextField form={form} name="name" label="Nombre" />
          <NumberField control={form.control} name="response_days" label="Plazo de respuesta" suffix=" días hábiles" />
        </>
      )}
    />
  );
}
