/**
 * "Entregado": who received it (name, DNI, position), signed or sealed, and the photo of the signed
 * cargo taken with the phone's camera (or a PDF), sent with the result in one request. The shared
 * schema checks the fields first; the server's field errors (a cargo neither signed nor sealed, a
 * refused file) land on their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { attemptInput } from '@shared/schemas/delivery';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../lib/form/FormTextField';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormErrorHandler } from '../../../lib/form/serverErrors';
import { VisitDialog, type VisitDialogProps, type VisitFormProps } from './VisitDialog';
import { visitBody, visitPath } from './visitForm';

export function ResultDialog({ control, item, runner, onHide }: VisitDialogProps) {
  return (
    <VisitDialog title="Entregado" item={item} onHide={onHide}>
      {(visited) => <DeliveredForm control={control} item={visited} runner={runner} onDone={onHide} />}
    </VisitDialog>
  );
}

type Values = z.input<typeof attemptInput> & { cargo?: null };

const FieldMessage = ({ id, error }: { id: string; error: FieldError | undefined }) =>
  error ? (
    <small id={`${id}-error`} className="p-error field-message" role="alert">
      {error.message}
    </small>
  ) : null;

function DeliveredForm({ item, runner, onDone }: VisitFormProps) {
  const form = useForm<Values, unknown, z.output<typeof attemptInput>>({
    resolver: zodResolver(attemptInput),
    defaultValues: {
      result: 'entregado',
      received_by_name: '',
      received_by_document: '',
      received_by_position: '',
      signed: true,
      sealed: false,
      cargo: null,
    },
  });
  const onError = useFormErrorHandler(form);
  const [photo, setPhoto] = useState<File | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await runner.run({ path: visitPath(item.id), body: visitBody(values, photo) }, 'Entrega registrada.');
      onDone();
    } catch (error) {
      onError(error);
    }
  });

  return (
    <form
      className="form delivery-result-form"
      noValidate
      aria-label="Registrar entrega"
      onSubmit={(event) => void submit(event)}
    >
      <p className="text-muted">{item.copy?.recipient}</p>
      <FormTextField
        form={form}
        name="received_by_name"
        id="received-name"
        label="Recibido por (nombre)"
        maxLength={200}
      />
      <FormTextField
        form={form}
        name="received_by_document"
        id="received-dni"
        label="DNI"
        maxLength={20}
        inputMode="numeric"
      />
      <FormTextField
        form={form}
        name="received_by_position"
        id="received-position"
        label="Cargo o relación (opcional)"
        maxLength={120}
      />
      <fieldset className="delivery-checks" aria-describedby={errors.signed ? 'received-signed-error' : undefined}>
        {(['signed', 'sealed'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <label htmlFor={`received-${name}`}>
                <Checkbox
                  inputId={`received-${name}`}
                  checked={Boolean(field.value)}
                  invalid={name === 'signed' && Boolean(errors.signed)}
                  onChange={(e) => field.onChange(Boolean(e.checked))}
                />{' '}
                {name === 'signed' ? 'Firmado' : 'Sellado'}
              </label>
            )}
          />
        ))}
        <FieldMessage id="received-signed" error={errors.signed} />
      </fieldset>
      <div className="field">
        <label htmlFor="cargo-photo">Foto o PDF del cargo firmado</label>
        <input
          id="cargo-photo"
          type="file"
          accept="image/*,application/pdf"
          capture="environment"
          aria-invalid={Boolean(errors.cargo)}
          onChange={(e) => {
            setPhoto(e.target.files?.[0] ?? null);
            form.clearErrors('cargo');
          }}
        />
        {photo && <small>{photo.name}</small>}
        <FieldMessage id="cargo-photo" error={errors.cargo} />
      </div>
      <SubmitButton label="Guardar entrega" icon="pi-check" loading={form.formState.isSubmitting} fullWidth />
    </form>
  );
}
