/**
 * A returned copy back at the front desk (docs/delivery.md): «Recibir devolución» records that
 * mesa de partes has the paper (with a note); «Volver a despachar» sends it again to a corrected
 * address and its INEI distrito (the recipient form's picker), pending for a new delivery control. The shared schemas check first; the server's field
 * errors land on the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { redispatchInput, returnAcknowledgeInput } from '@shared/schemas/outputs';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { FormTextField } from '../../../lib/form/FormTextField';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormSubmit } from '../../../lib/form/serverErrors';
import { UbigeoField } from '../../../lib/form/UbigeoField';
import type { RecordContext } from '../../../lib/records/module';
import type { Output, Recipient } from '../outputs.record';

export type ReturnStep = { kind: 'acknowledge' | 'redispatch'; recipient: Recipient };

interface Props extends RecordContext<Output> {
  step: ReturnStep | null;
  onHide: () => void;
}

const nameOf = (recipient: Recipient) => recipient.citizen?.name ?? `Destinatario n.º ${recipient.citizen_id}`;

export function ReturnDialog({ step, onHide, runner }: Props) {
  return (
    <Dialog
      visible={step !== null}
      onHide={onHide}
      header={step?.kind === 'redispatch' ? 'Volver a despachar' : 'Recibir devolución'}
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      // Wide enough for the distrito picker's three names.
      style={{ width: step?.kind === 'redispatch' ? '44rem' : '32rem' }}
    >
      {step?.kind === 'acknowledge' && <AcknowledgeForm recipient={step.recipient} runner={runner} onDone={onHide} />}
      {step?.kind === 'redispatch' && <RedispatchForm recipient={step.recipient} runner={runner} onDone={onHide} />}
    </Dialog>
  );
}

interface FormProps {
  recipient: Recipient;
  runner: RecordContext<Output>['runner'];
  onDone: () => void;
}

function AcknowledgeForm({ recipient, runner, onDone }: FormProps) {
  const form = useForm<z.input<typeof returnAcknowledgeInput>, unknown, z.output<typeof returnAcknowledgeInput>>({
    resolver: zodResolver(returnAcknowledgeInput),
    defaultValues: { note: '' },
  });
  const submit = useFormSubmit(form, async (values) => {
    await runner.run(
      {
        path: `recipients/${recipient.id}/acknowledge-return`,
        body: values,
      },
      'Devolución recibida en mesa de partes.',
    );
    onDone();
  });
  return (
    <form className="form" noValidate aria-label="Recibir devolución" onSubmit={(event) => void submit(event)}>
      <p>
        ¿Recibió en mesa de partes el documento devuelto de <strong>{nameOf(recipient)}</strong>? Quedará registrado
        quién lo recibió y cuándo.
      </p>
      {recipient.note && <p className="text-muted">Motivo de la devolución: {recipient.note}</p>}
      <FormTextAreaField form={form} name="note" id="return-note" label="Nota (opcional)" maxLength={500} />
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onDone} />
        <SubmitButton label="Recibir devolución" icon="pi-inbox" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}

function RedispatchForm({ recipient, runner, onDone }: FormProps) {
  const form = useForm<z.input<typeof redispatchInput>, unknown, z.output<typeof redispatchInput>>({
    resolver: zodResolver(redispatchInput),
    // The distrito it went to, unless that was a place typed before the ubigeo (then one is chosen).
    defaultValues: { address: recipient.address ?? '', ubigeo: recipient.ubigeo },
  });
  const submit = useFormSubmit(form, async (values) => {
    await runner.run(
      { path: `recipients/${recipient.id}/redispatch`, body: values },
      'Queda pendiente de despacho con la nueva dirección: agréguela a un control de entrega.',
    );
    onDone();
  });
  return (
    <form className="form" noValidate aria-label="Volver a despachar" onSubmit={(event) => void submit(event)}>
      <p>
        Corrija la dirección de <strong>{nameOf(recipient)}</strong>. El documento queda pendiente para un nuevo control
        de entrega; el intento anterior se conserva en el historial.
      </p>
      <FormTextField form={form} name="address" id="redispatch-address" label="Dirección corregida" maxLength={300} />
      <UbigeoField
        control={form.control}
        name="ubigeo"
        idPrefix="redispatch-"
        legacy={recipient.ubigeo ? null : recipient.district}
      />
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onDone} />
        <SubmitButton label="Volver a despachar" icon="pi-send" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
