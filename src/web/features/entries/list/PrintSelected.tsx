/**
 * "Imprimir seleccionados" on the Ingresos list: the stickers for the papers or the citizens'
 * cargos de recepción of every ticked entry, in one PDF (`GET /entries/printouts`, a page each).
 */
import { formatQuantity } from '@shared/numbers';
import { MAX_PRINTED_AT_ONCE } from '@shared/schemas/entries';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import type { BulkAction } from '../../../lib/crud/ResourceListPage';
import { openPdf } from '../../../lib/records/openPdf';
import type { Entry } from '../entries.record';

type Kind = 'sticker' | 'receipt';

export const printSelected: BulkAction<Entry> = {
  label: 'Imprimir seleccionados',
  icon: 'pi pi-print',
  permissions: ['entries-all', 'entries-index', 'entries-me', 'entries-show'],
  // Entries received by internal dispatch have no paper: no sticker, no cargo.
  selectable: (entry) => entry.can.print,
  dialog: PrintSelectedDialog,
};

function PrintSelectedDialog({
  rows,
  visible,
  onHide,
}: {
  rows: Entry[];
  visible: boolean;
  onHide: (ran: boolean) => void;
}) {
  const [printing, setPrinting] = useState<Kind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tooMany = rows.length > MAX_PRINTED_AT_ONCE;
  const print = async (kind: Kind) => {
    setPrinting(kind);
    setFailure(null);
    const ids = rows.map((r) => r.id).join(',');
    try {
      await openPdf(
        'entries',
        `/printouts?kind=${kind}&ids=${ids}`,
        `${kind === 'sticker' ? 'stickers' : 'cargos'}-${rows.length}.pdf`,
      );
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPrinting(null);
    }
  };
  const close = () => {
    setFailure(null);
    onHide(false);
  };
  return (
    <Dialog
      visible={visible}
      onHide={close}
      header="Imprimir ingresos seleccionados"
      modal
      closeOnEscape
      breakpoints={{ '767px': '96vw' }}
      style={{ width: '34rem' }}
      footer={
        <>
          <Button type="button" label="Cerrar" outlined onClick={close} />
          <Button
            type="button"
            label="Cargos de recepción"
            icon="pi pi-file"
            outlined
            disabled={tooMany || printing !== null}
            loading={printing === 'receipt'}
            onClick={() => void print('receipt')}
          />
          <Button
            type="button"
            label="Stickers"
            icon="pi pi-tag"
            disabled={tooMany || printing !== null}
            loading={printing === 'sticker'}
            onClick={() => void print('sticker')}
            autoFocus
          />
        </>
      }
    >
      <p>
        {tooMany
          ? `Puede imprimir como máximo ${MAX_PRINTED_AT_ONCE} ingresos a la vez: quite algunos de la selección.`
          : `${formatQuantity(rows.length, 'ingreso seleccionado', 'ingresos seleccionados')}: un PDF con una página por ingreso.`}
      </p>
      <ul className="bulk-results">
        {rows.map((r) => (
          <li key={r.id}>
            <strong>{r.number}</strong>
            <span>{r.subject}</span>
          </li>
        ))}
      </ul>
      {failure && <p className="p-error">{failure}</p>}
    </Dialog>
  );
}
