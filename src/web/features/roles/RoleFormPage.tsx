import { roleInput } from '@shared/schemas/admin';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { TextAreaField } from '../../lib/form/TextAreaField';
import { TextField } from '../../lib/form/TextField';
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
          <TextField
            id="name"
            label="Nombre"
            autoComplete="off"
            autoFocus
            error={form.formState.errors.name}
            registration={form.register('name')}
          />
          <TextAreaField
            id="description"
            label="Descripción"
            rows={1}
            maxLength={300}
            error={form.formState.errors.description}
            registration={form.register('description')}
          />
          <PermissionMatrix control={form.control} />
        </>
      )}
    />
  );
}
