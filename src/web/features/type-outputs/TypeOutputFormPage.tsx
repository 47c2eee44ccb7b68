import { typeOutputInput } from '@shared/schemas/catalogs';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { TextField } from '../../lib/form/TextField';
import type { TypeOutput } from './TypeOutputsListPage';

export default function TypeOutputFormPage() {
  return (
    <ResourceFormPage<typeof typeOutputInput, TypeOutput>
      resource="type-outputs"
      noun="tipo de salida"
      schema={typeOutputInput}
      defaults={{ code: '', name: '' }}
      toValues={(r) => ({ code: r.code, name: r.name })}
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
        </>
      )}
    />
  );
}
