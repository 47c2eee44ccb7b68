/** "Asignar": the person of an office holding the entry who answers for it. */
import { zodResolver } from '@hookform/resolvers/zod';
import { assignInput } from '@shared/schemas/entries';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DeskForm } from '../../../lib/form/DeskForm';
import { LookupField } from '../../../lib/form/LookupField';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormSubmit } from '../../../lib/form/serverErrors';

interface AssignDialogProps {
  visible: boolean;
  number: string;
  /** The office whose people are offered. */
  officeId: number;
  officeName: string;
  current: { id: number; label: string } | null;
  onHide: () => void;
  onAssign: (userId: number) => Promise<unknown>;
}

export function AssignDialog(props: AssignDialogProps) {
  return (
    <Dialog
      visible={props.visible}
      onHide={props.onHide}
      header={`Asignar ingreso ${props.number}`}
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '32rem' }}
    >
      {props.visible && <AssignForm {...props} />}
    </Dialog>
  );
}

const assignPerson = assignInput.pick({ user_id: true });

function AssignForm({ officeId, officeName, current, onHide, onAssign }: AssignDialogProps) {
  const form = useForm<z.input<typeof assignPerson>, unknown, z.output<typeof assignPerson>>({
    resolver: zodResolver(assignPerson),
    defaultValues: { user_id: current?.id },
  });
  const submit = useFormSubmit(form, async ({ user_id }) => {
    await onAssign(user_id);
  });
  return (
    <DeskForm className="form" noValidate aria-label="Asignar ingreso" onSubmit={(event) => void submit(event)}>
      <p className="text-muted dialog-note">
        Elija a la persona de {officeName} que atenderá este documento. Se le notificará.
      </p>
      <LookupField
        control={form.control}
        name="user_id"
        label="Responsable"
        resource="users"
        params={{ office_id: officeId }}
        initial={current ? [current] : []}
        placeholder="Nombre de la persona"
        autoFocus
      />
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={onHide} />
        <SubmitButton label="Asignar" icon="pi-user-plus" loading={form.formState.isSubmitting} />
      </div>
    </DeskForm>
  );
}
