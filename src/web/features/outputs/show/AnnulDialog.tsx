/** "Anular salida": the reason is required; the number is kept and never reused. */
import { zodResolver } from '@hookform/resolvers/zod';
import { returnMovementInput } from '@shared/schemas/entries';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormErrorHandler } from '../../../lib/form/serverErrors';
import { TextAreaField } from '../../../lib/form/TextAreaField';

interface AnnulDialogProps {
  visible: boolean;
  number: string;
  onHide: () => void;
  onAnnul: (reason: string) => Promise<unknown>;
}

export function AnnulDialog({ visible, number, onHide, onAnnul }: AnnulDialogProps) {
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={`Anular salida ${number}`}
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '32rem' }}
    >
      {visible && <AnnulForm onCancel={onHide} onAnnul={onAnnul} />}
    </Dialog>
  );
}

function AnnulForm({ onCancel, onAnnul }: { onCancel: () => void; onAnnul: AnnulDialogProps['onAnnul'] }) {
  const form = useForm<z.input<typeof returnMovementInput>, unknown, z.output<typeof returnMovementInput>>({
    resolver: zodResolver(returnMovementInput),
    defaultValues: { reason: '' },
  });
  const onError = useFormErrorHandler(form);
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onAnnul(reason);
    } catch (error) {
      onError(error);
    }
  });
  return (
    <form className="form" noValidate aria-label="Anular salida" onSubmit={(event) => void submit(event)}>
      <p className="text-muted dialog-note">La salida conservará su número y no podrá volver a usarse.</p>
      <TextAreaField
        id="reason"
        label="Motivo de la anulación"
        maxLength={500}
        error={form.formState.errors.reason}
        registration={form.register('reason')}
      />
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onCancel} />
        <SubmitButton label="Anular salida" icon="pi-ban" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
