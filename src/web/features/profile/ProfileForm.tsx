import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema } from '@shared/schemas/auth';
import type { SessionUser } from '@shared/schemas/user';
import { useForm } from 'react-hook-form';
import { DeskForm } from '../../lib/form/DeskForm';
import { FormTextField } from '../../lib/form/FormTextField';
import { PasswordField } from '../../lib/form/PasswordField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { useUpdateProfile } from './api';

/** The form's values for a user; `version` travels along unseen for the optimistic lock. */
const formValues = (user: SessionUser) => ({
  names: user.names,
  surnames: user.surnames,
  email: user.email,
  phone: user.phone ?? '',
  position: user.position ?? '',
  current_password: '',
  version: user.version,
});

interface ProfileFormProps {
  user: SessionUser;
  submitLabel: string;
  onSaved: (user: SessionUser) => void;
}

/** The contact data a user keeps up to date (/perfil and the forced /update-profile). */
export function ProfileForm({ user, submitLabel, onSaved }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: formValues(user),
  });
  const { isSubmitting } = form.formState;
  // A new address takes over password resets: the server asks for the password to change it.
  const emailChanges = form.watch('email').trim().toLowerCase() !== user.email.toLowerCase();

  const submit = useFormSubmit(form, async (values) => {
    const saved = await updateProfile(values);
    form.reset(formValues(saved));
    onSaved(saved);
  });

  return (
    <DeskForm className="form form-grid" onSubmit={submit} noValidate>
      <FormTextField form={form} name="names" label="Nombres" autoComplete="given-name" />
      <FormTextField form={form} name="surnames" label="Apellidos" autoComplete="family-name" />
      <FormTextField form={form} name="email" label="Correo electrónico" type="email" autoComplete="email" />
      {emailChanges && (
        <PasswordField
          form={form}
          name="current_password"
          label="Contraseña actual (para cambiar el correo)"
          autoComplete="current-password"
        />
      )}
      <FormTextField form={form} name="phone" label="Teléfono" type="tel" autoComplete="tel" />
      <FormTextField form={form} name="position" label="Cargo" autoComplete="organization-title" />
      <div className="form-actions form-grid-full">
        <SubmitButton label={submitLabel} icon="pi-check" loading={isSubmitting} />
      </div>
    </DeskForm>
  );
}
