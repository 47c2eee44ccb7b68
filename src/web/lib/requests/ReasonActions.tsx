/**
 * "Observar" and "Rechazar": a reason from the list configured in Configuración plus the text the
 * requester will read. The shared schema checks both here; the server's field errors land on them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { reasonCodeInput } from '@shared/schemas/requests';
import { text } from '@shared/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DeskForm } from '../form/DeskForm';
import { SelectField } from '../form/SelectField';
import { SubmitButton } from '../form/SubmitButton';
import { useFormSubmit } from '../form/serverErrors';
import { TextAreaField } from '../form/TextAreaField';
import type { ActionDialogProps } from '../records/module';
import type { RequestRecord } from './request';

const reasonSchema = reasonCodeInput.extend({ reason: text(500, 1) });
type ReasonValues = z.input<typeof reasonSchema>;

interface Look {
  path: 'observe' | 'reject';
  header: string;
  note: string;
  label: string;
  submit: string;
  icon: string;
  done: string;
}

function ReasonAction({ record, runner, visible, onHide, look }: ActionDialogProps<RequestRecord> & { look: Look }) {
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={`${look.header} ${record.number}`}
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '32rem' }}
    >
      {visible && <ReasonForm record={record} look={look} onHide={onHide} runner={runner} />}
    </Dialog>
  );
}

function ReasonForm({
  record,
  look,
  onHide,
  runner,
}: Pick<ActionDialogProps<RequestRecord>, 'record' | 'onHide' | 'runner'> & { look: Look }) {
  const form = useForm<ReasonValues, unknown, z.output<typeof reasonSchema>>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason_code: '', reason: '' },
  });
  const submit = useFormSubmit(form, async (values) => {
    await runner.run({ path: look.path, body: { version: record.version, ...values } }, look.done);
    onHide();
  });
  const options = (record.reasons ?? []).map((reason) => ({ label: reason, value: reason }));
  return (
    <DeskForm className="form" noValidate aria-label={look.header} onSubmit={(event) => void submit(event)}>
      <p className="text-muted dialog-note">{look.note}</p>
      <SelectField control={form.control} name="reason_code" label="Motivo" options={options} />
      <TextAreaField
        id="reason"
        label={look.label}
        maxLength={500}
        error={form.formState.errors.reason}
        registration={form.register('reason')}
      />
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onHide} />
        <SubmitButton label={look.submit} icon={look.icon} loading={form.formState.isSubmitting} />
      </div>
    </DeskForm>
  );
}

const OBSERVE: Look = {
  path: 'observe',
  header: 'Observar solicitud',
  note: 'La solicitud vuelve a quien la hizo para que la corrija y la reenvíe.',
  label: 'Qué debe corregir',
  submit: 'Observar',
  icon: 'pi-comment',
  done: 'Solicitud observada.',
};

const reject = (recordNoun: string): Look => ({
  path: 'reject',
  header: 'Rechazar solicitud',
  note: `La solicitud se cierra sin registrar ${recordNoun}; quien la hizo recibe el motivo.`,
  label: 'Explicación para el solicitante',
  submit: 'Rechazar',
  icon: 'pi-times',
  done: 'Solicitud rechazada.',
});

export const ObserveAction = (props: ActionDialogProps<RequestRecord>) => <ReasonAction {...props} look={OBSERVE} />;

/** "Rechazar", naming what is not registered: "el ingreso", "la salida". */
export function rejectAction(recordNoun: string) {
  const look = reject(recordNoun);
  return (props: ActionDialogProps<RequestRecord>) => <ReasonAction {...props} look={look} />;
}
