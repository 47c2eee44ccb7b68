/** `/casilla/restablecer/:token`: a new password from the e-mailed link; open sessions end. */
import { DEFAULT_PASSWORD_POLICY } from '@shared/password';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { NewPasswordFields } from '../../lib/form/NewPasswordField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { useToast } from '../../lib/toast';
import { resetPassword } from './api';

export default function ResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm({ defaultValues: { token, password: '', password_confirmation: '' } });
  const submit = useFormSubmit(form, async (values) => {
    toast.success((await resetPassword(values)).message);
    navigate('/casilla/ingresar', { replace: true });
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthCard title="Restablecer contraseña" subtitle="Elija una nueva contraseña para su casilla.">
      <form className="form" onSubmit={submit} noValidate aria-label="Nueva contraseña de la casilla">
        {errors.token && (
          <p className="notice notice-error" role="alert">
            <i className="pi pi-times-circle" aria-hidden="true" />
            <span>
              El enlace no es válido o ya venció. <Link to="/casilla/recuperar">Solicite otro</Link>.
            </span>
          </p>
        )}
        <NewPasswordFields form={form} policy={DEFAULT_PASSWORD_POLICY} confirmLabel="Confirmar contraseña" />
        <SubmitButton label="Restablecer contraseña" icon="pi-check" loading={isSubmitting} fullWidth />
      </form>
      <AuthLink to="/casilla/ingresar" icon="pi-arrow-left">
        Volver a ingresar
      </AuthLink>
    </AuthCard>
  );
}
