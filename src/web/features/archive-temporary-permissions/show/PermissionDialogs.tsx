/** "Registrar devolución" (with notes on the item's state) and "Renovar" (a later until date): the record page's dialogs. */
import { zodResolver } from '@hookform/resolvers/zod';
import { renewInput, returnInput } from '@shared/schemas/archive-temporary-permissions';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDate } from '../../../lib/dates';
import { DateField } from '../../../lib/form/DateField';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormErrorHandler } from '../../../lib/form/serverErrors';
import { TextAreaField } from '../../../lib/form/TextAreaField';
import type { ActionDialogProps } from '../../../lib/records/module';
import type { Permission } from '../archive-temporary-permissions.record';

interface FormDialogProps<S extends z.ZodObject> extends ActionDialogProps<Permission> {
  header: string;
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  submitLabel: string;
  icon: string;
  path: string;
  done: string;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
}

function FormDialog<S extends z.ZodObject>(props: FormDialogProps<S>) {
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
      {props.visible && <DialogForm {...props} />}
    </Dialog>
  );
}

function DialogForm<S extends z.ZodObject>(props: FormDialogProps<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(props.schema as never),
    defaultValues: props.defaults,
  });
  const onError = useFormErrorHandler(form as unknown as UseFormReturn<FieldValues>);
  const submit = form.handleSubmit(async (values) => {
    try {
      await props.runner.run({ path: props.path, body: { version: props.record.version, ...values } }, props.done);
      props.onHide();
    } catch (error) {
      onError(error);
    }
  });
  return (
    <form className="form" noValidate aria-label={props.header} onSubmit={(event) => void submit(event)}>
      {props.children(form)}
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={props.onHide} />
        <SubmitButton label={props.submitLabel} icon={props.icon} loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}

export function ReturnAction(props: ActionDialogProps<Permission>) {
  const { record } = props;
  return (
    <FormDialog
      {...props}
      header={`Registrar devolución de ${record.number}`}
      schema={returnInput}
      defaults={{ return_notes: '' }}
      submitLabel="Registrar devolución"
      icon="pi-inbox"
      path="return"
      done="Devolución registrada."
    >
      {(form) => (
        <>
          <p className="text-muted dialog-note">
            {record.item_label} vuelve al archivo central y el permiso termina: su titular ya no podrá abrirlo.
          </p>
          <TextAreaField
            id="return_notes"
            label="Observaciones sobre su estado (opcional)"
            maxLength={500}
            error={form.formState.errors.return_notes}
            registration={form.register('return_notes')}
          />
        </>
      )}
    </FormDialog>
  );
}

export function RenewAction(props: ActionDialogProps<Permission>) {
  const { record } = props;
  return (
    <FormDialog
      {...props}
      header={`Renovar ${record.number}`}
      schema={renewInput}
      defaults={{ until_on: record.until_on }}
      submitLabel="Renovar"
      icon="pi-calendar-plus"
      path="renew"
      done="Permiso renovado."
    >
      {(form) => (
        <>
          <p className="text-muted dialog-note">Vence el {formatDate(record.until_on)}. Elija la nueva fecha.</p>
          <DateField control={form.control} name="until_on" label="Nuevo vencimiento" />
        </>
      )}
    </FormDialog>
  );
}
