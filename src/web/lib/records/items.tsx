/**
 * Declaration parts several document modules write alike: the summary item and the "Anular",
 * "Reabrir" and "Despachar" actions.
 */
import type { ConfirmActionDef, DataItemDef, DocumentRecord, ReasonActionDef } from './module';

/** "Resumen", across the panel with its line breaks kept, left out when there is none. */
export function summaryItem<T>(summary: (record: T) => string | null | undefined): DataItemDef<T> {
  return {
    label: 'Resumen',
    value: (record) => {
      const text = summary(record);
      return text && <span className="preserve-lines">{text}</span>;
    },
    wide: true,
    optional: true,
  };
}

interface AnnulLook {
  /** "ingreso": the header is "Anular ingreso ING-2026-000123". */
  noun: string;
  /** What annulling does, above the reason. */
  note: string;
  done: string;
  /** The button when it is not "Anular <noun>". */
  submitLabel?: string;
}

/** "Anular" while `can.annul`: asks the reason, then `POST /:id/annul`. */
export function annulAction<T extends DocumentRecord>({
  noun,
  note,
  done,
  submitLabel,
}: AnnulLook): ReasonActionDef<T> {
  return {
    kind: 'reason',
    can: 'annul',
    path: 'annul',
    label: 'Anular',
    icon: 'pi pi-ban',
    severity: 'danger',
    outlined: true,
    header: (record) => `Anular ${noun} ${record.number}`,
    note,
    reasonLabel: 'Motivo de la anulación',
    submitLabel: submitLabel ?? `Anular ${noun}`,
    done,
  };
}

/** What a confirmed action asks and says: its dialog's header and question, and the toast once done. */
type ConfirmLook<T> = Pick<ConfirmActionDef<T>, 'header' | 'message' | 'done'>;

/** "Reabrir" a closed container (a folder, an archive unit) while `can.reopen`: `POST /:id/reopen`. */
export const reopenAction = <T,>(look: ConfirmLook<T>): ConfirmActionDef<T> => ({
  kind: 'confirm',
  can: 'reopen',
  path: 'reopen',
  label: 'Reabrir',
  icon: 'pi pi-lock-open',
  outlined: true,
  ...look,
});

/** "Despachar" (an output, a delivery control) while `can.dispatch`: `POST /:id/dispatch`. */
export const dispatchAction = <T,>(look: ConfirmLook<T>): ConfirmActionDef<T> => ({
  kind: 'confirm',
  can: 'dispatch',
  path: 'dispatch',
  label: 'Despachar',
  icon: 'pi pi-send',
  ...look,
});
