import { typeEntryInput } from '@shared/schemas/catalogs';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { NumberField } from '../../lib/form/NumberField';
import { TextField } from '../../lib/form/TextField';
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
          <TextField
            id="code"
            label="Código"
            autoComplete="off"
            autoFocus
            error={form.formState.errors.code}
            registration={form.register('code')}
          />
          <TextField
            id="name"
            label="Nombre"
            autoComplete="off"
            error={form.formState.errors.name}
            registration={form.register('name')}
          />
          <NumberField control={form.control} name="response_days" label="Plazo de respuesta" suffix=" días hábiles" />
        </>
      )}
    />
  );
}
