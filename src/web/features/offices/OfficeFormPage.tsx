import { officeInput } from '@shared/schemas/admin';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextField } from '../../lib/form/FormTextField';
import { LookupField } from '../../lib/form/LookupField';
import { OfficeField } from '../../lib/form/OfficeField';
import { headOption, type Office } from './types';

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
          <FormTextField form={form} name="code" label="Siglas" autoFocus />
          <FormTextField form={form} name="name" label="Nombre" />
          <OfficeField
            control={form.control}
            name="parent_id"
            label="Oficina superior"
            placeholder="Ninguna (oficina principal)"
            current={record?.parent}
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
