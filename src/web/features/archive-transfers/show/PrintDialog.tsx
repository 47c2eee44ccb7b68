/**
 * "Imprimir": the inventory in the format chosen (the Configuración's one first) as PDF or Excel,
 * and the box labels.
 */
import { INVENTORY_FORMATS, type InventoryFormat } from '@shared/schemas/archive-transfers';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import type { ActionDialogProps } from '../../../lib/records/module';
import { useToast } from '../../../lib/toast';
import { downloadInventory, printInventory, printLabels, type Transfer } from '../archive-transfers.record';

export function PrintDialog({
  record,
  visible,
  onHide,
}: ActionDialogProps<Transfer & { inventory_format?: InventoryFormat }>) {
  const [format, setFormat] = useState<InventoryFormat>(record.inventory_format ?? 'peru');
  const toast = useToast();
  const go = (work: Promise<unknown>) => work.catch((error: unknown) => toast.failure(error));
  return (
    <Dialog
      visible={visible}
      header={`Imprimir transferencia ${record.number}`}
      onHide={onHide}
      className="record-dialog"
      style={{ width: '30rem', maxWidth: '95vw' }}
    >
      <fieldset className="transfer-formats">
        <legend>Inventario</legend>
        {(Object.keys(INVENTORY_FORMATS) as InventoryFormat[]).map((f) => (
          <div key={f} className="transfer-format">
            <RadioButton
              inputId={`format-${f}`}
              name="format"
              value={f}
              checked={format === f}
              onChange={() => setFormat(f)}
            />
            <label htmlFor={`format-${f}`}>{INVENTORY_FORMATS[f]}</label>
          </div>
        ))}
      </fieldset>
      <div className="form-actions transfer-print-actions">
        <Button
          type="button"
          label="Rótulos de cajas"
          icon="pi pi-tags"
          outlined
          onClick={() => go(printLabels(record))}
        />
        <Button
          type="button"
          label="Excel"
          icon="pi pi-file-excel"
          outlined
          onClick={() => go(downloadInventory(record, format))}
        />
        <Button
          type="button"
          label="Inventario PDF"
          icon="pi pi-print"
          onClick={() => go(printInventory(record, format))}
        />
      </div>
    </Dialog>
  );
}
