import { routePath } from '@shared/routes';
import type { LoginInput } from '@shared/schemas/auth';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { login } from '../../lib/auth';
import { FormTextField } from '../../lib/form/FormTextField';
import { PasswordField } from '../../lib/form/PasswordField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';

/**
 * Validates with the shared loginSchema, but zod and the schema download on the first submit:
 * they would otherwise be a third of the login page's JavaScript.
 */
const loginResolver: Resolver<LoginInput> = async (values, context, options) => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shared/schemas/auth'),
  ]);
  return zodResolver(loginSchema)(values, context, options);
};

/** Once signed in, the route guard sends the user where they were going (or home). */
export default function LoginPage() {
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = useFormSubmit(form, async (values) => {
    await login(values);
  });

  return (
    <AuthCard title="Iniciar sesión" subtitle="Ingrese sus credenciales para continuar.">
      <form className="form" onSubmit={submit} noValidate>
        <FormTextField
          form={form}
          name="username"
          label="Usuario o correo electrónico"
          autoComplete="username"
          autoFocus
        />
        <PasswordField form={form} name="password" label="Contraseña" autoComplete="current-password" />
        <p className="form-aside">
          <Link to={routePath('forgot-password')}>¿Olvidó su contraseña?</Link>
        </p>
        <SubmitButton label="Ingresar" icon="pi-sign-in" loading={isSubmitting} fullWidth />
      </form>
      <AuthLink to={routePath('tracking-lookup')} icon="pi-search">
        ¿Presentó un documento? Consulte su trámite
      </AuthLink>
      <AuthLink to={routePath('virtual-desk')} icon="pi-send">
        Mesa de partes virtual: envíe un documento
      </AuthLink>
    </AuthCard>
  );
}
