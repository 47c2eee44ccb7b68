/** The entry's state, overdue and priority as tags: in the header here, reusable by lists. */
import { ENTRY_PRIORITIES, ENTRY_STATES, type EntryPriority, type EntryState } from '@shared/schemas/entries';
import { Tag, type TagProps } from 'primereact/tag';

const STATE_SEVERITY: Record<EntryState, TagProps['severity']> = {
  registrado: 'secondary',
  derivado: 'warning',
  recibido: 'info',
  atendido: 'success',
  archivado: 'contrast',
  anulado: 'danger',
};

export function EntryStateTag({ state }: { state: EntryState }) {
  return <Tag severity={STATE_SEVERITY[state]} value={ENTRY_STATES[state]} />;
}

export function OverdueTag() {
  return <Tag severity="danger" icon="pi pi-clock" value="Vencido" />;
}

/** Nothing for a normal priority: only what asks for attention is marked. */
export function PriorityTag({ priority }: { priority: EntryPriority }) {
  if (priority === 'normal') return null;
  return (
    <Tag
      severity={priority === 'muy_urgente' ? 'danger' : 'warning'}
      icon="pi pi-exclamation-circle"
      value={ENTRY_PRIORITIES[priority]}
    />
  );
}
