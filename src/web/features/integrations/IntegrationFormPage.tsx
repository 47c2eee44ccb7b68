/**
 * Create and edit an integration: its name, the office it acts for, a role and the keys it takes
 * from that role (never `admin`). On creating, the token is shown once before its page opens.
 */

import { PERMISSIONS, type PermissionKey } from '@shared/permissions';
import { integrationInput } from '@shared/schemas/integrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { CheckboxGroupField } from '../../lib/form/CheckboxGroupField';
import { FormTextField } from '../../lib/form/FormTextField';
import { LookupField } from '../../lib/form/LookupField';
import { OfficeField } from '../../lib/form/OfficeField';
import { useSecretAfterSave } from '../../lib/useSecretAfterSave';
import { type IntegrationRecord, TOKEN_WARNING } from './types';

function useRoleKeys(roleId: number | null | undefined) {
  return useQuery({
    queryKey: ['integrations', 'role-permissions', roleId],
    queryFn: ({ signal }) => api<{ data: string[] }>(`/api/v1/integrations/role-permissions/${roleId}`, { signal }),
    enabled: typeof roleId === 'number',
  });
}

export default function IntegrationFormPage() {
  const secret = useSecretAfterSave<IntegrationRecord>({
    field: 'token',
    next: (record) => `/integrations/${record.id}`,
    header: 'Token de la integración',
    warning: TOKEN_WARNING,
    ownerLabel: 'Integración',
    confirmLabel: 'Entendido, ya lo copié',
    copiedLabel: 'Copiado',
  });
  return (
    <>
      <ResourceFormPage<typeof integrationInput, IntegrationRecord>
        resource="integrations"
        noun="integración"
        feminine
        schema={integrationInput}
        defaults={{ name: '', office_id: undefined, role_id: undefined, permissions: [] }}
        toValues={(r) => ({ name: r.name, office_id: r.office_id, role_id: r.role_id, permissions: r.permissions })}
        afterSave={secret.afterSave}
        fields={(form) => <IntegrationFields form={form} />}
      />
      {secret.dialog}
    </>
  );
}

type Form = Parameters<Parameters<typeof ResourceFormPage<typeof integrationInput, IntegrationRecord>>[0]['fields']>[0];

function IntegrationFields({ form }: { form: Form }) {
  const keys = useRoleKeys(form.watch('role_id'));
  const options = (keys.data?.data ?? []).map((key) => ({
    value: key,
    label: PERMISSIONS.get(key as PermissionKey)?.label ?? key,
  }));
  return (
    <>
      <FormTextField form={form} name="name" label="Nombre" autoFocus />
      <OfficeField control={form.control} name="office_id" label="Oficina por la que actúa" placeholder={undefined} />
      <LookupField
        control={form.control}
        name="role_id"
        label="Rol del que toma sus permisos"
        resource="roles"
        onSelect={() => form.setValue('permissions', [])}
      />
      <div className="form-grid-full">
        <CheckboxGroupField
          control={form.control}
          name="permissions"
          label="Permisos"
          options={options}
          empty="Elija un rol para ver sus permisos."
        />
      </div>
    </>
  );
}
