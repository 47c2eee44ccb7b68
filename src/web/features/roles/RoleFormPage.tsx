import { roleInput } from '@shared/schemas/admin';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextAreaField } from '../../lib/form/FormTextAreaField';
import { FormTextField } from '../../lib/form/FormTextField';
import { PermissionMatrix } from './PermissionMatrix';
import type { Role } from './types';

export default function RoleFormPage() {
  return (
    <ResourceFormPage<typeof roleInput, Role>
      resource="roles"
      noun="rol"
      schema={roleInput}
      defaults={{ name: '', description: '', permissions: ['home', 'profile'] }}
      toValues={(r) => ({ name: r.name, description: r.description ?? '', permissions: r.permissions })}
      fields={(form) => (
        <>
          <FormTextField form={form} name="name" label="Nombre" autoFocus />
          <FormTextAreaField form={form} name="description" label="Descripción" rows={1} maxLength={300} />
          <PermissionMatrix control={form.control} />
        </>
      )}
    />
  );
}
