/**
 * `/casilla/abrir`: a citizen opens their casilla electrónica — DNI or RUC, name, e-mail, a
 * password and the acceptance of electronic notification (its text is shown in full); then they
 * confirm the address from the link they receive (VerifyCasillaPage).
 */
import { DEFAULT_PASSWORD_POLICY } from '@shared/password';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { PublicLoaded, usePublicLoad } from '../../lib/desk/publicLoad';
import { FormTextField } from '../../lib/form/FormTextField';
import { NewPasswordFields } from '../../lib/form/NewPasswordField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { casillaTerms, openCasilla } from './api';
import { DocumentFields, type DocumentValues } from './DocumentFields';
import './casilla.css';

interface OpenValues extends DocumentValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  accepted: boolean;
}

const EMPTY: OpenValues = {
  document_type: 'DNI',
  document_number: '',
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  accepted: false,
};

function OpenForm({ terms }: { terms: string }) {
  const form = useForm<OpenValues>({ defaultValues: EMPTY });
  const [sent, setSent] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const ruc = form.watch('document_type') === 'RUC';

  const submit = useFormSubmit(form, async (values) => setSent((await openCasilla(values)).message));

  if (sent)
    return (
      <p className="notice notice-success" role="status">
        <i className="pi pi-envelope" aria-hidden="true" />
        <span>{sent} Hasta entonces su casilla no recibe notificaciones.</span>
      </p>
    );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Abrir casilla electrónica">
      <DocumentFields form={form} autoFocus />
      <FormTextField
        form={form}
        name="name"
        label={ruc ? 'Razón social' : 'Nombres y apellidos'}
        autoComplete={ruc ? 'organization' : 'name'}
        maxLength={300}
      />
      <FormTextField
        form={form}
        name="email"
        type="email"
        inputMode="email"
        label="Correo electrónico"
        autoComplete="email"
        hint="Aquí le avisaremos de cada notificación (sin el documento) y le enviaremos el código para ingresar."
      />
      <NewPasswordFields form={form} policy={DEFAULT_PASSWORD_POLICY} confirmLabel="Confirmar contraseña" />
      <section className="casilla-terms" aria-label="Aceptación de la notificación electrónica" tabIndex={-1}>
        {terms.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <div className="field">
        <label className="desk-check" htmlFor="accepted">
          <input id="accepted" type="checkbox" {...form.register('accepted')} />
          <span>Acepto ser notificado electrónicamente en esta casilla, en los términos indicados.</span>
        </label>
        {errors.accepted && (
          <small className="p-error field-message" role="alert">
            {errors.accepted.message}
          </small>
        )}
      </div>
      <SubmitButton label="Abrir casilla" icon="pi-inbox" loading={isSubmitting} fullWidth />
    </form>
  );
}

export default function OpenCasillaPage() {
  const load = usePublicLoad('terms', (signal) => casillaTerms(signal).then((answer) => answer.text));
  return (
    <AuthCard
      title="Abrir casilla electrónica"
      subtitle="Reciba las notificaciones de sus trámites en línea, con la misma validez que un cargo firmado."
      wide
    >
      <PublicLoaded load={load}>{(terms) => <OpenForm terms={terms} />}</PublicLoaded>
      <AuthLink to="/casilla/ingresar" icon="pi-sign-in">
        ¿Ya tiene casilla? Ingrese
      </AuthLink>
    </AuthCard>
  );
}
