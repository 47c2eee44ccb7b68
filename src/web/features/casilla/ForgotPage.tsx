/** `/casilla/recuperar`: a reset link to the address of the document's casilla. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { Notice } from '../../lib/desk/Notice';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormSubmit } from '../../lib/form/serverErrors';
import { forgotPassword } from './api';
import { DocumentFields, type DocumentValues } from './DocumentFields';

export default function ForgotPage() {
  const form = useForm<DocumentValues>({ defaultValues: { document_type: 'DNI', document_number: '' } });
  const [sent, setSent] = useState<string | null>(null);
  const submit = useFormSubmit(form, async (values) => setSent((await forgotPassword(values)).message));
  return (
    <AuthCard title="Recuperar contraseña" subtitle="Le enviaremos un enlace al correo de su casilla.">
      {sent ? (
        <Notice kind="success" icon="pi-envelope">
          {sent}
        </Notice>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-label="Recuperar contraseña de la casilla">
          <DocumentFields form={form} autoFocus />
          <SubmitButton label="Enviar enlace" icon="pi-send" loading={form.formState.isSubmitting} fullWidth />
        </form>
      )}
      <AuthLink to="/casilla/ingresar" icon="pi-arrow-left">
        Volver a ingresar
      </AuthLink>
    </AuthCard>
  );
}
