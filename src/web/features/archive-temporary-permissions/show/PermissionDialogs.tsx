/** "Registrar devolución" (with notes on the item's state) and "Renovar" (a later until date): the record page's dialogs. */
import { renewInput, returnInput } from '@shared/schemas/archive-temporary-permissions';
import { formatDate } from '../../../lib/dates';
import { DateField } from '../../../lib/form/DateField';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { FormDialog } from '../../../lib/records/FormDialog';
import type { ActionDialogProps } from '../../../lib/records/module';
import type { Permission } from '../archive-temporary-permissions.record';

export function ReturnAction(props: ActionDialogProps<Permission>) {
  const { record } = props;
  return (
    <FormDialog
      {...props}
      width="32rem"
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
          <FormTextAreaField
            form={form}
            name="return_notes"
            label="Observaciones sobre su estado (opcional)"
            maxLength={500}
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
      width="32rem"
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
