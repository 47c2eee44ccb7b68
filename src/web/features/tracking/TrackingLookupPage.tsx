/** `/consulta`: a citizen types the number and the code printed on their sticker. */
import { zodResolver } from '@hookform/resolvers/zod';
import { type TrackingLookupInput, trackingLookupInput, trackingPath } from '@shared/schemas/tracking';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { ApiError } from '../../lib/api';
import { FormTextField } from '../../lib/form/FormTextField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormErrorHandler } from '../../lib/form/serverErrors';
import { trackEntry } from './api';

export default function TrackingLookupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const prefilled = params.get('numero') ?? '';
  const form = useForm<TrackingLookupInput, unknown, { number: string; codigo: string }>({
    resolver: zodResolver(trackingLookupInput),
    defaultValues: { number: prefilled, codigo: '' },
  });
  const onError = useFormErrorHandler(form);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ number, codigo }) => {
    setRefusal(null);
    try {
      const answer = await trackEntry(number, codigo);
      navigate(trackingPath(number, codigo), { state: { answer } });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 429)) setRefusal(error.message);
      else onError(error);
    }
  });

  return (
    <AuthCard
      title="Consulta de trámite"
      subtitle="Ingrese el número de registro y el código de verificación impresos en el sticker de su documento."
    >
      <form className="form" onSubmit={submit} noValidate aria-label="Consultar trámite">
        {refusal && (
          <p className="notice notice-error" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{refusal}</span>
          </p>
        )}
        <FormTextField
          form={form}
          name="number"
          label="Número de registro"
          autoFocus={!prefilled}
          hint="Por ejemplo: ING-2026-000123"
        />
        <FormTextField
          form={form}
          name="codigo"
          label="Código de verificación"
          autoFocus={Boolean(prefilled)}
          hint="8 letras y números, debajo del código QR"
        />
        <SubmitButton label="Consultar" icon="pi-search" loading={isSubmitting} fullWidth />
      </form>
      <AuthLink to="/mesa-virtual" icon="pi-send">
        Mesa de partes virtual: envíe un documento
      </AuthLink>
      <AuthLink to="/casilla/ingresar" icon="pi-inbox">
        Casilla electrónica: sus notificaciones y trámites
      </AuthLink>
    </AuthCard>
  );
}
