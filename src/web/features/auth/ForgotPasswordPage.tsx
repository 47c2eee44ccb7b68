import { zodResolver } from '@hookform/resolvers/zod';
import { routePath } from '@shared/routes';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { FormTextField } from '../../lib/form/FormTextField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { requestPasswordReset } from './api';

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = useFormSubmit(form, async (values) => {
    setSent((await requestPasswordReset(values)).message);
  });

  return (
    <AuthCard
      title="Recuperar contraseña"
      subtitle="Le enviaremos un enlace para crear una nueva contraseña al correo registrado en su cuenta."
    >
      {sent ? (
        <p className="notice notice-success" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <span>{sent}</span>
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <FormTextField
            form={form}
            name="email"
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            autoFocus
          />
          <SubmitButton label="Enviar enlace" icon="pi-envelope" loading={isSubmitting} fullWidth />
        </form>
      )}
      <AuthLink to={routePath('login')} icon="pi-arrow-left">
        Volver al inicio de sesión
      </AuthLink>
    </AuthCard>
  );
}
