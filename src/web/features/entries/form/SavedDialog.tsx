/**
 * Right after registering: the entry's number, large, and what the clerk does next — print the
 * sticker for the paper, register the next document, or open the entry. Closing it is "Registrar otro".
 */
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { useToast } from '../../../lib/toast';
import type { Entry } from '../entries.record';
import { printReceipt, printSticker } from '../show/sticker';

interface SavedDialogProps {
  entry: Entry | null;
  onAnother: () => void;
  /** Gone from the screen, focus handed back: the moment to put the cursor in the next form. */
  onClosed: () => void;
}

export function SavedDialog({ entry, onAnother, onClosed }: SavedDialogProps) {
  const toast = useToast();
  const [printing, setPrinting] = useState<'sticker' | 'receipt' | null>(null);
  const print = async (saved: Entry, what: 'sticker' | 'receipt') => {
    setPrinting(what);
    try {
      await (what === 'sticker' ? printSticker : printReceipt)(saved);
    } catch (error) {
      toast.failure(error);
    } finally {
      setPrinting(null);
    }
  };
  return (
    <Dialog
      visible={entry !== null}
      onHide={onAnother}
      header="Ingreso registrado"
      modal
      closeOnEscape
      breakpoints={{ '575px': '96vw' }}
      style={{ width: '32rem' }}
      // After the dialog has handed focus back to where it was when it opened (its own onExited).
      transitionOptions={{ timeout: 150, onExited: onClosed }}
    >
      {entry && (
        <div className="entries-saved">
          <p className="entries-saved-label">Número de ingreso</p>
          <p className="entries-saved-number">{entry.number}</p>
          <p className="entries-saved-subject">{entry.subject}</p>
          <p className="text-muted">
            Para {entry.destination_office?.code ?? '—'} · vence el {formatDate(entry.due_date)}
          </p>
          <div className="entries-saved-actions">
            <Button
              type="button"
              label="Imprimir sticker"
              icon="pi pi-print"
              loading={printing === 'sticker'}
              autoFocus
              onClick={() => void print(entry, 'sticker')}
            />
            <Button
              type="button"
              label="Imprimir cargo"
              icon="pi pi-file"
              outlined
              loading={printing === 'receipt'}
              onClick={() => void print(entry, 'receipt')}
            />
            <Button type="button" label="Registrar otro" icon="pi pi-plus" outlined onClick={onAnother} />
            <Link to={`/entries/${entry.id}`} className="p-button p-button-text p-component">
              <span className="p-button-icon p-button-icon-left pi pi-eye" aria-hidden="true" />
              <span className="p-button-label">Ver ingreso</span>
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
