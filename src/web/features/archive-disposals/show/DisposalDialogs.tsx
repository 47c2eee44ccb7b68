/**
 * "Aprobar" (the resolution's number and date; its signed file is already attached) and "Ejecutar"
 * (method, date and witnesses, one per line): the record page's dialogs.
 */
import { approveInput, DISPOSAL_METHODS, executeInput } from '@shared/schemas/archive-disposals';
import { calendarDate } from '@shared/working-days';
import { text } from '@shared/zod';
import { DateField } from '../../../lib/form/DateField';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { FormTextField } from '../../../lib/form/FormTextField';
import { labelOptions, SelectField } from '../../../lib/form/SelectField';
import { FormDialog } from '../../../lib/records/FormDialog';
import type { ActionDialogProps } from '../../../lib/records/module';
import type { Disposal } from '../archive-disposals.record';

export function ApproveAction(props: ActionDialogProps<Disposal>) {
  return (
    <FormDialog
      {...props}
      width="34rem"
      header={`Aprobar eliminación ${props.record.number}`}
      schema={approveInput}
      defaults={{ resolution_number: '', resolution_date: calendarDate(new Date()) }}
      submitLabel="Aprobar"
      icon="pi-verified"
      path="approve"
      done="Eliminación aprobada."
      toBody={(values) => values}
    >
      {(form) => (
        <>
          <p className="text-muted dialog-note">
            La resolución firmada ya está adjunta; registre su número y fecha. Después ya no se cambia el inventario.
          </p>
          <FormTextField form={form} name="resolution_number" label="N.° de resolución" autoFocus />
          <DateField control={form.control} name="resolution_date" label="Fecha de la resolución" />
        </>
      )}
    </FormDialog>
  );
}

/** The witnesses typed one per line. */
const executeForm = executeInput.omit({ witnesses: true }).extend({ witnesses: text(1000, 1) });
const lines = (value: string) =>
  value
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function ExecuteAction(props: ActionDialogProps<Disposal>) {
  const { record } = props;
  const destroyed = record.totals.units - record.totals.kept;
  return (
    <FormDialog
      {...props}
      width="34rem"
      header={`Ejecutar eliminación ${record.number}`}
      schema={executeForm}
      defaults={{ method: 'trituracion', executed_on: calendarDate(new Date()), witnesses: '' }}
      submitLabel="Ejecutar eliminación"
      icon="pi-trash"
      path="execute"
      done="Eliminación ejecutada: las unidades quedan como eliminadas."
      toBody={(values) => ({ ...values, witnesses: lines(values.witnesses) })}
    >
      {(form) => (
        <>
          <p className="text-muted dialog-note">
            {destroyed} {destroyed === 1 ? 'unidad pasa' : 'unidades pasan'} a «Eliminado»
            {record.totals.kept > 0 ? ` y ${record.totals.kept} a «Conservación permanente»` : ''}. Sus datos se
            conservan para siempre; no se puede deshacer.
          </p>
          <SelectField
            control={form.control}
            name="method"
            label="Método de eliminación"
            options={labelOptions(DISPOSAL_METHODS)}
          />
          <DateField control={form.control} name="executed_on" label="Fecha de la eliminación" />
          <FormTextAreaField
            form={form}
            name="witnesses"
            label="Testigos (uno por línea, al menos dos)"
            maxLength={1000}
          />
        </>
      )}
    </FormDialog>
  );
}
