import { typeOutputInput } from '@shared/schemas/catalogs';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextField } from '../../lib/form/FormTextField';
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
          <FormTextField form={form} name="code" label="Código" autoFocus />
          <FormTextField form={form} name="name" label="Nombre" />
        </>
      )}
    />
  );
}
