import { Button } from 'primereact/button';
import { PageNotice } from './PageNotice';

/** A save answered 409: someone else changed the record meanwhile; offer to load their version. */
export function StaleMessage({ onReload }: { onReload: () => void }) {
  return (
    <PageNotice
      severity="warn"
      className="stale-message"
      text="Otro usuario modificó este registro mientras usted lo editaba. Recargue para ver los cambios."
      action={<Button type="button" label="Recargar datos" icon="pi pi-refresh" size="small" onClick={onReload} />}
    />
  );
}
