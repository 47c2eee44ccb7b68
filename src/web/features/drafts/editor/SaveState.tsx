/** Where the typed text stands: saved (and when), waiting, saving, or why not — with the way out of a conflict. */
import { Button } from 'primereact/button';
import { formatDayTime } from '../../../lib/dates';
import type { SaveStatus } from './useAutosave';

interface Props {
  status: SaveStatus;
  savedAt: Date | null;
  problem: string | null;
  onKeepMine: () => void;
}

export function SaveState({ status, savedAt, problem, onKeepMine }: Props) {
  const text = {
    saved: savedAt ? `Guardado ${formatDayTime(savedAt.toISOString())}` : 'Sin cambios',
    pending: 'Cambios por guardar…',
    saving: 'Guardando…',
    conflict: `${problem ?? 'El proyecto cambió en otra pestaña.'} Su texto sigue aquí.`,
    error: `${problem ?? 'No se pudo guardar.'} Su texto sigue aquí; se reintentará.`,
  }[status];
  return (
    <div className={`draft-save-state draft-save-${status}`} role="status" aria-live="polite">
      <span>{text}</span>
      {status === 'conflict' && (
        <Button label="Guardar mi texto sobre el otro" size="small" text onClick={onKeepMine} />
      )}
    </div>
  );
}
