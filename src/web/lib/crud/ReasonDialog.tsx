/** A dialog that asks for a required reason: returning a derivation, annulling an entry or an output. */
import { zodResolver } from '@hookform/resolvers/zod';
import { returnMovementInput } from '@shared/schemas/entries';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DeskForm } from '../form/DeskForm';
import { SubmitButton } from '../form/SubmitButton';
import { useFormSubmit } from '../form/serverErrors';
import { TextAreaField } from '../form/TextAreaField';

type ReasonValues = z.input<typeof returnMovementInput>;

interface ReasonDialogProps {
  visible: boolean;
  header: string;
  /** What happens, above the reason. */
  note: string;
  label: string;
  submitLabel: string;
  submitIcon: string;
  onHide: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}

export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <Dialog
      visible={props.visible}
      onHide={props.onHide}
      header={props.header}
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '32rem' }}
    >
      {/* Mounted only while open: every opening starts with an empty reason. */}
      {props.visible && <ReasonForm {...props} />}
    </Dialog>
  );
}

function ReasonForm({ header, note, label, submitLabel, submitIcon, onHide, onSubmit }: ReasonDialogProps) {
  const form = useForm<ReasonValues, unknown, z.output<typeof returnMovementInput>>({
    resolver: zodResolver(returnMovementInput),
    defaultValues: { reason: '' },
  });
  const submit = useFormSubmit(form, async ({ reason }) => {
    await onSubmit(reason);
  });
  return (
    <DeskForm className="form" noValidate aria-label={header} onSubmit={(event) => void submit(event)}>
      <p className="text-muted dialog-note">{note}</p>
      <TextAreaField
        id="reason"
        label={label}
        maxLength={500}
        error={form.formState.errors.reason}
        registration={form.register('reason')}
      />
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onHide} />
        <SubmitButton label={submitLabel} icon={submitIcon} loading={form.formState.isSubmitting} />
      </div>
    </DeskForm>
  );
}
