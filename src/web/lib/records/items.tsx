/** Declaration parts several document modules write alike: the summary item and the "Anular" action. */
import type { DataItemDef, DocumentRecord, ReasonActionDef } from './module';

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
