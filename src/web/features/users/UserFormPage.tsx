/**
 * Create and edit a user. Creating also says how the temporary password reaches the user; when
 * it is shown on screen, the form waits on the one-time dialog before opening the user's page.
 */

import { can } from '@shared/permissions';
import { userInput } from '@shared/schemas/admin';
import { z } from '@shared/zod';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextField } from '../../lib/form/FormTextField';
import { LookupField } from '../../lib/form/LookupField';
import { OfficeField } from '../../lib/form/OfficeField';
import { SelectField } from '../../lib/form/SelectField';
import { SwitchField } from '../../lib/form/SwitchField';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { DeliveryOptions } from './DeliveryOptions';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { DOCUMENT_TYPE_OPTIONS, roleOptions, type User } from './types';

/** The shared user schema plus, on create, how to deliver the temporary password. */
const userFormSchema = userInput.and(z.object({ password_delivery: z.enum(['show', 'email']).optional() }));

interface Shown {
  password: string;
  username: string;
  done: () => void;
}

export default function UserFormPage() {
  const { permissions } = useSession();
  const toast = useToast();
  const [shown, setShown] = useState<Shown | null>(null);

  return (
    <>
      <ResourceFormPage<typeof userFormSchema, User>
        resource="users"
        noun="usuario"
        schema={userFormSchema}
        defaults={{
          username: '',
          email: '',
          names: '',
          surnames: '',
          document_type: null,
          document_number: '',
          phone: '',
          position: '',
          office_id: null,
          role_ids: [],
          update_register: false,
          password_delivery: 'show',
        }}
        toValues={(r) => ({
          username: r.username,
          email: r.email,
          names: r.names,
          surnames: r.surnames,
          document_type: r.document_type,
          document_number: r.document_number ?? '',
          phone: r.phone ?? '',
          position: r.position ?? '',
          office_id: r.office_id,
          role_ids: r.role_ids,
          update_register: r.update_register,
        })}
        afterSave={(user, answer) => {
          const next = can(permissions, ['users-show']) ? `/users/${user.id}` : '/users';
          const password = answer.temporary_password;
          if (typeof password === 'string') {
            return new Promise<string>((resolve) =>
              setShown({ password, username: user.username, done: () => resolve(next) }),
            );
          }
          if ('temporary_password' in answer) toast.success('La contraseña temporal se envió al correo del usuario.');
          return next;
        }}
        fields={(form, record) => (
          <>
            <FormTextField form={form} name="username" label="Usuario" autoFocus />
            <FormTextField form={form} name="email" label="Correo electrónico" type="email" />
            <FormTextField form={form} name="names" label="Nombres" />
            <FormTextField form={form} name="surnames" label="Apellidos" />
            <SelectField
              control={form.control}
              name="document_type"
              label="Tipo de documento"
              options={DOCUMENT_TYPE_OPTIONS}
              placeholder="Sin documento"
              clearable
            />
            <FormTextField form={form} name="document_number" label="Número de documento" />
            <FormTextField form={form} name="phone" label="Teléfono" type="tel" />
            <FormTextField form={form} name="position" label="Cargo" />
            <OfficeField control={form.control} name="office_id" label="Oficina" current={record?.office} />
            <LookupField
              control={form.control}
              name="role_ids"
              label="Roles"
              resource="roles"
              multiple
              placeholder="Escriba para buscar roles"
              initial={record ? roleOptions(record) : undefined}
            />
            <div className="form-grid-full">
              <SwitchField
                control={form.control}
                name="update_register"
                label="Forzar actualización de datos"
                help="Al ingresar, el usuario deberá revisar y confirmar sus datos de contacto."
              />
            </div>
            {!record && (
              <div className="form-grid-full">
                <Controller
                  control={form.control}
                  name="password_delivery"
                  render={({ field }) => <DeliveryOptions value={field.value ?? 'show'} onChange={field.onChange} />}
                />
              </div>
            )}
          </>
        )}
      />
      <TemporaryPasswordDialog
        password={shown?.password ?? null}
        username={shown?.username ?? ''}
        onClose={() => {
          shown?.done();
          setShown(null);
        }}
      />
    </>
  );
}
