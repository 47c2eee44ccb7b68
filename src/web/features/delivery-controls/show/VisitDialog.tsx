/**
 * The dialog of a courier's visit to an item («Entregado», «No entregado»): the document's number
 * in its header, the visit's form while an item is chosen.
 */
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import type { RecordContext } from '../../../lib/records/module';
import type { DeliveryControl, Item } from '../delivery-controls.record';

export interface VisitDialogProps extends Omit<RecordContext<DeliveryControl>, 'record'> {
  control: DeliveryControl;
  item: Item | null;
  onHide: () => void;
}

/** What a visit's form takes: the control's context and the item visited. */
export type VisitFormProps = Omit<VisitDialogProps, 'item' | 'onHide'> & { item: Item; onDone: () => void };

export function VisitDialog({
  title,
  item,
  onHide,
  children,
}: {
  title: string;
  item: Item | null;
  onHide: () => void;
  children: (item: Item) => ReactNode;
}) {
  return (
    <Dialog
      visible={item !== null}
      onHide={onHide}
      header={item ? `${title}: ${item.copy?.document.number ?? ''}` : ''}
      modal
      breakpoints={{ '767px': '100vw' }}
      style={{ width: '30rem' }}
    >
      {item && children(item)}
    </Dialog>
  );
}
