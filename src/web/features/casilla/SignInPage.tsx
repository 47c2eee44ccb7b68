/**
 * `/casilla/ingresar`: the document and the password, then the six-digit code the casilla's
 * address receives. The session is kept for this tab only.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { Notice } from '../../lib/desk/Notice';
import { FormTextField } from '../../lib/form/FormTextField';
import { PasswordField } from '../../lib/form/PasswordField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { finishSignIn, keepCasillaToken, startSignIn } from './api';
import { DocumentFields, type DocumentValues } from './DocumentFields';

interface Challenge {
  challenge: string;
  email_hint: string;
}

function PasswordStep({ onChallenge }: { onChallenge: (challenge: Challenge) => void }) {
  const form = useForm<DocumentValues & { password: string }>({
    defaultValues: { document_type: 'DNI', document_number: '', password: '' },
  });
  const submit = useFormSubmit(form, async (values) => onChallenge(await startSignIn(values)));
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Ingresar a la casilla">
      <DocumentFields form={form} autoFocus />
      <PasswordField form={form} name="password" label="Contraseña" autoComplete="current-password" />
      <SubmitButton label="Continuar" icon="pi-arrow-right" loading={form.formState.isSubmitting} fullWidth />
    </form>
  );
}

function CodeStep({ challenge, onRestart }: { challenge: Challenge; onRestart: () => void }) {
  const navigate = useNavigate();
  const form = useForm({ defaultValues: { code: '' } });
  const submit = useFormSubmit(form, async ({ code }) => {
    const { token } = await finishSignIn({ challenge: challenge.challenge, code });
    keepCasillaToken(token);
    navigate('/casilla', { replace: true });
  });
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Ingresar con el código">
      <Notice kind="info" icon="pi-envelope">
        Le enviamos un código de 6 dígitos a {challenge.email_hint}. Vence en 10 minutos.
      </Notice>
      <FormTextField
        form={form}
        name="code"
        label="Código de acceso"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
      />
      <SubmitButton label="Ingresar" icon="pi-sign-in" loading={form.formState.isSubmitting} fullWidth />
      <button type="button" className="p-button p-button-text p-component w-full" onClick={onRestart}>
        <span className="p-button-label">No recibí el código: volver a empezar</span>
      </button>
    </form>
  );
}

export default function SignInPage() {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  return (
    <AuthCard title="Casilla electrónica" subtitle="Ingrese para ver sus notificaciones y sus trámites.">
      {challenge ? (
        <CodeStep challenge={challenge} onRestart={() => setChallenge(null)} />
      ) : (
        <PasswordStep onChallenge={setChallenge} />
      )}
      <AuthLink to="/casilla/recuperar" icon="pi-key">
        ¿Olvidó su contraseña?
      </AuthLink>
      <AuthLink to="/casilla/abrir" icon="pi-inbox">
        ¿No tiene casilla? Ábrala aquí
      </AuthLink>
    </AuthCard>
  );
}
