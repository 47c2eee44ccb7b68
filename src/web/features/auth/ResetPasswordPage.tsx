import { zodResolver } from '@hookform/resolvers/zod';
import type { PasswordPolicy } from '@shared/password';
import { routePath } from '@shared/routes';
import { resetPasswordSchema } from '@shared/schemas/auth';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { usePasswordPolicy } from '../../lib/appSettings';
import { NewPasswordFields } from '../../lib/form/NewPasswordField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { Spinner } from '../../lib/Spinner';
import { useToast } from '../../lib/toast';
import { resetPassword } from './api';

function ResetPasswordForm({ token, policy }: { token: string; policy: PasswordPolicy }) {
  const navigate = useNavigate();
  const toast = useToast();
  const schema = useMemo(() => resetPasswordSchema(policy), [policy]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = useFormSubmit(form, async (values) => {
    const { message } = await resetPassword(values);
    toast.success(message);
    navigate(routePath('login'), { replace: true });
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      {errors.token && (
        <p className="notice notice-error" role="alert">
          <i className="pi pi-times-circle" aria-hidden="true" />
          <span>
            El enlace no es válido o ha expirado. <Link to={routePath('forgot-password')}>Solicite uno nuevo</Link>.
          </span>
        </p>
      )}
      <NewPasswordFields form={form} policy={policy} confirmLabel="Confirmar contraseña" />
      <SubmitButton label="Restablecer contraseña" icon="pi-check" loading={isSubmitting} fullWidth />
    </form>
  );
}

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const policy = usePasswordPolicy();
  return (
    <AuthCard title="Restablecer contraseña" subtitle="Elija una nueva contraseña para su cuenta.">
      {policy ? <ResetPasswordForm token={token} policy={policy} /> : <Spinner />}
      <AuthLink to={routePath('login')} icon="pi-arrow-left">
        Volver al inicio de sesión
      </AuthLink>
    </AuthCard>
  );
}
