/**
 * "No entregado": the courier tells why — a reason from Configuración's list and an optional note
 * — and either visits again another day (while visits remain) or returns the document, which
 * asks for a confirmation first: a return is final for this control.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { attemptInput } from '@shared/schemas/delivery';
import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { useFormErrorHandler } from '../../../lib/form/serverErrors';
import { VisitDialog, type VisitDialogProps, type VisitFormProps } from './VisitDialog';
import { visitBody, visitPath } from './visitForm';

export function NotDeliveredDialog({ control, item, runner, onHide }: VisitDialogProps) {
  return (
    <VisitDialog title="No entregado" item={item} onHide={onHide}>
      {(visited) => <NotDeliveredForm control={control} item={visited} runner={runner} onDone={onHide} />}
    </VisitDialog>
  );
}

type Values = z.input<typeof attemptInput>;

function NotDeliveredForm({ control, item, runner, onDone }: VisitFormProps) {
  const form = useForm<Values, unknown, z.output<typeof attemptInput>>({
    resolver: zodResolver(attemptInput),
    defaultValues: { result: 'devuelto', reason_code: '', note: '' },
  });
  const onError = useFormErrorHandler(form);
  const [confirming, setConfirming] = useState<z.output<typeof attemptInput> | null>(null);
  const reasons = control.return_reasons ?? [];
  const onlyReturn = item.visits >= (control.max_visits ?? 2);
  const reasonName = (code: string | null) => reasons.find((r) => r.code === code)?.name ?? '';

  const send = async (values: z.output<typeof attemptInput>, done: string) => {
    try {
      await runner.run({ path: visitPath(item.id), body: visitBody(values) }, done);
      onDone();
    } catch (error) {
      setConfirming(null);
      onError(error);
    }
  };
  const retry = () => {
    form.setValue('result', 'reintentar');
    void form.handleSubmit((values) => send(values, 'Se volverá a visitar.'))();
  };
  const ask = () => {
    form.setValue('result', 'devuelto');
    void form.handleSubmit((values) => setConfirming(values))();
  };

  if (confirming)
    return (
      <div className="delivery-confirm" role="alertdialog" aria-label="Confirmar devolución">
        <p>
          ¿Devolver {item.copy?.document.number} por «{reasonName(confirming.reason_code)}»? El documento queda devuelto
          en este control y su oficina recibe el aviso.
        </p>
        {confirming.note && <p className="text-muted">Nota: {confirming.note}</p>}
        <div className="form-actions">
          <Button type="button" label="Volver" text onClick={() => setConfirming(null)} />
          <Button
            type="button"
            label="Confirmar devolución"
            icon="pi pi-undo"
            severity="danger"
            loading={form.formState.isSubmitting || runner.busy}
            onClick={() => void send(confirming, `Devuelto: ${reasonName(confirming.reason_code)}.`)}
          />
        </div>
      </div>
    );

  return (
    <form
      className="form delivery-fail"
      noValidate
      aria-label="No entregado"
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
    >
      <Controller
        control={form.control}
        name="reason_code"
        render={({ field, fieldState }) => (
          <fieldset className="field delivery-reasons" id="reason_code">
            <legend>¿Por qué no se entregó?</legend>
            {reasons.map((reason) => (
              <label key={reason.code} htmlFor={`reason-${reason.code}`} className="delivery-result-option">
                <RadioButton
                  inputId={`reason-${reason.code}`}
                  name="reason_code"
                  value={reason.code}
                  checked={field.value === reason.code}
                  onChange={(e) => field.onChange(e.value)}
                />
                <span>{reason.name}</span>
              </label>
            ))}
            {fieldState.error && (
              <small className="p-error field-message" role="alert">
                {fieldState.error.message}
              </small>
            )}
          </fieldset>
        )}
      />
      <FormTextAreaField form={form} name="note" id="not-delivered-note" label="Nota (opcional)" maxLength={500} />
      <div className="form-actions">
        {!onlyReturn && (
          <Button type="button" label="Reintentar otro día" icon="pi pi-refresh" outlined onClick={retry} />
        )}
        <Button type="submit" label="Devolver" icon="pi pi-undo" severity="danger" />
      </div>
    </form>
  );
}
