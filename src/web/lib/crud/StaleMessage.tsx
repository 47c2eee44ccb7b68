import { Button } from 'primereact/button';
import { Message } from 'primereact/message';

/** A save answered 409: someone else changed the record meanwhile; offer to load their version. */
export function StaleMessage({ onReload }: { onReload: () => void }) {
  return (
    <Message
      severity="warn"
      className="stale-message"
      content={
        <div className="stale-content">
          <span>Otro usuario modificó este registro mientras usted lo editaba. Recargue para ver los cambios.</span>
          <Button type="button" label="Recargar datos" icon="pi pi-refresh" size="small" onClick={onReload} />
        </div>
      }
    />
  );
}
