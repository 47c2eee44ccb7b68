/** "Agregar unidades" to a draft: more of the office's closed units, at the transfer's version. */
import { zodResolver } from '@hookform/resolvers/zod';
import { addItemsBody } from '@shared/schemas/archive-transfers';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api';
import { DeskForm } from '../../../lib/form/DeskForm';
import { DialogActions } from '../../../lib/form/DialogActions';
import type { ActionDialogProps } from '../../../lib/records/module';
import type { Transfer } from '../archive-transfers.record';
import { UnitsField } from './UnitsField';

type Values = z.input<typeof addItemsBody>;

export function AddUnitsDialog({ record, runner, visible, onHide }: ActionDialogProps<Transfer>) {
  const form = useForm<Values>({ resolver: zodResolver(addItemsBody), defaultValues: { expedient_ids: [] } });
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.reset();
    setError(null);
    onHide();
  };
  const save = form.handleSubmit((values) => {
    setError(null);
    const n = values.expedient_ids?.length ?? 0;
    return runner
      .run(
        { path: 'items', body: { version: record.version, expedient_ids: values.expedient_ids } },
        n === 1 ? 'Unidad agregada.' : `${n} unidades agregadas.`,
      )
      .then(close)
      .catch((failure) => setError(errorMessage(failure)));
  });
  return (
    <Dialog
      visible={visible}
      header={`Agregar unidades a ${record.number}`}
      onHide={close}
      className="record-dialog"
      style={{ width: '36rem', maxWidth: '95vw' }}
    >
      <DeskForm className="form" noValidate aria-label="Agregar unidades" onSubmit={save}>
        <UnitsField control={form.control} name="expedient_ids" officeId={record.office_id} autoFocus />
        <DialogActions error={error} onCancel={close} label="Agregar" icon="pi pi-plus" loading={runner.busy} />
      </DeskForm>
    </Dialog>
  );
}
