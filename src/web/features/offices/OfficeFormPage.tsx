import { officeInput } from '@shared/schemas/admin';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { LookupField } from '../../lib/form/LookupField';
import { TextField } from '../../lib/form/TextField';
import { headOption, type Office, parentOption } from './types';

export default function OfficeFormPage() {
  return (
    <ResourceFormPage<typeof officeInput, Office>
      resource="offices"
      noun="oficina"
      feminine
      schema={officeInput}
      defaults={{ code: '', name: '', parent_id: null, head_user_id: null }}
      toValues={(r) => ({ code: r.code, name: r.name, parent_id: r.parent_id, head_user_id: r.head_user_id })}
      fields={(form, record) => (
        <>
          <TextField
            id="code"
            label="Siglas"
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
          <LookupField
            control={form.control}
            name="parent_id"
            label="Oficina superior"
            resource="offices"
            placeholder="Ninguna (oficina principal)"
            initial={record ? parentOption(record) : undefined}
          />
          <LookupField
            control={form.control}
            name="head_user_id"
            label="Jefe de oficina"
            resource="users"
            placeholder="Escriba el nombre o usuario"
            initial={record ? headOption(record) : undefined}
          />
        </>
      )}
    />
  );
}
