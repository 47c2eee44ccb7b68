/** The tags a registered document wears in its list row and on its page: state, overdue, priority. */
import { ENTRY_PRIORITIES, type EntryPriority } from '@shared/schemas/entries';
import { Tag, type TagProps } from 'primereact/tag';

/**
 * One colour per state name, the same in every document module: a clerk who knows that "Derivado"
 * is amber in entries reads it so in requests and folders too. A state not named here is grey.
 */
const STATE_SEVERITY: Record<string, TagProps['severity']> = {
  registrado: 'secondary',
  pendiente: 'warning',
  derivado: 'warning',
  en_despacho: 'warning',
  recibido: 'info',
  atendido: 'success',
  entregado: 'success',
  // An output's copy in a casilla electrónica: deposited (not yet notified), notified.
  depositado: 'info',
  notificado: 'success',
  devuelto: 'danger',
  archivado: 'contrast',
  anulado: 'danger',
  // Requests (modules/requests).
  en_revision: 'info',
  observada: 'warning',
  asignada: 'success',
  rechazada: 'danger',
  cancelada: 'secondary',
  caducada: 'contrast',
  abierta: 'info',
  cerrada: 'contrast',
  // Archive units (modules/archive-expedients).
  abierto: 'info',
  cerrado: 'contrast',
  pendiente_transferencia: 'warning',
  transferido: 'success',
  rechazado: 'danger',
  eliminado: 'danger',
  conservacion_permanente: 'success',
  // Drafts (modules/drafts).
  borrador: 'secondary',
  en_visto_bueno: 'info',
  observado: 'warning',
  por_firmar: 'warning',
  firmado: 'success',
};

export const stateSeverity = (state: string): TagProps['severity'] => STATE_SEVERITY[state] ?? 'secondary';

/**
 * A state by its Spanish label (`labels`: the module's states, e.g. ENTRY_STATES); nothing for a
 * record without states (an archived document), rather than an empty badge.
 */
export function StateTag({ state, labels }: { state: string | null | undefined; labels: Record<string, string> }) {
  if (!state) return null;
  return <Tag severity={stateSeverity(state)} value={labels[state] ?? state} />;
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
