/**
 * «Convertir en expediente» (docs/domain.md §2): the folder becomes an expedient of its office —
 * its code, series (the retention) and optional subseries, its title the folder's name unless
 * changed — with its documents archived in it in the folder's order.
 */
import { folderExpedientInput } from '@shared/schemas/folders';
import { FormTextField } from '../../../lib/form/FormTextField';
import { LookupField } from '../../../lib/form/LookupField';
import { SubseriesField } from '../../../lib/form/SubseriesField';
import { FormDialog } from '../../../lib/records/FormDialog';
import type { ActionDialogProps } from '../../../lib/records/module';
import type { Folder } from '../folders.record';

export function ExpedientDialog(props: ActionDialogProps<Folder>) {
  const { record } = props;
  const documents =
    record.item_count === 1 ? 'Su documento se archiva' : `Sus ${record.item_count} documentos se archivan`;
  return (
    <FormDialog
      {...props}
      width="34rem"
      header={`Convertir ${record.number} en expediente`}
      schema={folderExpedientInput}
      defaults={{ code: '', title: record.name, series_id: undefined, subseries_id: null }}
      submitLabel="Convertir en expediente"
      icon="pi-briefcase"
      path="expedient"
      done="Carpeta convertida en expediente."
    >
      {(form) => (
        <>
          <p className="text-muted dialog-note">
            {documents} en el expediente en el orden de la carpeta, y la carpeta queda cerrada.
          </p>
          <FormTextField form={form} name="code" label="Código del expediente" autoFocus />
          <FormTextField form={form} name="title" label="Título" />
          <LookupField
            control={form.control}
            name="series_id"
            label="Serie documental"
            resource="series"
            params={{ office_id: record.office_id }}
            onSelect={() => form.setValue('subseries_id', null)}
          />
          <SubseriesField control={form.control} />
        </>
      )}
    </FormDialog>
  );
}
