import { zodResolver } from '@hookform/resolvers/zod';
import type { PasswordPolicy } from '@shared/password';
import { forcedPasswordResetSchema } from '@shared/schemas/auth';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { usePasswordPolicy } from '../../lib/appSettings';
import { NewPasswordFields } from '../../lib/form/NewPasswordField';
import { PasswordField } from '../../lib/form/PasswordField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { PageHeader } from '../../lib/PageHeader';
import { Spinner } from '../../lib/Spinner';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { changePassword } from './api';

function ChangePasswordForm({ policy }: { policy: PasswordPolicy }) {
  const navigate = useNavigate();
  const toast = useToast();
  const schema = useMemo(() => forcedPasswordResetSchema(policy), [policy]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = useFormSubmit(form, async (values) => {
    await changePassword(values);
    toast.success('Su contraseña se cambió correctamente.');
    navigate('/', { replace: true });
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <PasswordField
        form={form}
        name="current_password"
        label="Contraseña actual"
        autoComplete="current-password"
        autoFocus
      />
      <NewPasswordFields form={form} policy={policy} confirmLabel="Confirmar nueva contraseña" />
      <div className="form-actions">
        <SubmitButton label="Cambiar contraseña" icon="pi-check" loading={isSubmitting} />
      </div>
    </form>
  );
}

/** /reset: forced when the user is flagged reset_password, otherwise a voluntary change. */
export default function ForcedResetPage() {
  const { user } = useSession();
  const policy = usePasswordPolicy();
  return (
    <div className="page page-narrow">
      <PageHeader title="Cambiar contraseña" />
      <section className="panel">
        {user?.reset_password && (
          <p className="notice notice-warn">
            <i className="pi pi-lock" aria-hidden="true" />
            <span>Por seguridad, debe cambiar su contraseña antes de continuar.</span>
          </p>
        )}
        {policy ? <ChangePasswordForm policy={policy} /> : <Spinner />}
      </section>
    </div>
  );
}
