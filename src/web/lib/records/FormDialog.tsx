/**
 * A record page's action dialog with a form: the module gives the schema, defaults and fields;
 * saving posts `POST /:id/<path>` with the record's version through the page's runner, shows
 * the server's field errors in place and closes once done.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { type DefaultValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DeskForm } from '../form/DeskForm';
import { SubmitButton } from '../form/SubmitButton';
import { useFormSubmit } from '../form/serverErrors';
import type { ActionDialogProps, DocumentRecord } from './module';

interface FormDialogProps<T extends DocumentRecord, S extends z.ZodObject> extends ActionDialogProps<T> {
  header: string;
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  submitLabel: string;
  /** A PrimeIcons name without its `pi ` class: `pi-inbox`. */
  icon: string;
  path: string;
  done: string;
  /** The dialog's width: `32rem`. */
  width: string;
  /** The request's body from the form's values, when it is not the values themselves. */
  toBody?: (values: z.output<S>) => Record<string, unknown>;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
}

export function FormDialog<T extends DocumentRecord, S extends z.ZodObject>(props: FormDialogProps<T, S>) {
  return (
    <Dialog
      visible={props.visible}
      onHide={props.onHide}
      header={props.header}
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: props.width }}
    >
      {props.visible && <DialogForm {...props} />}
    </Dialog>
  );
}

function DialogForm<T extends DocumentRecord, S extends z.ZodObject>(props: FormDialogProps<T, S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(props.schema as never),
    defaultValues: props.defaults,
  });
  const submit = useFormSubmit(form, async (values) => {
    const body = props.toBody ? props.toBody(values) : values;
    await props.runner.run({ path: props.path, body: { version: props.record.version, ...body } }, props.done);
    props.onHide();
  });
  return (
    <DeskForm className="form" noValidate aria-label={props.header} onSubmit={(event) => void submit(event)}>
      {props.children(form)}
      <div className="form-actions">
        <Button type="button" label="Cancelar" text onClick={props.onHide} />
        <SubmitButton label={props.submitLabel} icon={props.icon} loading={form.formState.isSubmitting} />
      </div>
    </DeskForm>
  );
}
