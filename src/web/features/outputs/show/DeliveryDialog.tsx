/**
 * "Registrar entrega": the courier's result for one recipient — delivered (to whom, when) or
 * returned (why). The shared schema checks it here first; the server's field errors land on it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { deliveryInput } from '@shared/schemas/outputs';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateTimeField } from '../../../lib/form/DateTimeField';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { FormTextField } from '../../../lib/form/FormTextField';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormSubmit } from '../../../lib/form/serverErrors';
import type { Recipient } from '../outputs.record';

type DeliveryValues = z.input<typeof deliveryInput>;

const RESULTS = [
  { value: 'entregado', label: 'Entregado' },
  { value: 'devuelto', label: 'Devuelto' },
] as const;

type Delivery = z.output<typeof deliveryInput>;

interface DeliveryDialogProps {
  recipient: Recipient | null;
  onHide: () => void;
  onDeliver: (recipient: Recipient, delivery: Delivery) => Promise<unknown>;
}

export function DeliveryDialog({ recipient, onHide, onDeliver }: DeliveryDialogProps) {
  return (
    <Dialog
      visible={recipient !== null}
      onHide={onHide}
      header="Registrar entrega"
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '34rem' }}
    >
      {/* Mounted only while open: every opening starts from a fresh form. */}
      {recipient && <DeliveryForm recipient={recipient} onCancel={onHide} onDeliver={onDeliver} />}
    </Dialog>
  );
}

interface DeliveryFormProps {
  recipient: Recipient;
  onCancel: () => void;
  onDeliver: DeliveryDialogProps['onDeliver'];
}

function DeliveryForm({ recipient, onCancel, onDeliver }: DeliveryFormProps) {
  const form = useForm<DeliveryValues, unknown, Delivery>({
    resolver: zodResolver(deliveryInput),
    defaultValues: {
      state: 'entregado',
      delivered_at: new Date().toISOString(),
      received_by_name: '',
      received_by_document: '',
      note: '',
    },
  });
  const state = useWatch({ control: form.control, name: 'state' });
  const returned = state === 'devuelto';

  const submit = useFormSubmit(form, async (values) => {
    await onDeliver(recipient, values);
  });

  return (
    <form className="form" noValidate aria-label="Registrar entrega" onSubmit={(event) => void submit(event)}>
      <p className="delivery-recipient">
        <strong>{recipient.citizen?.name}</strong>
        {recipient.address && <span className="text-muted">{recipient.address}</span>}
      </p>
      <Controller
        control={form.control}
        name="state"
        render={({ field }) => (
          <fieldset className="field delivery-result">
            <legend>Resultado</legend>
            <div className="delivery-result-options">
              {RESULTS.map((option) => (
                <label key={option.value} className="delivery-result-option" htmlFor={`delivery-${option.value}`}>
                  <RadioButton
                    inputId={`delivery-${option.value}`}
                    name="state"
                    value={option.value}
                    checked={field.value === option.value}
                    onChange={(e) => field.onChange(e.value)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <FormTextField
        form={form}
        name="received_by_name"
        label={returned ? 'Persona que atendió (opcional)' : 'Recibido por'}
        maxLength={200}
      />
      <FormTextField
        form={form}
        name="received_by_document"
        label={returned ? 'Su documento de identidad (opcional)' : 'Documento de identidad de quien recibe'}
        hint="DNI, carné de extranjería u otro."
        maxLength={20}
      />
      <DateTimeField control={form.control} name="delivered_at" label="Fecha y hora" />
      <FormTextAreaField
        form={form}
        name="note"
        label={returned ? 'Motivo de la devolución' : 'Observación (opcional)'}
        maxLength={500}
      />
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onCancel} />
        <SubmitButton
          label={returned ? 'Registrar devolución' : 'Registrar entrega'}
          icon={returned ? 'pi-replay' : 'pi-check'}
          loading={form.formState.isSubmitting}
        />
      </div>
    </form>
  );
}
